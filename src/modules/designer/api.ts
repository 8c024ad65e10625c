import type { HttpClient } from "../../app/http/client.js";
import type { CheckAnswer, FileChanges, FilesAnswer, PlanAnswer, SaveAnswer, SchemaSet } from "./types.js";

/** The version a save was refused for (10011): someone else saved first. */
export const CONFIG_CHANGED = 10011;
/** The files a save was refused for (10012): the config would be invalid. */
export const CONFIG_INVALID = 10012;

/**
 * The designer's endpoints (admin only). Plan and save are silent: the save dialog shows their
 * problems and the version conflict itself, with the diff beside them.
 */
export function designerApi(http: HttpClient) {
  return {
    files: () => http<FilesAnswer>("/config/files"),
    schemas: () => http<SchemaSet>("/config/schemas"),
    check: (file: string, value: object) =>
      http<CheckAnswer>("/config/check", { method: "POST", data: { file, value }, silent: true }),
    plan: (files: FileChanges) => http<PlanAnswer>("/config/plan", { method: "POST", data: { files }, silent: true }),
    save: (baseVersion: string, files: FileChanges) =>
      http<SaveAnswer>("/config/files", { method: "PUT", data: { baseVersion, files }, silent: true }),
  };
}

export type DesignerApi = ReturnType<typeof designerApi>;
