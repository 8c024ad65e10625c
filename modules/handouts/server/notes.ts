import { sql } from "kysely";
import type { Db, Store } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import { handoutFileUrl } from "./file-route.js";
import type { NoteRow } from "../common/handouts.js";
import { SORTS, type NotesListQuery } from "./schemas.js";

export type { NoteRow };

type Raw = Omit<NoteRow, "preview" | "download" | "handout_name"> & {
  downloadable: number | null;
  handout_name: string | null;
};

/** The columns the list filters by equality. */
const FILTERS = ["subject_id", "teacher_id", "material_version_id", "volume_area_id"] as const;

/**
 * The recorded list and the video links. Reads the config-driven tables (`res_video`, `res_category`,
 * `res_lecturer`); the filter columns are fixed here, the sort column comes from the whitelist in SORTS.
 * Without a configured `video` resource there are no videos (a configured one has its table, made from
 * the config at start). A linked handout's `preview` and `download` are addresses of the token-checked
 * file route under `apiBase`.
 */
export function notesRepository(store: Store, resources: Record<string, ResourceConfig>, apiBase: string) {
  const { db } = store;
  const [video, category, lecturer] = ["video", "category", "lecturer"].map(tableName);
  const hasVideos = !!resources.video;

  /** The videos matching the filters (all on the video's own columns). */
  function matching(ex: Db, q: NotesListQuery) {
    let query = ex.selectFrom(`${video} as v`);
    const name = q.video_name?.trim();
    if (name) query = query.where(store.sql.contains("v.video_name", name));
    for (const f of FILTERS) if (q[f]) query = query.where(`v.${f}`, "=", q[f]);
    return query;
  }

  return {
    /** One page of videos matching the filters, and how many match. */
    async list(q: NotesListQuery): Promise<{ list: NoteRow[]; total: number }> {
      if (!hasVideos) return { list: [], total: 0 };
      const dir = q.order === "descending" ? "desc" : "asc";
      let page = matching(db, q)
        .leftJoin(`${category} as s`, "s.id", "v.subject_id")
        .leftJoin(`${category} as m`, "m.id", "v.material_version_id")
        .leftJoin(`${category} as a`, "a.id", "v.volume_area_id")
        .leftJoin(`${lecturer} as t`, "t.id", "v.teacher_id")
        .leftJoin("video_handouts as l", "l.video_id", "v.id")
        .leftJoin("handout_nodes as h", "h.id", "l.handout_id")
        .select([
          "v.id as video_id",
          "v.video_name",
          sql<string>`COALESCE(s.name, '')`.as("subject"),
          sql<string>`COALESCE(m.name, '')`.as("material_version"),
          sql<string>`COALESCE(a.name, '')`.as("volume_area"),
          sql<string>`COALESCE(t.name, '')`.as("teacher"),
          "v.subject_id",
          "v.material_version_id",
          "v.volume_area_id",
          "v.teacher_id",
          "l.handout_id",
          "l.task_id",
          "h.downloadable",
          "h.label as handout_name",
        ]);
      if (q.prop) page = page.orderBy(sql.ref(SORTS[q.prop]), dir);
      page = page
        .orderBy("v.id", dir)
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      // The joins are one row each (by primary key): the count needs the videos alone.
      const [count, rows] = await Promise.all([
        matching(db, q)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
        page.execute() as Promise<Raw[]>,
      ]);
      return {
        total: Number(count.n),
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
    videoExists: async (id: number): Promise<boolean> =>
      hasVideos && !!(await db.selectFrom(video).select("id").where("id", "=", id).executeTakeFirst()),

    /** The subject of the video with this id (read on `ex`, the rule's transaction); undefined when there is no such video. */
    async videoSubject(id: number, ex: Db = db): Promise<number | undefined> {
      if (!hasVideos) return undefined;
      const row = await ex.selectFrom(video).select("subject_id").where("id", "=", id).executeTakeFirst();
      return row?.subject_id as number | undefined;
    },

    /** Links a video to a handout and a homework, replacing any earlier link. */
    async link(ex: Db, videoId: number, handoutId: number, taskId: number): Promise<void> {
      await ex
        .insertInto("video_handouts")
        .values({ video_id: videoId, handout_id: handoutId, task_id: taskId })
        .onConflict((oc) =>
          oc.column("video_id").doUpdateSet((eb) => ({
            handout_id: eb.ref("excluded.handout_id"),
            task_id: eb.ref("excluded.task_id"),
          })),
        )
        .execute();
    },

    /** Removes a video's link; true when there was one. */
    async unlink(videoId: number): Promise<boolean> {
      const result = await db.deleteFrom("video_handouts").where("video_id", "=", videoId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type NotesRepository = ReturnType<typeof notesRepository>;
