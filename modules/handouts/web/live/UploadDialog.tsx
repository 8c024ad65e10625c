import { App, Form, Modal, Switch, Upload, type UploadFile } from "antd";
import { InboxOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import type { HandoutNode } from "../api.js";
import { handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import { FolderSelect } from "./FolderSelect.js";
import { pdfProblem } from "./rules.js";
import { fieldErrors, withReason } from "./server-error.js";
import { liveTexts } from "./texts.js";

interface Props {
  open: boolean;
  tree: HandoutNode[];
  subjectId: number;
  parent?: number;
  onClose(): void;
  /** Uploaded into `parent`: the page reloads the tree and opens that folder. */
  onDone(parent: number): void;
}

interface Values {
  parent: number;
  file: UploadFile[];
  downloadable: boolean;
}

/** The chosen file is checked here first, so a wrong or oversized one is refused before it is sent. */
const fileRules = [
  { required: true, message: tx.uploadFile },
  {
    validator: async (_: unknown, list?: UploadFile[]) => {
      const file = list?.[0]?.originFileObj;
      const problem = file && pdfProblem(file);
      if (problem) throw new Error(problem);
    },
  },
];

/**
 * 添加课件: one PDF into a folder. The file is kept until OK (never uploaded on choosing it), and a
 * refusal keeps the dialog open with the server's reason: 上传失败：文件格式错误，仅支持PDF.
 */
export function UploadDialog({ open, tree, subjectId, parent, onClose, onDone }: Props) {
  const api = useHandoutApi();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useMutation({
    mutationFn: (values: Values) =>
      api.upload(values.file[0].originFileObj as File, values.parent, subjectId, values.downloadable),
  });

  const submit = async (values: Values) => {
    try {
      await upload.mutateAsync(values);
      void message.success(tx.uploaded);
      onDone(values.parent);
    } catch (error) {
      void message.error(withReason(tx.uploadFailed, error));
      form.setFields(fieldErrors(error, { id: "parent", file: "file" }));
    }
  };

  return (
    <Modal
      open={open}
      title={tx.addCourseware}
      okText={tx.ok}
      cancelText={tx.cancel}
      confirmLoading={upload.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={{ parent, downloadable: false }}
        onFinish={submit}
      >
        <Form.Item name="parent" label={tx.parentFolder} rules={[{ required: true, message: tx.chooseParent }]}>
          <FolderSelect tree={tree} />
        </Form.Item>
        <Form.Item
          name="file"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
          rules={fileRules}
        >
          <Upload.Dragger accept=".pdf,application/pdf" maxCount={1} beforeUpload={() => false}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{liveTexts.uploadHint}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item name="downloadable" label={tx.downloadable} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
