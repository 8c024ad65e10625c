/**
 * Query strings and bodies of the handout endpoints. Ids arrive as text from query strings and forms
 * and are coerced; an empty filter value (what a cleared select sends) means "no filter".
 */

import {
  arrayOf,
  bool,
  fileAnswer,
  idName,
  int,
  listOf,
  nullable,
  object,
  pageOf,
  str,
} from "../../../mock-server/openapi/answers.js";

/** Folder labels: spec §5 (1–10 characters). File labels may be longer: they start as the file's name. */
export const FOLDER_LABEL_MAX = 10;
export const FILE_LABEL_MAX = 50;

/** The last page the recorded list serves: far past any real list, and far below SQLite's OFFSET range. */
export const PAGE_NO_MAX = 100_000;

/** Reads need READ, writes WRITE, deletions DELETE (spec §6): the editor may not delete. */
export const READ = { ability: ["READ"] };
export const WRITE = { ability: ["WRITE"] };
export const DELETE = { ability: ["DELETE"] };

/** The page these routes serve (教材讲义): a caller who may not open it is refused. */
export const PAGES = ["TeachingNotes"];

const strict = { additionalProperties: "不支持的参数" } as const;

const id = (title: string) =>
  ({
    type: "integer",
    minimum: 1,
    errorMessage: { type: `${title}应为正整数`, minimum: `${title}应为正整数` },
  }) as const;

const filterId = (title: string) => ({ ...id(title), type: ["integer", "null"] }) as const;

/** What an empty label is told, by the schema and by the route when cleaning leaves nothing. */
export const EMPTY_LABEL = { folder: "请填写文件夹名称", file: "请填写文件名称" } as const;

/** A label that is not blank; the longest allowed differs for folders and files and is checked by the route. */
const label = (empty: string, max: number) =>
  ({
    type: "string",
    minLength: 1,
    maxLength: max,
    pattern: "\\S",
    errorMessage: { type: empty, minLength: empty, pattern: empty, maxLength: `名称不能超过${max}个字符` },
  }) as const;

/** The columns the recorded list sorts by, and the SQL behind each (fixed here, never from the request). */
export const SORTS = {
  video_id: "v.id",
  video_name: "v.video_name",
  subject: "s.name",
  material_version: "m.name",
  volume_area: "a.name",
  teacher: "t.name",
} as const;
export type SortProp = keyof typeof SORTS;

export const notesListQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    video_name: { type: "string", maxLength: 60, errorMessage: "视频名称不能超过60个字符" },
    subject_id: filterId("学科"),
    teacher_id: filterId("讲师"),
    material_version_id: filterId("教材"),
    volume_area_id: filterId("卷区"),
    pageNo: {
      ...id("页码"),
      maximum: PAGE_NO_MAX,
      default: 1,
      errorMessage: { ...id("页码").errorMessage, maximum: "页码过大" },
    },
    pageSize: {
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 10,
      errorMessage: "每页条数应为1到100的整数",
    },
    order: { type: "string", enum: ["ascending", "descending"], errorMessage: "排序方向应为 ascending 或 descending" },
    prop: { type: "string", enum: Object.keys(SORTS), errorMessage: "不支持按该列排序" },
  },
  errorMessage: strict,
} as const;

export interface NotesListQuery {
  video_name?: string;
  subject_id?: number | null;
  teacher_id?: number | null;
  material_version_id?: number | null;
  volume_area_id?: number | null;
  pageNo: number;
  pageSize: number;
  order?: "ascending" | "descending";
  prop?: SortProp;
}

export const linkBody = {
  type: "object",
  additionalProperties: false,
  required: ["video_id", "handout_id", "task_id"],
  properties: { video_id: id("视频"), handout_id: id("讲义"), task_id: id("作业") },
  errorMessage: { ...strict, required: { video_id: "请选择视频", handout_id: "请选择讲义", task_id: "请选择作业" } },
} as const;
export type LinkBody = { video_id: number; handout_id: number; task_id: number };

export const cancelBody = {
  type: "object",
  additionalProperties: false,
  required: ["video_id"],
  properties: { video_id: id("视频") },
  errorMessage: { ...strict, required: { video_id: "请选择视频" } },
} as const;

export const treeQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    subject_id: filterId("学科"),
    keyword: { type: "string", maxLength: 50, errorMessage: "关键字不能超过50个字符" },
  },
  errorMessage: strict,
} as const;
export type TreeQuery = { subject_id?: number | null; keyword?: string };

export const optionsQuery = {
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: {
    type: { type: "integer", enum: [1, 2], errorMessage: "type 应为 1（讲义）或 2（作业）" },
    subject_id: filterId("学科"),
  },
  errorMessage: { ...strict, required: { type: "请指定 type：1 讲义，2 作业" } },
} as const;
export type OptionsQuery = { type: 1 | 2; subject_id?: number | null };

export const createBody = {
  type: "object",
  additionalProperties: false,
  required: ["id", "subject_id", "label"],
  properties: { id: id("父级文件夹"), subject_id: id("学科"), label: label(EMPTY_LABEL.folder, FOLDER_LABEL_MAX) },
  errorMessage: {
    ...strict,
    required: { id: "请选择父级文件夹", subject_id: "请选择学科", label: EMPTY_LABEL.folder },
  },
} as const;
export type CreateBody = { id: number; subject_id: number; label: string };

export const renameBody = {
  type: "object",
  additionalProperties: false,
  required: ["id", "label"],
  properties: { id: id("文件"), label: label(EMPTY_LABEL.file, FILE_LABEL_MAX) },
  errorMessage: { ...strict, required: { id: "请选择文件", label: EMPTY_LABEL.file } },
} as const;
export type RenameBody = { id: number; label: string };

const positiveIds = "ids应为正整数数组";

export const deleteQuery = {
  type: "object",
  additionalProperties: false,
  required: ["ids"],
  properties: {
    ids: {
      type: "array",
      minItems: 1,
      maxItems: 100,
      itemType: { type: "integer" },
      // No id that is not a positive safe integer: said of the array, so the error names `ids`
      // (an `items` rule would name `ids.0`).
      not: { contains: { not: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
      errorMessage: {
        type: positiveIds,
        itemType: positiveIds,
        not: positiveIds,
        minItems: "请选择文件",
        maxItems: "一次最多删除100项",
      },
    },
  },
  errorMessage: { ...strict, required: { ids: "请选择文件" } },
} as const;
export type DeleteQuery = { ids: number[] };

/** A node of the live-handout tree; a file also has its address, pages and whether it may be downloaded. */
const treeNode = object(
  {
    id: int,
    label: str,
    subject_id: int,
    type: { type: "integer", enum: [1, 2], description: "1 讲义，2 作业" },
    kind: { type: "string", enum: ["folder", "file"] },
    oss_url: str,
    downloadable: bool,
    pages: nullable(int),
    download: str,
    children: arrayOf({ $ref: "#/components/schemas/HandoutNode" }),
  },
  ["oss_url", "downloadable", "pages", "download"],
);

/** Schemas the answers below refer to by name (the tree nests itself). */
export const components = { HandoutNode: treeNode };

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /v1/get_lecture_notes_list": pageOf(
    object({
      video_id: int,
      video_name: str,
      subject: str,
      material_version: str,
      volume_area: str,
      teacher: str,
      subject_id: nullable(int),
      material_version_id: nullable(int),
      volume_area_id: nullable(int),
      teacher_id: nullable(int),
      handout_id: nullable(int),
      task_id: nullable(int),
      handout_name: str,
      preview: { type: "string", description: "讲义预览地址，未关联时为空" },
      download: { type: "string", description: "讲义下载地址，未关联或不允许下载时为空" },
    }),
  ),
  "POST /back_teacher/v1/set_handout": object({ ok: bool }),
  "PUT /v1/relation_lecture_notes": object({ video_id: int, handout_id: int, task_id: int }),
  "PUT /v1/cancel_lecture_notes": object({ video_id: int }),
  "GET /v1/live_handout_list": arrayOf({ $ref: "#/components/schemas/HandoutNode" }),
  "GET /v1/all_handout_list": listOf(idName),
  "POST /v1/create_handout": object({ id: int, label: str }),
  "PUT /v1/update_handout": object({ id: int, label: str }),
  "GET /v1/del_handout": object({ ids: arrayOf(int), files: { type: "integer", description: "删除的文件数" } }),
  "POST /v1/upload_file_handout_task": object({
    id: int,
    label: str,
    type: { type: "integer", enum: [1, 2] },
    pages: nullable(int),
    oss_url: str,
  }),
  "GET /v1/handout_file/:id": fileAnswer("application/pdf", "讲义或作业的 PDF 文件"),
};
