import { Alert, Card, Form, Input, Space, Tag } from "antd";
import { validatorPresets, type PresetName } from "../../common/validators.js";
import { Can } from "../../app/access/Can.js";

const labels: Record<PresetName, string> = {
  password: "密码",
  phone: "手机号",
  email: "邮箱",
  idCard: "身份证号",
  port: "端口",
  ipv4: "IP地址",
  url: "URL",
  chineseName: "中文姓名",
  decimal2: "金额",
};

/**
 * /demo: the validator presets (the same ones a resource's `format` names) and the permission
 * directive, to try out what config can use.
 */
export default function DemoPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card title="校验规则">
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
              <Input placeholder={`请输入${labels[name]}`} />
            </Form.Item>
          ))}
        </Form>
      </Card>
      <Card title="权限指令">
        <Space direction="vertical">
          <Can rule={{ ability: ["DELETE"] }} fallback={<Tag>无删除权限：删除按钮不渲染</Tag>}>
            <Alert type="success" showIcon message="拥有删除权限 (DELETE)" />
          </Can>
          <Can rule={["admin"]} fallback={<Tag>非管理员</Tag>}>
            <Alert type="info" showIcon message="管理员可见" />
          </Can>
        </Space>
      </Card>
    </Space>
  );
}
