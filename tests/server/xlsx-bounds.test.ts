import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BoundedWorkbookReader, XLSX_LIMITS } from "../../mock-server/resources/import/bounded-xlsx.js";
import { AppError } from "../../mock-server/plugins/errors.js";
import { manyStrings, xlsxOf, xlsxWith } from "../helpers/import-files.js";

/** The first sheet's rows as the import reads them, under `limits`. */
async function rowsOf(data: Buffer, limits = XLSX_LIMITS): Promise<unknown[][]> {
  const reader = new BoundedWorkbookReader(Readable.from([data]), { sharedStrings: "cache", styles: "cache" }, limits);
  const out: unknown[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) out.push((row.values as unknown[]).slice(1));
    break;
  }
  return out;
}

const small = { partBytes: 64 * 1024, totalBytes: 256 * 1024, sharedStrings: 100 };

describe("the bounded XLSX reader", () => {
  it("reads a workbook inside the bounds as exceljs does", async () => {
    const rows = await rowsOf(
      await xlsxOf([
        ["姓名", "手机号"],
        ["张三", "13800138000"],
      ]),
      small,
    );
    expect(rows).toEqual([
      ["姓名", "手机号"],
      ["张三", "13800138000"],
    ]);
  });

  it("refuses more shared strings than the bound, before the rows are read", async () => {
    const bomb = await xlsxWith([["姓名"]], "xl/sharedStrings.xml", manyStrings(101));
    const failure = await rowsOf(bomb, small).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 10021, status: 413 });
    expect((failure as Error).message).toContain("共享字符串数");
    expect(await rowsOf(await xlsxWith([["姓名"]], "xl/sharedStrings.xml", manyStrings(100)), small)).toHaveLength(1);
    // Empty strings and runs of rich text are kept one object each too.
    for (const part of [`<sst>${"<si/>".repeat(101)}</sst>`, `<sst><si>${"<r/>".repeat(101)}</si></sst>`]) {
      const bomb = await xlsxWith([["姓名"]], "xl/sharedStrings.xml", part);
      expect(await rowsOf(bomb, small).catch((err: unknown) => err), part.slice(0, 20)).toMatchObject({ code: 10021 });
    }
  });

  it("refuses a part that inflates past the bound, a worksheet or one the reader does not use", async () => {
    const padding = " ".repeat(small.partBytes + 1);
    for (const part of ["xl/worksheets/sheet1.xml", "xl/theme/theme1.xml", "docProps/padding.xml"]) {
      const bomb = await xlsxWith([["姓名"]], part, `<?xml version="1.0"?>${padding}`);
      expect(bomb.length, part).toBeLessThan(16 * 1024);
      const failure = await rowsOf(bomb, small).catch((err: unknown) => err);
      expect(failure, part).toMatchObject({ code: 10021, status: 413 });
      expect((failure as Error).message, part).toContain("大小");
    }
  });
});
