import { Tag } from "antd";
import { enumOptions } from "../config/record-field.js";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { localize } from "../../common/i18n.js";

/** Enum values (one or an array) as their labels in coloured tags. */
export function TagCell({ value, record }: CellProps) {
  if (isEmpty(value)) return <EmptyCell />;
  const options = enumOptions(record) ?? [];
  const values = Array.isArray(value) ? value : [value];
  return (
    <>
      {values.map((v) => {
        // Query strings and JSON may disagree on 1 vs "1": compare as text.
        const option = options.find((o) => String(o.value) === String(v));
        return (
          <Tag key={String(v)} color={option?.color}>
            {option ? localize(option.label) : String(v)}
          </Tag>
        );
      })}
    </>
  );
}
