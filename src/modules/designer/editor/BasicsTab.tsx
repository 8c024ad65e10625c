import { Form, Input, Select, Typography } from "antd";
import { assign } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { fieldOptions } from "./field-options.js";
import { zhText, withZh } from "../localized.js";

/** The resource's name (fixed: it is the file, the table and the API), title and label field. */
export function BasicsTab({ draft }: { draft: ResourceDraft }) {
  const { config, update } = draft;
  return (
    <Form labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
      <Form.Item label={tx.resourceName}>
        <Typography.Text code>{config.name}</Typography.Text>
      </Form.Item>
      <Form.Item label={tx.resourceTitle} extra={tx.titleHelp}>
        <Input
          aria-label={tx.resourceTitle}
          value={zhText(config.title)}
          onChange={(e) => update((c) => void (c.title = withZh(c.title, e.target.value)))}
        />
      </Form.Item>
      <Form.Item label={tx.labelField} extra={tx.labelFieldHelp}>
        <Select
          aria-label={tx.labelField}
          allowClear
          style={{ width: 240 }}
          value={config.labelField}
          options={fieldOptions(config)}
          onChange={(field?: string) => update((c) => assign(c, "labelField", field))}
        />
      </Form.Item>
    </Form>
  );
}
