import type { HttpClient } from "../../../src/app/http/client.js";
import { fileNameOf, saveBlob } from "../../../src/engine/list/download.js";
import type { HandoutNode, NoteRow } from "../common/handouts.js";

export type { HandoutNode, NoteRow };

/** The recorded list's query: the filters, one page, and the sort (`prop` + `order`). */
export interface NotesQuery {
  video_name?: string;
  subject_id?: number;
  teacher_id?: number;
  material_version_id?: number;
  volume_area_id?: number;
  pageNo: number;
  pageSize: number;
  prop?: string;
  order?: "ascending" | "descending";
}

export interface Option {
  id: number;
  name: string;
}

export interface LinkBody {
  video_id: number;
  handout_id: number;
  task_id: number;
}

/** Drops empty filters, so a cleared select or blank input sends nothing. */
function compact<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as Partial<T>;
}

/**
 * The handout endpoints of spec §7, typed. Writes are `silent`: the page says 添加失败 / 删除失败
 * itself, or puts the server's field messages on the form, instead of a second, generic toast.
 */
export function handoutApi(http: HttpClient) {
  return {
    notes: (query: NotesQuery) =>
      http<{ list: NoteRow[]; total: number }>("/v1/get_lecture_notes_list", { params: compact(query) }),
    /** Asks the server whether the link is valid; rejects naming the wrong part (13000, 30003, 30004). */
    checkLink: (body: LinkBody) => http("/back_teacher/v1/set_handout", { method: "POST", data: body, silent: true }),
    link: (body: LinkBody) => http("/v1/relation_lecture_notes", { method: "PUT", data: body, silent: true }),
    unlink: (videoId: number) =>
      http("/v1/cancel_lecture_notes", { method: "PUT", data: { video_id: videoId }, silent: true }),
    /** Handout (1) or homework (2) PDFs to link, optionally of one subject. */
    options: (type: 1 | 2, subjectId?: number) =>
      http<{ list: Option[] }>("/v1/all_handout_list", { params: compact({ type, subject_id: subjectId }) }),
    tree: (subjectId?: number) =>
      http<HandoutNode[]>("/v1/live_handout_list", { params: compact({ subject_id: subjectId }) }),
    createFolder: (parentId: number, subjectId: number, label: string) =>
      http<{ id: number; label: string }>("/v1/create_handout", {
        method: "POST",
        data: { id: parentId, subject_id: subjectId, label },
        silent: true,
      }),
    rename: (id: number, label: string) =>
      http("/v1/update_handout", { method: "PUT", data: { id, label }, silent: true }),
    remove: (ids: number[]) => http("/v1/del_handout", { params: { ids }, silent: true }),
    /**
     * Saves a handout from its `download` address. The file route wants the token like every API call,
     * so it comes through the http client (a plain link would arrive without it) and is handed over as
     * a blob, under the name the server gives (the handout's label) or `name`.
     */
    download: async (url: string, name: string) => {
      const file = await http(url, { responseType: "blob" });
      saveBlob(file.blob, fileNameOf(file.headers.get("content-disposition")) ?? name);
    },
    upload: (file: File, parentId: number, subjectId: number, downloadable: boolean) => {
      const form = new FormData();
      form.append("id", String(parentId));
      form.append("subject_id", String(subjectId));
      form.append("downloadable", downloadable ? "1" : "0");
      form.append("file", file);
      return http<{ id: number; label: string; pages: number; oss_url: string }>("/v1/upload_file_handout_task", {
        method: "POST",
        data: form,
        silent: true,
      });
    },
  };
}

export type HandoutApi = ReturnType<typeof handoutApi>;
