import { Alert, Button, Modal, Progress, Space, Typography, Upload } from "antd";
import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { format, localize } from "../../common/i18n.js";
import { importTexts } from "./texts.js";
import { ImportReportView } from "./ImportReportView.js";
import { useImport } from "./use-import.js";

interface Props {
  config: ResourceConfig;
  onClose(): void;
  /** After rows were written: the list reloads. */
  onImported(): void;
}

/**
 * 导入's dialog: the templates, a file picked or dropped (read by the server, never in the browser), the
 * upload's progress, the dry run's report, and 导入 once the file has no error.
 */
export function ImportDialog({ config, onClose, onImported }: Props) {
  const state = useImport(config, onImported);
  const { phase, report, file } = state;
  const busy = phase === "uploading" || phase === "checking" || phase === "committing";
  const canCommit = !!report?.ok && phase === "idle";
  const status =
    phase === "checking"
      ? importTexts.checking
      : phase === "committing"
        ? importTexts.committing
        : importTexts.uploading;

  return (
    <Modal
      open
      width={720}
      title={format(importTexts.title, { title: localize(config.title) })}
      onCancel={onClose}
      maskClosable={!busy}
      closable={!busy}
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {importTexts.close}
          </Button>
          {phase !== "done" && (
            <Button
              type="primary"
              disabled={!canCommit}
              loading={phase === "committing"}
              onClick={() => void state.commit()}
            >
              {report?.ok ? format(importTexts.commit, { total: report.total }) : importTexts.button}
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: "100%", marginTop: 8 }} size="middle">
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void state.template("xlsx")}>
            {importTexts.templateXlsx}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void state.template("csv")}>
            {importTexts.templateCsv}
          </Button>
        </Space>
        {phase !== "done" && (
          <Upload.Dragger
            accept=".xlsx,.csv"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(chosen) => {
              void state.check(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? `${file.name} · ${importTexts.repick}` : importTexts.pick}</p>
            <p className="ant-upload-hint">{importTexts.pickHint}</p>
          </Upload.Dragger>
        )}
        {busy && (
          <div role="status">
            <Typography.Text type="secondary">{status}</Typography.Text>
            <Progress percent={state.percent} status="active" showInfo={phase === "uploading"} />
          </div>
        )}
        {phase === "done" && (
          <Alert type="success" showIcon message={format(importTexts.imported, { count: report?.inserted ?? 0 })} />
        )}
        {report && !busy && phase !== "done" && <ImportReportView report={report} />}
      </Space>
    </Modal>
  );
}
