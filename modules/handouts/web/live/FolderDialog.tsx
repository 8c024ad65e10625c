import { App, Form, Modal } from "antd";
import { useMutation } from "@tanstack/react-query";
import type { HandoutNode } from "../api.js";
import { handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import { FolderSelect } from "./FolderSelect.js";
import { NameInput } from "./NameInput.js";
import { FOLDER_NAME_MAX, nameRules } from "./rules.js";
import { fieldErrors, reasonOf } from "./server-error.js";
import { liveTexts } from "./texts.js";

interface Props {
  open: boolean;
  tree: HandoutNode[];
  subjectId: number;
  /** The folder chosen beforehand from the checked items, if one is clear. */
  parent?: number;
  onClose(): void;
  /** Created in `parent`: the page reloads the tree and opens that folder. */
  onDone(parent: number): void;
}

interface Values {
  parent: number;
  label: string;
}

/**
 * 新建文件夹. A refusal (a name already in that folder, 31001) shows the server's own message and
 * keeps the dialog open, so the user can change the name and try again.
 */
export function FolderDialog({ open, tree, subjectId, parent, onClose, onDone }: Props) {
  const api = useHandoutApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useMutation({
    mutationFn: (values: Values) => api.createFolder(values.parent, subjectId, values.label.trim()),
  });

  const submit = async (values: Values) => {
    try {
      await create.mutateAsync(values);
      void message.success(liveTexts.created);
      onDone(values.parent);
    } catch (error) {
      void message.error(reasonOf(error) ?? tx.renameFailed);
      form.setFields(fieldErrors(error, { id: "parent", label: "label" }));
    }
  };

  return (
    <Modal
      open={open}
      title={tx.newFolder}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} clearOnDestroy initialValues={{ parent }} onFinish={submit}>
        <Form.Item name="parent" label={tx.parentFolder} rules={[{ required: true, message: tx.chooseParent }]}>
          <FolderSelect tree={tree} />
        </Form.Item>
        <Form.Item
          name="label"
          label={tx.folderName}
          rules={nameRules(tx.enterFolderName, FOLDER_NAME_MAX, tx.folderNameMax)}
        >
          {/* Enter saves, as in the rename dialog (the folder picker's search box blocks the form's own). */}
          <NameInput max={FOLDER_NAME_MAX} onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
