import type { ReactNode } from "react";
import { App, Modal, type FormInstance } from "antd";
import { useFormSubmit } from "../../app/use-form-submit.js";
import { authorityTexts as tx } from "./texts.js";

interface Props<V> {
  title: string;
  form: FormInstance<V>;
  /** Sends the checked values; a refusal with field messages lands on those fields. */
  submit(values: V): Promise<void>;
  onClose(): void;
  width?: number;
  children: ReactNode;
}

/**
 * A dialog of 权限管理 (a role, an account, a password): 确定 checks the fields as typed, then sends
 * them; what the server refuses on a field shows there, anything else as a message.
 */
export function FormDialog<V>({ title, form, submit, onClose, width, children }: Props<V>) {
  const { message } = App.useApp();
  const { saving, checkAndSend } = useFormSubmit(form, submit, (text) => void message.error(text));
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={saving}
      onOk={() => void checkAndSend()}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
