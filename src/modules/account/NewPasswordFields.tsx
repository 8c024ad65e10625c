import { Form, Input } from "antd";
import type { Rule } from "antd/es/form";
import { passwordRule } from "./rules.js";

interface Props {
  /** The field of the new password (`password`, `new_password`); the confirmation is `confirm_password`. */
  name?: string;
  label: string;
  requiredMessage: string;
  confirmLabel: string;
  confirmRequired: string;
  mismatch: string;
  /** Fields the new password is checked against too (`old_password`), with `rules` saying how. */
  dependencies?: string[];
  rules?: Rule[];
}

/**
 * A new password typed twice, as 重置密码, 新增账号 and 修改密码 ask for it: the password preset (≥ 6
 * characters) as you type, and the second entry matching the first.
 */
export function NewPasswordFields({ name = "password", dependencies, rules = [], ...texts }: Props) {
  return (
    <>
      <Form.Item
        name={name}
        label={texts.label}
        dependencies={dependencies}
        rules={[{ required: true, message: texts.requiredMessage }, passwordRule, ...rules]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={texts.confirmLabel}
        dependencies={[name]}
        rules={[
          { required: true, message: texts.confirmRequired },
          ({ getFieldValue }) => ({
            validator: async (_, v) => {
              if (v && v !== getFieldValue(name)) throw new Error(texts.mismatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
