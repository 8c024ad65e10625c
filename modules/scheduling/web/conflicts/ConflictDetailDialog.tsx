import { Button, Descriptions, Modal, Skeleton } from "antd";
import { Can } from "../../../../src/app/access/Can.js";
import type { ConflictRow } from "../api.js";
import { resolutionText } from "./conflict-columns.js";
import { useConflictDetail } from "./queries.js";
import { conflictTexts as tx } from "./texts.js";
import { useConflictActions } from "./use-conflict-actions.js";
import { durationText } from "../../../../src/common/durations.js";

const WRITE = { ability: ["WRITE"] };
const DELETE = { ability: ["DELETE"] };

/**
 * 冲突详情 (spec §2): the seven fields of the conflict and the lesson's title, with the two ways
 * out of it. The row is shown at once; the title comes with the conflict's detail. A resolved
 * conflict offers only 关闭.
 */
export function ConflictDetailDialog({ row, onClose }: { row: ConflictRow; onClose(): void }) {
  const detail = useConflictDetail(row.id);
  const { arrange, deleteAndNotify } = useConflictActions();
  // The detail is the fresher word: a conflict resolved meanwhile (in another tab) offers only 关闭.
  const open = !(detail.data?.resolved_at ?? row.resolved_at);

  const footer = [
    open ? (
      <Can key="arrange" rule={WRITE}>
        <Button
          type="primary"
          onClick={() => {
            // The arrangement happens on its own page: this dialog would outlive the conflict.
            onClose();
            arrange(row.id);
          }}
        >
          {tx.arrange}
        </Button>
      </Can>
    ) : null,
    open ? (
      <Can key="delete" rule={DELETE}>
        <Button danger onClick={() => deleteAndNotify(row.id, onClose)}>
          {tx.deleteNotify}
        </Button>
      </Can>
    ) : null,
    <Button key="close" onClick={onClose}>
      {tx.close}
    </Button>,
  ];

  return (
    <Modal open title={tx.dialogTitle} width={640} onCancel={onClose} footer={footer} destroyOnHidden>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 130 } }}
        items={[
          { key: "campus", label: tx.campus, children: row.campus },
          { key: "student", label: tx.studentName, children: row.student },
          { key: "teacher", label: tx.teacherName, children: row.teacher },
          { key: "subject", label: tx.subject, children: row.subject },
          { key: "time", label: tx.conflictTime, children: row.conflict_time },
          { key: "wait", label: tx.waitTime, children: durationText(row.wait_minutes) },
          { key: "reason", label: tx.reason, children: row.reason },
          {
            key: "title",
            label: tx.lessonTitle,
            children: detail.data ? (
              detail.data.lesson.title
            ) : detail.isFetching ? (
              <Skeleton.Input size="small" active />
            ) : (
              "—"
            ),
          },
          ...(row.resolution
            ? [{ key: "resolution", label: tx.resolution, children: resolutionText(row.resolution) }]
            : []),
        ]}
      />
    </Modal>
  );
}
