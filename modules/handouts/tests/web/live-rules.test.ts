import { describe, expect, it } from "vitest";
import { HttpError } from "../../../../src/app/http/http-error.js";
import { nameLength, nameLimit, nameRules, pdfProblem } from "../../web/live/rules.js";
import { fieldErrors, renameFieldError, withReason } from "../../web/live/server-error.js";

const MB = 1024 * 1024;

describe("name rules", () => {
  it("counts characters of the trimmed name, as the server does", () => {
    expect(nameLength("  讲义  ")).toBe(2);
    expect(nameLength("😀😀")).toBe(2);
  });

  it("refuses a name over the limit and accepts one at it", async () => {
    const [, length] = nameRules("empty", 10, "too long");
    const check = (value: string) =>
      (length as { validator: (r: unknown, v: string) => Promise<void> }).validator({}, value);
    await expect(check("一二三四五六七八九十")).resolves.toBeUndefined();
    await expect(check("一二三四五六七八九十一")).rejects.toThrow("too long");
    await expect(check(" 一二三四五六七八九十 ")).resolves.toBeUndefined();
  });

  it("treats spaces alone as empty", () => {
    expect(nameRules("请填写文件夹名称", 10, "x")[0]).toMatchObject({ required: true, whitespace: true });
  });

  it("allows 10 characters for folders and 50 for files", () => {
    expect(nameLimit("folder")).toEqual({ max: 10, tooLong: "文件夹名称不能超过10个字符" });
    expect(nameLimit("file")).toEqual({ max: 50, tooLong: "文件名称不能超过50个字符" });
  });
});

describe("pdfProblem", () => {
  it("accepts a PDF by type or by name, up to 50MB", () => {
    expect(pdfProblem({ name: "a.pdf", type: "", size: 50 * MB })).toBeUndefined();
    expect(pdfProblem({ name: "a", type: "application/pdf", size: 1 })).toBeUndefined();
  });

  it("refuses another type, and a file over 50MB", () => {
    expect(pdfProblem({ name: "a.docx", type: "application/msword", size: 1 })).toBe("文件格式错误，仅支持PDF");
    expect(pdfProblem({ name: "a.PDF", type: "", size: 50 * MB + 1 })).toBe("讲义文件不能超过50MB");
  });
});

describe("server errors", () => {
  const duplicate = new HttpError("讲义名称重复：该文件夹下已有「函数」", 409, 31001);
  const invalid = new HttpError("参数错误", 400, 10001, { label: "名称不能超过50个字符", id: "根目录不能重命名" });

  it("appends the server's reason after a colon", () => {
    expect(withReason("删除失败", new HttpError("文件或文件夹不存在：9", 404, 30004))).toBe(
      "删除失败：文件或文件夹不存在：9",
    );
    expect(withReason("删除失败", null)).toBe("删除失败");
  });

  it("renames the server's fields onto the form's and drops the others", () => {
    const error = new HttpError("参数错误", 400, 10001, {
      id: "父级文件夹不存在",
      subject_id: "学科与父级文件夹不一致",
    });
    expect(fieldErrors(error, { id: "parent", label: "label" })).toEqual([
      { name: "parent", errors: ["父级文件夹不存在"] },
    ]);
    expect(fieldErrors(new Error("x"), { id: "parent" })).toEqual([]);
  });

  it("puts the label's message, else the duplicate message, on the rename field", () => {
    expect(renameFieldError(invalid)).toBe("名称不能超过50个字符");
    expect(renameFieldError(duplicate)).toBe("讲义名称重复：该文件夹下已有「函数」");
    expect(renameFieldError(new HttpError("服务器异常", 500, 10000))).toBeUndefined();
  });
});
