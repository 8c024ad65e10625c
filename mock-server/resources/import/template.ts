import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { BOM, csvRecords } from "../export-csv.js";
import { cellHint, type ImportField } from "./fields.js";
import { localize } from "../../../src/common/i18n.js";

export type TemplateFormat = "csv" | "xlsx";

/** `<title>-导入模板.<ext>` as a Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function templateDisposition(res: ResourceConfig, format: TemplateFormat): string {
  const name = `${localize(res.title)}-导入模板.${format}`;
  return `attachment; filename="${res.name}-import.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The CSV template: the header line alone (UTF-8 with BOM, so Excel reads the titles right). */
export const csvTemplate = (fields: ImportField[]): string => `${BOM}${csvRecords([fields.map((f) => f.title)])}`;

/** Texts stay texts in Excel: a phone number keeps its digits, a code its leading zeros. */
const isText = (f: ImportField) =>
  f.field.type === "string" && !f.field.format?.startsWith("date") && f.field.format !== "time";

/**
 * The XLSX template, written as it streams: sheet 1 (数据) has the header row, required titles in red,
 * text columns formatted as text; sheet 2 (填写说明) lists each column, whether it is required and what
 * to type (the options' labels, 是 / 否, the date spelling). Only sheet 1 is imported.
 */
export function xlsxTemplate(res: ResourceConfig, fields: ImportField[]): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const data = book.addWorksheet("数据");
  data.columns = fields.map((f) => ({
    header: f.title,
    key: f.name,
    width: Math.max(12, f.title.length * 2 + 4),
    ...(isText(f) && { style: { numFmt: "@" } }),
  }));
  data.getRow(1).eachCell((cell, i) => {
    cell.font = { bold: true, color: { argb: fields[i - 1].required ? "FFCF1322" : "FF000000" } };
  });
  data.getRow(1).commit();
  const notes = book.addWorksheet("填写说明");
  notes.columns = [
    { header: "列名", key: "title", width: 16 },
    { header: "必填", key: "required", width: 8 },
    { header: "填写说明", key: "hint", width: 60 },
  ];
  for (const f of fields) {
    const hint = [f.field.description && localize(f.field.description), cellHint(f.field)].filter(Boolean).join("；");
    notes.addRow({ title: f.title, required: f.required ? "是" : "否", hint }).commit();
  }
  notes
    .addRow({
      title: "",
      required: "",
      hint: `导入${localize(res.title)}时只读取第一个工作表；第 1 行为列名，从第 2 行起每行一条记录。`,
    })
    .commit();
  void (async () => {
    try {
      data.commit();
      notes.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
