import { useState } from "react";
import { Button, Col, Form, Grid, Row, Space, type FormProps } from "antd";
import { DownOutlined, SearchOutlined, UpOutlined } from "@ant-design/icons";
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
  /** Fields the list is filtered by now: a link filtering by a folded field opens the form unfolded. */
  active?: ReadonlySet<string>;
}

/** How many fields fill a row at the current width: the columns below are 24, 12, 8 and 6 wide. */
function useFieldsPerRow(): number {
  const screens = Grid.useBreakpoint();
  return screens.xl ? 4 : screens.md ? 3 : screens.sm ? 2 : 1;
}

/**
 * The query form above a list: the fields of `list.query`, 查询 and 重置. Like ProTable's, it
 * shows one row at any width, the buttons ending it, and folds the other fields behind 展开: seven
 * fields would otherwise fill a phone's screen before the list begins. Folded fields stay in the
 * form (only hidden), so their values are still sent.
 */
export function QueryForm({ name, fields, formProps, onReset, active }: Props) {
  const form = formProps.form;
  const shown = Math.max(1, useFieldsPerRow() - 1);
  const foldable = fields.length > shown;
  const [expanded, setExpanded] = useState(() => fields.slice(shown).some((f) => active?.has(f.name)));
  if (fields.length === 0) return null;
  const folded = foldable && !expanded;

  return (
    <Form {...formProps} name={name} layout="vertical" role="search">
      <Row gutter={16} align="bottom">
        {fields.map((field, i) => {
          const Widget = queryWidgetFor(field.widget);
          return (
            <Col
              key={field.pointer}
              xs={24}
              sm={12}
              md={8}
              xl={6}
              style={folded && i >= shown ? { display: "none" } : undefined}
            >
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
        <Col flex="auto" style={{ textAlign: "right" }}>
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
              {foldable && (
                <Button
                  type="link"
                  aria-expanded={expanded}
                  onClick={() => setExpanded(!expanded)}
                  icon={expanded ? <UpOutlined /> : <DownOutlined />}
                  iconPosition="end"
                >
                  {expanded ? engineTexts.collapse : engineTexts.expand}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
