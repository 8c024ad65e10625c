import type { TableColumnsType } from "antd";
import { Button, Space } from "antd";
import { Can } from "../../../../src/app/access/Can.js";
import type { NoteRow, NotesQuery } from "../api.js";
import { handoutTexts as tx } from "../texts.js";

/** What a row's actions do; the list wires them to its dialogs and the viewer. */
export interface RowActions {
  add(row: NoteRow): void;
  remove(row: NoteRow): void;
  preview(row: NoteRow): void;
  download(row: NoteRow): void;
}

const WRITE = { ability: ["WRITE"] };
// Unlinking is the "delete" of this list: like every delete it needs the ability (the server checks it too).
const DELETE = { ability: ["DELETE"] };

/** A column sorted on the server: antd shows the arrow the address says. */
const sortable = (key: keyof NoteRow, title: string, query: NotesQuery, width?: number) => ({
  key,
  dataIndex: key,
  title,
  width,
  ellipsis: true,
  sorter: true,
  sortOrder: query.prop === key ? (query.order === "ascending" ? ("ascend" as const) : ("descend" as const)) : null,
});

/**
 * The recorded list's columns (spec §2): video name, subject, textbook, volume area, teacher, and
 * the row's actions. 添加讲义 when no handout is linked; when one is, 删除 and 预览, and 下载 only
 * when the server gave a download link.
 */
export function noteColumns(query: NotesQuery, actions: RowActions): TableColumnsType<NoteRow> {
  return [
    sortable("video_name", tx.videoName, query),
    sortable("subject", tx.subject, query, 100),
    sortable("material_version", tx.textbook, query, 120),
    sortable("volume_area", tx.volumeArea, query, 130),
    sortable("teacher", tx.teacher, query, 110),
    {
      key: "actions",
      title: tx.actions,
      width: 200,
      fixed: "right",
      render: (_, row) =>
        !row.preview ? (
          <Can rule={WRITE}>
            <Button type="link" size="small" onClick={() => actions.add(row)}>
              {tx.addHandout}
            </Button>
          </Can>
        ) : (
          <Space size={0}>
            <Can rule={DELETE}>
              <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
                {tx.delete}
              </Button>
            </Can>
            <Button type="link" size="small" onClick={() => actions.preview(row)}>
              {tx.preview}
            </Button>
            {row.download ? (
              <Button type="link" size="small" onClick={() => actions.download(row)}>
                {tx.download}
              </Button>
            ) : null}
          </Space>
        ),
    },
  ];
}
