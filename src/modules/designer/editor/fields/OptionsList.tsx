import { Button, Form, Input, Space } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { designerTexts as tx } from "../../texts.js";

/** The allowed values of a field, each with its label and tag colour. */
export function OptionsList() {
  return (
    <Form.List name="options">
      {(items, { add, remove }) => (
        <>
          {items.map(({ key, name }) => (
            <Space key={key} align="baseline" style={{ display: "flex" }}>
              <Form.Item name={[name, "value"]} rules={[{ required: true, message: tx.optionValue }]}>
                <Input
                  placeholder={tx.optionValue}
                  aria-label={`${tx.optionValue} ${name + 1}`}
                  style={{ width: 110 }}
                />
              </Form.Item>
              <Form.Item name={[name, "label"]}>
                <Input
                  placeholder={tx.optionLabel}
                  aria-label={`${tx.optionLabel} ${name + 1}`}
                  style={{ width: 150 }}
                />
              </Form.Item>
              <Form.Item name={[name, "color"]}>
                <Input
                  placeholder="green / #1677ff"
                  aria-label={`${tx.optionColor} ${name + 1}`}
                  style={{ width: 130 }}
                />
              </Form.Item>
              <MinusCircleOutlined aria-label={tx.remove} onClick={() => remove(name)} />
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />}>
            {tx.addOption}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** `field = value` pairs a relation's rows must have (`code = xk`: subjects only). */
export function RelationFilterList() {
  return (
    <Form.List name="relationFilter">
      {(items, { add, remove }) => (
        <>
          {items.map(({ key, name }) => (
            <Space key={key} align="baseline" style={{ display: "flex" }}>
              <Form.Item name={[name, "key"]}>
                <Input placeholder={tx.filterField} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name={[name, "value"]}>
                <Input placeholder={tx.filterValue} style={{ width: 140 }} />
              </Form.Item>
              <MinusCircleOutlined aria-label={tx.remove} onClick={() => remove(name)} />
            </Space>
          ))}
          <Button type="dashed" size="small" onClick={() => add({})} icon={<PlusOutlined />}>
            {tx.addFilter}
          </Button>
        </>
      )}
    </Form.List>
  );
}
