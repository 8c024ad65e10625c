import JSZip from "jszip";
import ExcelJS from "exceljs";
import { multipart } from "./multipart.js";

/** A CSV of these rows (cells quoted where needed), UTF-8 with a BOM unless told otherwise. */
export function csvOf(rows: unknown[][], bom = true): Buffer {
  const cell = (v: unknown) => {
    const text = v === null || v === undefined ? "" : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
  return Buffer.from((bom ? "\uFEFF" : "") + text, "utf8");
}

/** GBK bytes of a text, through a table built from the platform's own GBK decoder (Node has no GBK encoder). */
let gbkTable: Map<string, number[]> | undefined;
export function gbkOf(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder("gbk");
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        const ch = decoder.decode(Uint8Array.of(lead, trail));
        if (ch.length === 1 && ch !== "\ufffd" && !gbkTable.has(ch)) gbkTable.set(ch, [lead, trail]);
      }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else bytes.push(...gbkTable.get(ch)!);
  }
  return Buffer.from(bytes);
}

/** An XLSX of these rows in its first sheet (cells keep their JS types: numbers, dates, booleans). */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("数据");
  for (const r of rows) sheet.addRow(r);
  sheet.getColumn(4).numFmt = "yyyy-mm-dd";
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of an XLSX's sheets, by sheet name (values as exceljs reads them). */
export async function readXlsx(data: Buffer): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  book.eachSheet((sheet) => {
    out[sheet.name] = [];
    sheet.eachRow((row) => out[sheet.name].push((row.values as unknown[]).slice(1)));
  });
  return out;
}

/** The multipart body of an import upload. */
export const importUpload = (name: string, data: Buffer) => multipart(name, data, "file", "application/octet-stream");

/**
 * An XLSX whose `part` is replaced by `content` (a zip bomb: millions of shared strings, or a sheet that
 * inflates to far more than its upload), the rest a real workbook of `rows`.
 */
export async function xlsxWith(rows: unknown[][], part: string, content: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await xlsxOf(rows));
  zip.file(part, content);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

/** A shared-strings part of `count` one-letter strings. */
export const manyStrings = (count: number): string =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${"<si><t>a</t></si>".repeat(count)}</sst>`;
