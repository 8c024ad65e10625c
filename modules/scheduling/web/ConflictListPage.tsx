import { useState } from "react";
import { Card, Empty, Table } from "antd";
import { useQueryParams } from "../../../src/app/use-query-params.js";
import type { ConflictRow } from "./api.js";
import { ConflictDetailDialog } from "./conflicts/ConflictDetailDialog.js";
import { ConflictFilters } from "./conflicts/ConflictFilters.js";
import { conflictColumns } from "./conflicts/conflict-columns.js";
import { PAGE_SIZES, readConflictQuery, writeConflictQuery, type ConflictQuery } from "./conflicts/conflict-query.js";
import { useConflictList } from "./conflicts/queries.js";
import { fill, conflictTexts as tx } from "./conflicts/texts.js";
import { useConflictActions } from "./conflicts/use-conflict-actions.js";
import { useStickyTable } from "../../../src/shell/sticky-top.js";

/**
 * 课程冲突 (`scheduling/CourseConflict`, design §8): lessons that double-book a teacher or a
 * student, or fall in a teacher's leave, longest waiting first. Each is resolved by 辅助排课 (its
 * own detail tab proposing free times) or 删除并通知. The query lives in the address, so a reload
 * or a shared link shows the same list.
 */
export default function ConflictListPage() {
  const sticky = useStickyTable();
  const [params, setParams] = useQueryParams();
  const query = readConflictQuery(params);
  const { data, isFetching } = useConflictList(query);
  const { arrange, deleteAndNotify } = useConflictActions();
  const [shown, setShown] = useState<ConflictRow | null>(null);
  const go = (next: ConflictQuery) => setParams(writeConflictQuery(next));
  const resolved = query.status === "resolved";

  const columns = conflictColumns(resolved, {
    detail: setShown,
    arrange: (row) => arrange(row.id),
    deleteAndNotify: (row) => deleteAndNotify(row.id),
  });

  return (
    <Card title={tx.title}>
      <ConflictFilters value={query} onChange={(f) => go({ ...f, pageNo: 1, pageSize: query.pageSize })} />
      <Table<ConflictRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 1100 }}
        sticky={sticky}
        locale={{ emptyText: <Empty description={resolved ? tx.emptyResolved : tx.emptyOpen} /> }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => fill(tx.total, { total }),
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showQuickJumper: true,
        }}
        onChange={(pagination) =>
          go({
            ...query,
            // A new page size reads the list from its top.
            pageNo: pagination.pageSize === query.pageSize ? (pagination.current ?? 1) : 1,
            pageSize: pagination.pageSize ?? query.pageSize,
          })
        }
      />
      {shown ? <ConflictDetailDialog row={shown} onClose={() => setShown(null)} /> : null}
    </Card>
  );
}
