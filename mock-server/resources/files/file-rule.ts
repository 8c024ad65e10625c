import { fileTypeFromBuffer } from "file-type";
import type { FileRule, RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";
import { acceptText, DEFAULT_FILE_RULE, fileLimit, sizeText } from "../../../src/common/file-accept.js";

export { accepts, fileLimit } from "../../../src/common/file-accept.js";

/** The kind an upload's bytes show (`{ext: "pdf", mime: "application/pdf"}`), never what its name says. */
export interface FileKind {
  ext: string;
  mime: string;
}

/** The `file` fields of a resource with their rules (a field without `file` takes PDFs). */
export function fileFields(res: ResourceConfig): { name: string; field: RecordField; rule: FileRule }[] {
  return Object.entries(res.record.properties)
    .filter(([, f]) => f.format === "file")
    .map(([name, field]) => ({ name, field, rule: field.file ?? DEFAULT_FILE_RULE }));
}

/** The kind of `data` by its content, or undefined when its bytes show none file-type knows. */
export async function sniff(data: Buffer): Promise<FileKind | undefined> {
  const kind = await fileTypeFromBuffer(data);
  return kind ? { ext: kind.ext, mime: kind.mime } : undefined;
}

/** The Chinese messages of a field's upload refusals. */
export const fileMessages = (title: string, rule: FileRule) => ({
  missing: `请选择要上传的${title}`,
  type: `${title}只能上传 ${acceptText(rule)} 文件`,
  tooLarge: `${title}不能超过${sizeText(fileLimit(rule))}`,
  malformed: "上传内容不完整或格式错误，请重新选择文件",
  oneFile: "只能上传一个文件",
});
