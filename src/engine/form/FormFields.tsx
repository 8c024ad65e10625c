import { Col, Row } from "antd";
import type { ResolvedField } from "../types.js";
import type { FormAction } from "./resolve-form-fields.js";
import { FieldItem } from "./FieldItem.js";

interface Props {
  fields: ResolvedField[];
  /** Fields per row (1–3). */
  columns: number;
  action: FormAction;
}

/** The form's fields on a grid of `columns` per row; a field's `span` widens it. */
export function FormFields({ fields, columns, action }: Props) {
  const unit = 24 / columns;
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.pointer} span={Math.min(24, unit * (field.form?.span ?? 1))}>
          <FieldItem field={field} readOnly={action === "edit" && !!field.form?.readOnlyOnEdit} />
        </Col>
      ))}
    </Row>
  );
}
