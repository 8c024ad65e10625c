import { describe, expect, it } from "vitest";
import { locate, syntaxError } from "../../../src/modules/designer/json/locate.js";
import { readConfigFiles } from "../../../mock-server/config/files.js";
import { fileProblems } from "../../../mock-server/config/check-one-file.js";

const read = (path: string) => JSON.parse(readConfigFiles("config").get(path)!);

// What the designer shows as an admin types (POST /config/check): the server's validator and messages.
describe("fileProblems", () => {
  it("passes every shipped file, the modules' beneath the app's", () => {
    const files = readConfigFiles("config");
    expect(files.has("resources/campus.json")).toBe(true);
    for (const [path, text] of files) expect(fileProblems(path, JSON.parse(text), "zh-CN"), path).toEqual([]);
  });

  const broken = () => {
    const campus = read("resources/campus.json");
    campus.record.properties.Bad = { type: "string", title: "x" };
    campus.record.properties.name.type = "strin";
    delete campus.record.properties.city.title;
    campus.list.columns[0].widht = 1;
    campus.list.actions.create = "yes";
    campus.access = { read: "admin" };
    return campus;
  };

  it("says every problem at once, at its pointer, the nearest branch of a oneOf only, with a guess for a typo", () => {
    expect(fileProblems("resources/campus.json", broken(), "zh-CN")).toEqual(
      [
        ["/record/properties/Bad", '键名 "Bad" 应匹配正则表达式 ^[a-z][a-z0-9_]*$'],
        [
          "/record/properties/name/type",
          '"strin" 不是可选的值（可选：string、integer、number、boolean、array），你是不是想写 “string”？',
        ],
        ["/record/properties/city", '缺少必填的键 "title"'],
        ["/list/columns/0/widht", '未知的键 "widht"，你是不是想写 “width”？'],
        ["/list/actions/create", "应为布尔值（true 或 false）或对象"],
        ["/access/read", "应为数组或对象"],
      ].map(([pointer, message]) => ({ file: "resources/campus.json", pointer, message })),
    );
  });

  it("says them in English for an English request, the same problems at the same pointers", () => {
    const english = fileProblems("resources/campus.json", broken(), "en-US");
    expect(english.map((p) => p.message)).toEqual([
      'The key name "Bad" should match the pattern ^[a-z][a-z0-9_]*$',
      '"strin" is not one of the allowed values (string, integer, number, boolean, array). Did you mean “string”?',
      'Missing required key "title"',
      'Unknown key "widht". Did you mean “width”?',
      "Should be a boolean (true or false) or an object",
      "Should be an array or an object",
    ]);
    expect(english.map((p) => p.pointer)).toEqual(
      fileProblems("resources/campus.json", broken(), "zh-CN").map((p) => p.pointer),
    );
  });

  it("finds a field named twice in a valid resource, and checks nothing of a file without a schema", () => {
    const campus = read("resources/campus.json");
    campus.list.query.push({ ...campus.list.query[0] });
    const at = campus.list.query.length - 1;
    expect(fileProblems("resources/campus.json", campus, "en-US")).toEqual([
      {
        file: "resources/campus.json",
        pointer: `/list/query/${at}/field`,
        message: `The field "${campus.list.query[0].field}" is repeated: /list/query/0 already has it`,
      },
    ]);
    expect(fileProblems("notes.json", {}, "zh-CN")).toEqual([]);
  });
});

describe("locate", () => {
  const text = JSON.stringify({ a: { b: [1, { c: 2 }] } }, null, 2);

  it("finds a pointer's value, a key's line, and the nearest parent of what is not there", () => {
    expect(locate(text, "/a/b/1/c")).toMatchObject({ line: 6 });
    expect(text.slice(locate(text, "/a/b/1/c")!.start, locate(text, "/a/b/1/c")!.end)).toBe('"c": 2');
    expect(locate(text, "/a/b/1/missing")).toMatchObject({ line: 5 });
  });

  it("names a syntax error's line in Chinese", () => {
    expect(syntaxError('{\n "a": 1,\n}')?.message).toBe("第 3 行 JSON 语法错误：缺少键名（或多了逗号）");
    expect(syntaxError(text)).toBeUndefined();
  });
});
