import { useState } from "react";
import { App, Button, Table } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useQueryParams } from "../../../../src/app/use-query-params.js";
import { Can } from "../../../../src/app/access/Can.js";
import { useSession } from "../../../../src/app/services-context.js";
import { flattenRoutes } from "../../../../src/common/routes.js";
import type { NoteRow, NotesQuery } from "../api.js";
import { fill, handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import { AddHandoutDialog } from "./AddHandoutDialog.js";
import { noteColumns } from "./note-columns.js";
import { PAGE_SIZES, readNotesQuery, writeNotesQuery, type Filters } from "./notes-query.js";
import { RecordedQueryForm } from "./RecordedQueryForm.js";
import type { HandoutFile, HandoutViewer } from "../viewer/use-handout-viewer.js";
import { localize } from "../../../../src/common/i18n.js";
import { useStickyTable } from "../../../../src/shell/sticky-top.js";

/** A row's linked handout for the viewer: titled with the handout's name, downloadable when the row says so. */
const fileOf = (row: NoteRow): HandoutFile => ({
  url: row.preview,
  name: row.handout_name || row.video_name,
  download: row.download || undefined,
});

/**
 * 录播讲义: recorded videos and their handouts, paged, filtered and sorted on the server, with the
 * query in the address. Rows link a handout (添加讲义), unlink it (删除, after the question of
 * spec §5), preview it in the viewer, or download it.
 */
export function RecordedHandouts({ viewer }: { viewer: HandoutViewer }) {
  const sticky = useStickyTable();
  const api = useHandoutApi();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useQueryParams();
  const query = readNotesQuery(params);
  const [adding, setAdding] = useState<NoteRow | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ["handouts", "notes", query],
    queryFn: () => api.notes(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["handouts", "notes"] });
  const go = (next: NotesQuery) => setParams(writeNotesQuery(params, next));

  const remove = (row: NoteRow) =>
    modal.confirm({
      title: tx.confirmTitle,
      content: tx.confirmDelete,
      okText: tx.ok,
      cancelText: tx.cancel,
      okButtonProps: { danger: true },
      onCancel: () => void message.info(tx.deleteCancelled),
      onOk: async () => {
        try {
          await api.unlink(row.video_id);
          void message.success(tx.deleted);
          await reload();
        } catch {
          void message.error(tx.deleteFailed);
        }
      },
    });

  const columns = noteColumns(query, {
    add: setAdding,
    remove,
    preview: (row) => viewer.preview(fileOf(row)),
    download: (row) => viewer.download(fileOf(row)),
  });
  const { pageNo: _page, pageSize: _size, prop: _prop, order: _order, ...filters } = query;

  return (
    <>
      <RecordedQueryForm
        value={filters as Filters}
        onSearch={(f) => go({ ...f, pageNo: 1, pageSize: query.pageSize, prop: query.prop, order: query.order })}
      />
      <AddVideoButton />
      <Table<NoteRow>
        rowKey="video_id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 900 }}
        sticky={sticky}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => fill(tx.total, { total }),
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showQuickJumper: true,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = s?.order === "ascend" ? "ascending" : s?.order === "descend" ? "descending" : undefined;
          go({
            ...query,
            // A new sort, like a new page size, reads the list from its top.
            pageNo:
              extra.action === "paginate" && pagination.pageSize === query.pageSize ? (pagination.current ?? 1) : 1,
            pageSize: pagination.pageSize ?? query.pageSize,
            prop: order ? String(s?.columnKey ?? s?.field) : undefined,
            order,
          });
        }}
      />
      {adding ? (
        <AddHandoutDialog
          row={adding}
          onClose={() => setAdding(null)}
          onLinked={() => {
            setAdding(null);
            void reload();
          }}
        />
      ) : null}
    </>
  );
}

/** 添加视频: the config-driven add-video page, in a new tab each time (its route is dynamicNewTab). */
function AddVideoButton() {
  const { routes } = useSession();
  const navigate = useNavigate();
  const page = flattenRoutes(routes ?? []).find((f) => f.route.component === "form:video");
  if (!page) return null;
  return (
    <Can rule={{ ability: ["WRITE"] }}>
      <div style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(`${page.fullPath}?t=${Date.now()}`)}
        >
          {page.route.meta?.title ? localize(page.route.meta.title) : tx.addVideo}
        </Button>
      </div>
    </Can>
  );
}
