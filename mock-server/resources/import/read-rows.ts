import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { BoundedWorkbookReader } from "./bounded-xlsx.js";
import { AppError } from "../../plugins/errors.js";
import type { Cell } from "./cells.js";

/** One line of a file: its row number as the file shows it (the header is row 1) and its cells. */
export interface FileRow {
  number: number;
  cells: Cell[];
}

/** A file that is neither CSV nor XLSX (an old .xls, a PDF renamed): refused before any row is read. */
export const unreadable = () =>
  new AppError(10020, 400, null, "请上传 CSV 或 XLSX 文件（Excel 97-2003 的 .xls 请另存为 .xlsx）");

/**
 * The text of a CSV, decoded as it streams: UTF-8 (with or without BOM), else GB18030 (GBK's superset:
 * what Excel for Chinese Windows writes when "CSV" is chosen). Decided on the first 64 KB.
 */
async function* decoded(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let buffered = head;
  let decoder: TextDecoder | undefined;
  const pick = (bytes: Buffer) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
      return new TextDecoder("utf-8");
    } catch {
      return new TextDecoder("gb18030");
    }
  };
  for await (const chunk of rest) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    buffered = Buffer.concat([buffered, chunk]);
    if (buffered.length < 64 * 1024) continue;
    decoder = pick(buffered);
    yield decoder.decode(buffered, { stream: true });
  }
  if (!decoder) {
    decoder = pick(buffered);
    yield decoder.decode(buffered, { stream: true });
  }
  yield decoder.decode();
}

async function* csvRows(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<FileRow> {
  const parser = Readable.from(decoded(head, rest)).pipe(
    parse({ relax_column_count: true, relax_quotes: true, bom: true, trim: false }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) yield { number: ++number, cells: record };
}

/** An exceljs cell value as a plain cell: rich text joined, a formula's result, a link's text. */
function plain(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value instanceof Date)
    return value;
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (v.richText) return v.richText.map((r) => r.text).join("");
  if ("result" in v) return plain(v.result);
  if (v.text !== undefined) return plain(v.text);
  return v.error ?? null;
}

/** The first worksheet's rows; a second sheet (the template's 填写说明) is not read. */
async function* xlsxRows(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<FileRow> {
  const input = Readable.from(
    (async function* () {
      yield head;
      yield* rest;
    })(),
  );
  // Every part bounded as it inflates (bounded-xlsx.ts): a zip bomb is refused, not read.
  const reader = new BoundedWorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        yield { number: row.number, cells: values.slice(1).map(plain) };
      }
      return;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  } finally {
    input.destroy();
  }
}

/** The first bytes of the stream, and the rest of it. */
async function splitHead(source: AsyncIterable<Buffer>): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  return { head, rest: { [Symbol.asyncIterator]: () => it } };
}

/**
 * The rows of an uploaded file, read as it streams in: XLSX when its content is a zip (whatever its
 * name), CSV otherwise; an old binary .xls is refused with 10020. Cells are text for CSV, and text,
 * numbers, booleans or dates for XLSX.
 */
export async function readRows(source: AsyncIterable<Buffer>): Promise<AsyncGenerator<FileRow>> {
  const { head, rest } = await splitHead(source);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return xlsxRows(head, rest);
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])) || head.includes(0)) throw unreadable();
  return csvRows(head, rest);
}
