import type { TableColumnsType } from "antd";
import { Button, Space, Tooltip } from "antd";
import { Can } from "../../../../src/app/access/Can.js";
import type { ConflictRow } from "../api.js";
import { conflictTexts as tx } from "./texts.js";
import { durationText } from "../../../../src/common/durations.js";

/** What a row's actions do; the list wires them to its dialog and the shared actions. */
export interface ConflictRowActions {
  detail(row: ConflictRow): void;
  arrange(row: ConflictRow): void;
  deleteAndNotify(row: ConflictRow): void;
}

const WRITE = { ability: ["WRITE"] };
const DELETE = { ability: ["DELETE"] };

const plain = (key: keyof ConflictRow, title: string, width?: number) => ({
  key,
  dataIndex: key,
  title,
  width,
  ellipsis: true,
});

/** How a resolution reads: the server's word, in the list's language when it is a known one. */
export const resolutionText = (resolution: string | null): string =>
  resolution === "rescheduled" ? tx.rescheduled : resolution === "deleted" ? tx.deleted : (resolution ?? "");

/**
 * The conflict list's columns (design §8): campus, student, teacher, subject, conflict time, wait,
 * reason (long: cut with its full text on hover), and the actions. A resolved conflict shows how it
 * was resolved instead of offering 辅助排课 and 删除并通知.
 */
export function conflictColumns(resolved: boolean, actions: ConflictRowActions): TableColumnsType<ConflictRow> {
  return [
    plain("campus", tx.campus, 130),
    plain("student", tx.student, 100),
    plain("teacher", tx.teacher, 100),
    plain("subject", tx.subject, 70),
    plain("conflict_time", tx.conflictTime, 170),
    // From the minutes, in the page's language, as the server words `wait` for the language a call asks in.
    { ...plain("wait", tx.wait, 110), render: (_: string, row: ConflictRow) => durationText(row.wait_minutes) },
    {
      key: "reason",
      dataIndex: "reason",
      title: tx.reason,
      ellipsis: { showTitle: false },
      render: (reason: string) => (
        <Tooltip placement="topLeft" title={reason}>
          {reason}
        </Tooltip>
      ),
    },
    ...(resolved
      ? [{ ...plain("resolution", tx.resolution, 120), render: (r: string | null) => resolutionText(r) }]
      : []),
    {
      key: "actions",
      title: tx.actions,
      width: resolved ? 80 : 230,
      fixed: "right",
      render: (_, row) => (
        // Wrapped, not cut, where the words are longer (English): every action stays readable.
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => actions.detail(row)}>
            {tx.detail}
          </Button>
          {resolved ? null : (
            <>
              <Can rule={WRITE}>
                <Button type="link" size="small" onClick={() => actions.arrange(row)}>
                  {tx.arrange}
                </Button>
              </Can>
              <Can rule={DELETE}>
                <Button type="link" size="small" danger onClick={() => actions.deleteAndNotify(row)}>
                  {tx.deleteNotify}
                </Button>
              </Can>
            </>
          )}
        </Space>
      ),
    },
  ];
}
