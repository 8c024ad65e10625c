import { Alert, Card, Form, Input, Space, Tag } from "antd";
import { validatorPresets, type PresetName } from "../../common/validators.js";
import { Can } from "../../app/access/Can.js";
import { format } from "../../common/i18n.js";
import { demoTexts as tx, presetLabels as labels } from "./texts.js";

/**
 * /demo: the validator presets (the same ones a resource's `format` names) and the permission
 * directive, to try out what config can use.
 */
export default function DemoPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card title={tx.rulesTitle}>
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          {(Object.keys(validatorPresets) as PresetName[]).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={`${labels[name]} (${name})`}
              rules={[
                {
                  validator: async (_, v) => {
                    if (v && !validatorPresets[name].test(v)) throw new Error(validatorPresets[name].message);
                  },
                },
              ]}
            >
              <Input placeholder={format(tx.inputPlaceholder, { label: labels[name] })} />
            </Form.Item>
          ))}
        </Form>
      </Card>
      <Card title={tx.accessTitle}>
        <Space direction="vertical">
          <Can rule={{ ability: ["DELETE"] }} fallback={<Tag>{tx.noDelete}</Tag>}>
            <Alert type="success" showIcon message={tx.canDelete} />
          </Can>
          <Can rule={["admin"]} fallback={<Tag>{tx.notAdmin}</Tag>}>
            <Alert type="info" showIcon message={tx.adminOnly} />
          </Can>
        </Space>
      </Card>
    </Space>
  );
}
