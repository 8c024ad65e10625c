import type { DB } from "../../plugins/database.js";
import { likePattern } from "../../db/helpers/like.js";
import { tableName } from "../../resources/table-name.js";
import { handoutFileUrl } from "./file-route.js";
import type { NoteRow } from "../../../src/common/handouts.js";

export type { NoteRow };
import { SORTS, type NotesListQuery } from "./schemas.js";

type Raw = Omit<NoteRow, "preview" | "download" | "handout_name"> & {
  downloadable: number | null;
  handout_name: string | null;
};

/**
 * The recorded list and the video links. Reads the config-driven tables (`res_video`, `res_category`,
 * `res_lecturer`); the filter columns are fixed here, the sort column comes from the whitelist in SORTS.
 * A linked handout's `preview` and `download` are addresses of the token-checked file route under `apiBase`.
 */
export function notesRepository(db: DB, apiBase: string) {
  const [video, category, lecturer] = ["video", "category", "lecturer"].map(tableName);
  const hasVideos = () => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(video);
  const from = `FROM "${video}" v
    LEFT JOIN "${category}" s ON s.id = v.subject_id
    LEFT JOIN "${category}" m ON m.id = v.material_version_id
    LEFT JOIN "${category}" a ON a.id = v.volume_area_id
    LEFT JOIN "${lecturer}" t ON t.id = v.teacher_id
    LEFT JOIN video_handouts l ON l.video_id = v.id
    LEFT JOIN handout_nodes h ON h.id = l.handout_id`;

  return {
    /** One page of videos matching the filters, and how many match. */
    list(q: NotesListQuery): { list: NoteRow[]; total: number } {
      if (!hasVideos()) return { list: [], total: 0 };
      const parts: string[] = [];
      const params: unknown[] = [];
      const name = q.video_name?.trim();
      if (name) {
        parts.push(`v.video_name LIKE ? ESCAPE '\\'`);
        params.push(likePattern(name));
      }
      for (const f of ["subject_id", "teacher_id", "material_version_id", "volume_area_id"] as const) {
        if (!q[f]) continue;
        parts.push(`v.${f} = ?`);
        params.push(q[f]);
      }
      const where = parts.length ? `WHERE ${parts.join(" AND ")}` : "";
      const total = (db.prepare(`SELECT COUNT(*) AS n ${from} ${where}`).get(...params) as { n: number }).n;
      const dir = q.order === "descending" ? "DESC" : "ASC";
      const order = q.prop ? `${SORTS[q.prop]} ${dir}, v.id ${dir}` : `v.id ${dir}`;
      const rows = db
        .prepare(
          `SELECT v.id AS video_id, v.video_name, ifnull(s.name, '') AS subject, ifnull(m.name, '') AS material_version,
             ifnull(a.name, '') AS volume_area, ifnull(t.name, '') AS teacher, v.subject_id, v.material_version_id,
             v.volume_area_id, v.teacher_id, l.handout_id, l.task_id, h.downloadable,
             h.label AS handout_name
           ${from} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as Raw[];
      return {
        total,
        list: rows.map(({ downloadable, handout_name, ...r }) => {
          const id = r.handout_id;
          return {
            ...r,
            handout_name: handout_name ?? "",
            preview: id ? handoutFileUrl(apiBase, id) : "",
            download: id && downloadable ? handoutFileUrl(apiBase, id, true) : "",
          };
        }),
      };
    },

    /** The video with this id exists. */
    videoExists: (id: number): boolean => hasVideos() && !!db.prepare(`SELECT 1 FROM "${video}" WHERE id = ?`).get(id),

    /** The subject of the video with this id; undefined when there is no such video. */
    videoSubject(id: number): number | undefined {
      if (!hasVideos()) return undefined;
      return db.prepare<[number], { subject_id: number }>(`SELECT subject_id FROM "${video}" WHERE id = ?`).get(id)
        ?.subject_id;
    },

    /** Links a video to a handout and a homework, replacing any earlier link. */
    link(videoId: number, handoutId: number, taskId: number): void {
      db.prepare(
        `INSERT INTO video_handouts (video_id, handout_id, task_id) VALUES (?, ?, ?)
         ON CONFLICT (video_id) DO UPDATE SET handout_id = excluded.handout_id, task_id = excluded.task_id`,
      ).run(videoId, handoutId, taskId);
    },

    /** Removes a video's link; true when there was one. */
    unlink: (videoId: number): boolean =>
      db.prepare("DELETE FROM video_handouts WHERE video_id = ?").run(videoId).changes > 0,
  };
}

export type NotesRepository = ReturnType<typeof notesRepository>;
