import { Button, Col, Form, Row, Space, type FormProps } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { ConfigProblemAlert } from "../config/ConfigProblemAlert.js";
import { engineTexts } from "../texts.js";
import { queryWidgetFor } from "./registry.js";
import type { QueryFieldResolved } from "./resolve-query-fields.js";

interface Props {
  /** Names the form, so its inputs' ids differ from those of the same fields in the create form. */
  name: string;
  fields: QueryFieldResolved[];
  /** useTable's `searchFormProps`: 查询 hands the values to its `onSearch`. */
  formProps: FormProps;
  onReset(): void;
}

/** The query form above a list: the fields of `list.query`, 查询 and 重置. */
export function QueryForm({ name, fields, formProps, onReset }: Props) {
  const form = formProps.form;
  if (fields.length === 0) return null;

  return (
    <Form {...formProps} name={name} layout="vertical" role="search">
      <Row gutter={16} align="bottom">
        {fields.map((field) => {
          const Widget = queryWidgetFor(field.widget);
          return (
            <Col key={field.pointer} xs={24} sm={12} md={8} xl={6}>
              {field.problem || !Widget ? (
                <Form.Item label={field.label}>
                  <ConfigProblemAlert messages={[field.problem ?? ""]} />
                </Form.Item>
              ) : (
                <Form.Item name={field.name} label={field.label}>
                  <Widget field={field} />
                </Form.Item>
              )}
            </Col>
          );
        })}
        <Col>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {engineTexts.search}
              </Button>
              <Button
                onClick={() => {
                  form?.resetFields();
                  onReset();
                }}
              >
                {engineTexts.reset}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
