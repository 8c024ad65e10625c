import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { ResourceContext } from "../context.js";
import type { Row } from "../codec.js";
import { fileFields } from "./file-rule.js";
import { recordFiles } from "./file-store.js";
import { localize } from "../../../src/common/i18n.js";

/** Where the client fetches a stored file: public ones from `/uploads/`, private ones through the API. */
export const fileAddress = (resource: string, field: string, key: string, isPublic: boolean): string =>
  isPublic ? `/uploads/${key}` : `/v1/resources/${resource}/files/${field}/${key}`;

/** What a row says of each of its files (`_files`), for the cell's link and the form's name. */
export interface FileInfo {
  name: string;
  size: number;
  mime: string;
  /** Public: the address as is. Private: a path under the API base, fetched with the token. */
  url: string;
  public: boolean;
}

/**
 * A file field of a write must name a file uploaded for this very resource and field: a key of another
 * resource's private file would otherwise be served to whoever may read this one. 10001 on the field.
 */
export async function fileErrors(
  ctx: ResourceContext,
  res: ResourceConfig,
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const { name, field } of fileFields(res)) {
    const key = values[name];
    if (typeof key !== "string" || !key) continue;
    const found = await recordFiles(ctx.db).ofField(res.name, name, [key]);
    if (!found.has(key)) errors[name] = `${localize(field.title)}不是已上传的文件，请重新上传`;
  }
  return errors;
}

/** Adds `_files: {field: FileInfo | null}` to rows of a resource with file fields, one query per field. */
export async function attachFiles(ctx: ResourceContext, res: ResourceConfig, rows: Row[]): Promise<void> {
  const fields = fileFields(res);
  if (!fields.length) return;
  for (const row of rows) row._files = {};
  for (const { name } of fields) {
    const keys = rows.map((r) => r[name]).filter((k): k is string => typeof k === "string" && !!k);
    const found = await recordFiles(ctx.db).ofField(res.name, name, keys);
    for (const row of rows) {
      const file = found.get(row[name] as string);
      (row._files as Record<string, FileInfo | null>)[name] = file
        ? {
            name: file.name,
            size: file.size,
            mime: file.mime,
            public: file.public,
            url: fileAddress(res.name, name, file.key, file.public),
          }
        : null;
    }
  }
}
