import { App, Form, Modal } from "antd";
import { useMutation } from "@tanstack/react-query";
import type { HandoutNode } from "../api.js";
import { handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import { NameInput } from "./NameInput.js";
import { nameLimit, nameRules } from "./rules.js";
import { renameFieldError } from "./server-error.js";
import { liveTexts } from "./texts.js";

interface Props {
  open: boolean;
  /** The one checked item. */
  node?: HandoutNode;
  onClose(): void;
  onDone(): void;
}

/**
 * 重命名 of the one checked folder or file; folders allow 10 characters, files 50. A refusal says
 * 创建失败 (the spec's text) and puts the server's reason on the name, where it is fixed.
 */
export function RenameDialog({ open, node, onClose, onDone }: Props) {
  const api = useHandoutApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ label: string }>();
  const rename = useMutation({
    mutationFn: ({ id, label }: { id: number; label: string }) => api.rename(id, label.trim()),
  });
  const { max, tooLong } = nameLimit(node?.kind ?? "file");

  const submit = async ({ label }: { label: string }) => {
    if (!node) return;
    try {
      await rename.mutateAsync({ id: node.id, label });
      void message.success(liveTexts.renamed);
      onDone();
    } catch (error) {
      void message.error(tx.renameFailed);
      const reason = renameFieldError(error);
      if (reason) form.setFields([{ name: "label", errors: [reason] }]);
    }
  };

  return (
    <Modal
      open={open && node !== undefined}
      title={tx.rename}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={{ label: node?.label }}
        onFinish={submit}
      >
        <Form.Item name="label" label={tx.fileName} rules={nameRules(tx.enterFileName, max, tooLong)}>
          <NameInput max={max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
