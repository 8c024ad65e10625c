import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import ExcelJS from "exceljs";
import unzip from "unzipper";
import { AppError } from "../../plugins/errors.js";

/**
 * Bounds on what an XLSX unzips to, checked as it inflates, before any part is cached: a zip bomb (a few
 * kilobytes that inflate to gigabytes, or millions of shared strings) is refused in seconds, with the
 * memory of one part's chunk at a time. A legitimate file at the import's limits (50 000 rows) stays far
 * inside them.
 */
export const XLSX_LIMITS = {
  /** Unzipped bytes of any one part (a worksheet, the shared strings, a theme). */
  partBytes: 100 * 1024 * 1024,
  /** Unzipped bytes of every part together. */
  totalBytes: 200 * 1024 * 1024,
  /**
   * Elements of the shared-strings part the reader keeps while the rows are read: each string (`<si>`,
   * `<si/>`) and each run of rich text in one (`<r>`, `<r/>`).
   */
  sharedStrings: 500_000,
};

export const bombMessage = (what: string) => `XLSX 文件解压后${what}超过上限，请检查文件或拆分后分批导入`;

const refused = (what: string) => new AppError(10021, 413, null, bombMessage(what));

/** A part's bytes, counted as they inflate, and its `<si>` elements when it is the shared strings. */
function bounded(
  entry: AsyncIterable<Buffer>,
  path: string,
  spent: { bytes: number },
  limits: typeof XLSX_LIMITS,
): Readable {
  const strings = path === "xl/sharedStrings.xml";
  async function* counted() {
    let bytes = 0;
    let count = 0;
    let tail = "";
    for await (const chunk of entry) {
      bytes += chunk.length;
      spent.bytes += chunk.length;
      if (bytes > limits.partBytes || spent.bytes > limits.totalBytes) throw refused("的大小");
      if (strings) {
        // `<si>`, `<si …>`, `<si/>` and the same of `<r>`: ASCII, so latin1 reads them whatever the text
        // around. A tag (at most 4 characters to know) cut by the chunk's end is counted with the next
        // chunk, which starts with this one's last 3.
        const text = tail + chunk.toString("latin1");
        count += text.match(/<(?:si|r)[\s>/]/g)?.length ?? 0;
        tail = text.slice(-3);
        if (count > limits.sharedStrings) throw refused("的共享字符串数");
      }
      yield chunk;
    }
  }
  return Readable.from(counted());
}

/* eslint-disable @typescript-eslint/no-explicit-any -- exceljs's reader is JavaScript; its private steps are untyped */
type Event = { eventType: string; value: unknown };
const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: Readable, options: object) => any;

/**
 * exceljs's streaming workbook reader with every part bounded (XLSX_LIMITS). Its `parse` is exceljs 4.4's
 * own (lib/stream/xlsx/workbook-reader.js) with each zip entry read through `bounded`: a part that is
 * not used (a theme) is drained through it too, and a worksheet kept in a temporary file until the shared
 * strings are read (Excel writes them last) is written through it, so neither memory nor disk takes more
 * than the limits.
 */
export class BoundedWorkbookReader extends Base {
  constructor(
    input: Readable,
    options: object,
    private readonly limits = XLSX_LIMITS,
  ) {
    super(input, options);
  }

  /** The worksheets, each a reader of its rows, in the zip's order (exceljs's own iteration). */
  async *[Symbol.asyncIterator](): AsyncGenerator<AsyncIterable<ExcelJS.Row>> {
    for await (const { eventType, value } of this.parse())
      if (eventType === "worksheet") yield value as AsyncIterable<ExcelJS.Row>;
  }

  async *parse(): AsyncGenerator<Event> {
    const self = this as any;
    const stream = (self.stream = self._getStream(self.input));
    const zip = unzip.Parse({ forceStream: true });
    stream.pipe(zip);
    const spent = { bytes: 0 };
    const waiting: { sheetNo: string; path: string; cleanup: () => void }[] = [];
    try {
      for await (const entry of zip as AsyncIterable<any>) {
        const path: string = entry.path;
        const part = bounded(entry, path, spent, this.limits);
        const sheet = /^xl\/worksheets\/sheet(\d+)[.]xml$/.exec(path)?.[1];
        const links = /^xl\/worksheets\/_rels\/sheet(\d+)[.]xml[.]rels$/.exec(path)?.[1];
        if (path === "xl/_rels/workbook.xml.rels") await self._parseRels(part);
        else if (path === "xl/workbook.xml") await self._parseWorkbook(part);
        else if (path === "xl/sharedStrings.xml") yield* self._parseSharedStrings(part);
        else if (path === "xl/styles.xml") await self._parseStyles(part);
        else if (sheet && self.sharedStrings && self.workbookRels) yield* self._parseWorksheet(part, sheet);
        else if (sheet) waiting.push({ sheetNo: sheet, ...(await toTempFile(part)) });
        else if (links) yield* self._parseHyperlinks(part, links);
        else await pipeline(part, drain());
        // Whatever a step left unread is read (and counted) too, so the zip moves on to the next entry.
        if (!part.readableEnded) await pipeline(part, drain());
      }
      for (const { sheetNo, path, cleanup } of waiting) {
        try {
          yield* self._parseWorksheet(createReadStream(path), sheetNo);
        } finally {
          cleanup();
        }
      }
    } finally {
      for (const { cleanup } of waiting) cleanup();
    }
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const drain = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** A part written to a temporary file (through its bounds), and how to remove the file. */
async function toTempFile(part: Readable): Promise<{ path: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "omo-xlsx-"));
  const path = join(dir, "sheet.xml");
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    await pipeline(part, createWriteStream(path));
  } catch (err) {
    cleanup();
    throw err;
  }
  return { path, cleanup };
}
