import { Button, Card, Col, Form, Row, Select, Space, Typography } from "antd";
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { RuleOptions } from "../../../common/authority.js";
import { format } from "../../../common/i18n.js";
import { authorityTexts as tx } from "../texts.js";
import { isAttribute, type RuleEntry } from "./rule-entries.js";

type Resource = RuleOptions["resources"][number];

/** One row condition: a field of the resource (one value each: not a list), and its values or an attribute. */
function ConditionRow({
  name,
  resource,
  attributes,
  remove,
}: {
  name: number;
  resource: Resource | undefined;
  attributes: RuleOptions["attributes"];
  remove(): void;
}) {
  const fields = (resource?.fields ?? []).filter((f) => !f.list);
  return (
    <Space align="baseline" style={{ display: "flex" }}>
      <Form.Item name={[name, "field"]} style={{ width: 180 }}>
        <Select
          placeholder={tx.conditionField}
          showSearch
          optionFilterProp="label"
          options={[{ value: "id", label: "ID" }, ...fields.map((f) => ({ value: f.name, label: f.title }))]}
        />
      </Form.Item>
      <Form.Item
        name={[name, "values"]}
        style={{ width: 300 }}
        rules={[
          {
            validator: async (_, values: string[] | undefined) => {
              if ((values ?? []).some(isAttribute) && (values ?? []).length > 1) throw new Error(tx.attributeAlone);
            },
          },
        ]}
      >
        <Select
          mode="tags"
          placeholder={tx.valuesPlaceholder}
          tokenSeparators={[",", "，"]}
          options={attributes.map((a) => ({
            value: `$user.${a.name}`,
            label: format(tx.attributeValue, { title: a.title }),
          }))}
        />
      </Form.Item>
      <MinusCircleOutlined aria-label={tx.removeCondition} onClick={remove} />
    </Space>
  );
}

/**
 * 数据权限 of the role dialog: per resource, the rows the role reaches (conditions that must all hold: a field
 * equal to one of some values, or to the account's attribute, `$user.campus_ids`) and the fields it may not
 * see or change. Saved as roles.json `rows` and `fields`; the server checks the resources and fields.
 */
export function RuleEntries({ options }: { options: RuleOptions | undefined }) {
  const resources = options?.resources ?? [];
  const attributes = options?.attributes ?? [];
  const form = Form.useFormInstance();
  const entries = (Form.useWatch("rules", form) ?? []) as RuleEntry[];
  const resourceOf = (i: number) => resources.find((r) => r.name === entries[i]?.resource);

  return (
    <Form.List name="rules">
      {(items, { add, remove }, { errors }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {items.length === 0 && <Typography.Text type="secondary">{tx.noRules}</Typography.Text>}
          {items.map(({ key, name }) => {
            const resource = resourceOf(name);
            const fieldOptions = (resource?.fields ?? []).map((f) => ({ value: f.name, label: f.title }));
            return (
              <Card
                key={key}
                size="small"
                data-testid="rule-entry"
                title={
                  <Form.Item
                    name={[name, "resource"]}
                    style={{ margin: 0, maxWidth: 280 }}
                    rules={[
                      { required: true, message: tx.ruleResourceRequired },
                      {
                        validator: async (_, value) => {
                          if (value && entries.filter((e) => e?.resource === value).length > 1)
                            throw new Error(tx.ruleResourceTaken);
                        },
                      },
                    ]}
                  >
                    <Select
                      placeholder={tx.ruleResource}
                      showSearch
                      optionFilterProp="label"
                      options={resources.map((r) => ({ value: r.name, label: r.title }))}
                    />
                  </Form.Item>
                }
                extra={
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(name)}>
                    {tx.removeRule}
                  </Button>
                }
              >
                <Typography.Text strong>{tx.rowScope}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {tx.rowScopeHelp}
                </Typography.Paragraph>
                <Form.List name={[name, "conditions"]}>
                  {(conditions, { add: addCondition, remove: removeCondition }) => (
                    <>
                      {conditions.map((c) => (
                        <ConditionRow
                          key={c.key}
                          name={c.name}
                          resource={resource}
                          attributes={attributes}
                          remove={() => removeCondition(c.name)}
                        />
                      ))}
                      <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => addCondition({})}>
                        {tx.addCondition}
                      </Button>
                    </>
                  )}
                </Form.List>
                <Row gutter={16} style={{ marginTop: 16 }}>
                  <Col span={12}>
                    <Form.Item name={[name, "hidden"]} label={tx.hiddenFields} extra={tx.hiddenHelp}>
                      <Select mode="multiple" allowClear optionFilterProp="label" options={fieldOptions} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name={[name, "readOnly"]} label={tx.readOnlyFields} extra={tx.readOnlyHelp}>
                      <Select mode="multiple" allowClear optionFilterProp="label" options={fieldOptions} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({ conditions: [], hidden: [], readOnly: [] })}
          >
            {tx.addRule}
          </Button>
          {/* What the server refuses of the rules (an unknown field): 10001 on `rules`. */}
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}
