import { Form, Input, Modal } from "antd";
import { HttpError } from "../../../app/http/http-error.js";
import { viewTexts } from "./view-texts.js";

interface Props {
  title: string;
  initialName?: string;
  /** Saves under the name; a server message on `name` (名称已存在) goes on the field. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
  onError(err: unknown): void;
}

/** 保存为视图 / 重命名: one name field, checked as the server checks it. */
export function ViewNameDialog({ title, initialName = "", onSubmit, onClose, onError }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const submit = async () => {
    const { name } = await form.validateFields();
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      const message = err instanceof HttpError ? err.errors?.name : undefined;
      if (message) form.setFields([{ name: "name", errors: [message] }]);
      else onError(err);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={viewTexts.ok}
      cancelText={viewTexts.cancel}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initialName }} onFinish={submit}>
        <Form.Item
          name="name"
          label={viewTexts.name}
          rules={[
            { required: true, whitespace: true, message: viewTexts.nameRequired },
            { max: 30, message: viewTexts.nameTooLong },
          ]}
        >
          <Input autoFocus placeholder={viewTexts.namePlaceholder} maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
