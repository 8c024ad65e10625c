import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../../src/modules/designer/schema/check-file.js";
import { locate, syntaxError } from "../../../src/modules/designer/json/locate.js";
import { readConfigFiles } from "../../../mock-server/config/files.js";

const schemas = Object.fromEntries(
  readdirSync("schemas").map((f) => [f, JSON.parse(readFileSync(`schemas/${f}`, "utf8"))]),
);
const read = (path: string) => JSON.parse(readConfigFiles("config").get(path)!);

describe("checkFile", () => {
  it("passes every shipped file, the modules' beneath the app's", () => {
    const files = readConfigFiles("config");
    expect(files.has("resources/campus.json")).toBe(true);
    for (const [path, text] of files) expect(checkFile(schemas, path, JSON.parse(text)), path).toEqual([]);
  });

  it("says every problem at once, in Chinese, at its pointer, without the wrappers' lines", () => {
    const campus = read("resources/campus.json");
    campus.record.properties.Bad = { type: "string", title: "x" };
    campus.record.properties.name.type = "strin";
    delete campus.record.properties.city.title;
    campus.list.columns[0].bogus = 1;
    campus.list.actions.create = "yes";
    campus.access = { read: "admin" };
    expect(checkFile(schemas, "resources/campus.json", campus)).toEqual([
      { file: "resources/campus.json", pointer: "/record/properties/Bad", message: "名称「Bad」不合要求" },
      {
        file: "resources/campus.json",
        pointer: "/record/properties/name/type",
        message: '应当是以下之一："string"、"integer"、"number"、"boolean"、"array"',
      },
      { file: "resources/campus.json", pointer: "/record/properties/city", message: "缺少必填项「title」" },
      { file: "resources/campus.json", pointer: "/list/columns/0/bogus", message: "不认识的键「bogus」" },
      { file: "resources/campus.json", pointer: "/list/actions/create", message: "应当是布尔值或对象" },
      { file: "resources/campus.json", pointer: "/access/read", message: "应当是数组或对象" },
    ]);
  });

  it("checks nothing before the schemas arrive, nor a file without a schema", () => {
    expect(checkFile(undefined, "routes.json", {})).toEqual([]);
    expect(checkFile(schemas, "notes.txt", {})).toEqual([]);
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
