import type { FormRule } from "antd";
import { fill, handoutTexts as tx } from "../texts.js";
import { liveTexts } from "./texts.js";

/** The server's limits (spec §5): folder names 1–10 characters, file names up to 50, PDFs up to 50MB. */
export const FOLDER_NAME_MAX = 10;
export const FILE_NAME_MAX = 50;
export const PDF_MAX_MB = 50;

/** A name's length as the server counts it: characters (not UTF-16 units) of the trimmed name. */
export const nameLength = (name: string) => [...name.trim()].length;

/** A name that is not blank (spaces alone count as empty) and not longer than `max`. */
export function nameRules(empty: string, max: number, tooLong: string): FormRule[] {
  return [
    { required: true, whitespace: true, message: empty },
    {
      validator: async (_, value?: string) => {
        if (value && nameLength(value) > max) throw new Error(tooLong);
      },
    },
  ];
}

/** The limits of a folder's or a file's name, and the message for a name over it. */
export function nameLimit(kind: "folder" | "file"): { max: number; tooLong: string } {
  return kind === "folder"
    ? { max: FOLDER_NAME_MAX, tooLong: tx.folderNameMax }
    : { max: FILE_NAME_MAX, tooLong: fill(liveTexts.fileNameMax, { max: FILE_NAME_MAX }) };
}

/**
 * Why a chosen file cannot be uploaded, before sending it: the server refuses anything but a PDF
 * of at most 50MB, and finding out after a long upload would waste it.
 */
export function pdfProblem(file: { name: string; type: string; size: number }): string | undefined {
  const pdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!pdf) return liveTexts.pdfOnly;
  if (file.size > PDF_MAX_MB * 1024 * 1024) return fill(liveTexts.fileTooLarge, { max: PDF_MAX_MB });
  return undefined;
}
