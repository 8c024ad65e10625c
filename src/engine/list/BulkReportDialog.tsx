import { Alert, Button, Modal, Table } from "antd";
import { format, localize } from "../../common/i18n.js";
import type { CustomAction } from "../../types/generated/resource.js";
import { inlineTexts } from "../inline/texts.js";
import type { BulkReport } from "./use-bulk-action.js";

interface Props {
  action: CustomAction;
  report: BulkReport;
  onClose(): void;
}

/** What a bulk run did to each row (with `report`), or which rows stopped it and why (nothing was done). */
export function BulkReportDialog({ action, report, onClose }: Props) {
  const title = report.done
    ? format(inlineTexts.bulkDone, { label: localize(action.label), count: report.rows.length })
    : format(inlineTexts.bulkRefused, { label: localize(action.label), count: report.rows.length });
  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {inlineTexts.close}
        </Button>
      }
    >
      {!report.done && <Alert type="error" showIcon message={title} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="id"
        size="small"
        dataSource={report.rows}
        pagination={report.rows.length > 10 ? { pageSize: 10, size: "small" } : false}
        columns={[
          { key: "label", dataIndex: "label", title: inlineTexts.bulkRecord, width: 200 },
          { key: "message", dataIndex: "message", title: inlineTexts.bulkResult },
        ]}
      />
    </Modal>
  );
}
