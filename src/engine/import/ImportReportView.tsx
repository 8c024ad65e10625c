import { Alert, Space, Table } from "antd";
import { format } from "../../common/i18n.js";
import { importTexts } from "./texts.js";
import type { ImportProblem, ImportReport } from "./types.js";

const columns = [
  { title: importTexts.row, dataIndex: "row", width: 80 },
  { title: importTexts.column, dataIndex: "column", width: 140 },
  { title: importTexts.message, dataIndex: "message" },
];

/** What a dry run found: the file's columns, the totals, and every problem of every bad row, paged. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { columns: found, total, valid, invalid, problems, problemCount } = report;
  const missing = found.missing.length > 0;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {missing && (
        <Alert
          type="error"
          showIcon
          message={format(importTexts.missingColumns, { columns: found.missing.join("、") })}
        />
      )}
      {found.ignored.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={format(importTexts.ignoredColumns, { columns: found.ignored.join("、") })}
        />
      )}
      {!missing && total === 0 && <Alert type="error" showIcon message={importTexts.empty} />}
      {!missing && total > 0 && (
        <Alert
          type={invalid ? "error" : "success"}
          showIcon
          message={format(invalid ? importTexts.summary : importTexts.allGood, { total, valid, invalid })}
        />
      )}
      {problems.length > 0 && (
        <Table<ImportProblem>
          size="small"
          rowKey={(p) => `${p.row}:${p.field}`}
          columns={columns}
          dataSource={problems}
          pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
          footer={
            problemCount > problems.length
              ? () => format(importTexts.truncated, { shown: problems.length, count: problemCount })
              : undefined
          }
        />
      )}
    </Space>
  );
}
