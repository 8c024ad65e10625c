import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkConfigFiles, ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { configVersion, readConfigFiles } from "../../mock-server/config/files.js";
import { guideExample } from "../helpers/guide-example.js";
import { shippedParts } from "../helpers/parts.js";

const dirs: string[] = [];
/** A copy of the shipped config to break. */
function copyConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), "omo-config-"));
  cpSync("config", dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function problems(dir: string): string[] {
  try {
    loadConfig(dir, shippedParts);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  return [];
}

/** Changes a file of the folder; a module's file (news.json is the client module's) becomes the app's own copy. */
const edit = (dir: string, file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readConfigFiles(dir).get(file)!);
  change(json);
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), JSON.stringify(json));
};

describe("loadConfig", () => {
  it("accepts the shipped config", () => {
    const config = loadConfig("config", shippedParts);
    expect(config.app.tokenHeader).toBe("code");
    expect(config.routes.routes.length).toBeGreaterThan(5);
  });

  it("names every problem as file#/json/pointer: message in Chinese, all at once", () => {
    const dir = copyConfig();
    edit(dir, "app.json", (app) => {
      app.timeout = "soon";
      (app.theme as Record<string, unknown>).layout = "diagonal";
      app.colour = "red";
    });
    edit(dir, "routes.json", (routes) => {
      const list = routes.routes as Record<string, unknown>[];
      (list[4].children as Record<string, unknown>[])[0].meta = { title: 7 };
    });
    const lines = problems(dir);
    expect(lines).toEqual(
      expect.arrayContaining([
        "app.json#/timeout: 应为整数",
        expect.stringMatching(/^app\.json#\/theme\/layout: "diagonal" 不是可选的值（可选：vertical、horizontal、/),
        'app.json#/colour: 未知的键 "colour"',
        "routes.json#/routes/4/children/0/meta/title: 应为文本或对象",
      ]),
    );
  });

  it("reports malformed JSON, a missing file and duplicate route names", () => {
    const dir = copyConfig();
    writeFileSync(join(dir, "errors.json"), "{ nope");
    rmSync(join(dir, "app.json"));
    edit(dir, "routes.json", (routes) => {
      const list = routes.routes as Record<string, unknown>[];
      list.push({ ...list[0] });
    });
    const lines = problems(dir);
    expect(lines).toContain("errors.json#: 不是有效的 JSON（第 1 行第 3 列）");
    expect(lines).toContain("app.json#: 缺少此文件");
    expect(lines.some((l) => /^routes\.json#\/routes\/\d+\/name: 路由名 "Login" 重复$/.test(l))).toBe(true);
  });

  it("checks that a resource is named after its file", () => {
    const dir = copyConfig();
    mkdirSync(join(dir, "resources"), { recursive: true });
    writeFileSync(
      join(dir, "resources", "campus.json"),
      JSON.stringify({
        name: "school",
        title: "校区",
        record: { type: "object", properties: {} },
        list: { columns: [{ field: "id" }] },
      }),
    );
    expect(problems(dir)).toContain('resources/campus.json#/name: 应与文件名 "campus" 相同');
  });

  it("refuses a route naming a page neither the framework nor a listed module provides", () => {
    const dir = copyConfig();
    let at = "";
    edit(dir, "routes.json", (routes) => {
      const groups = routes.routes as { name: string; children?: unknown[] }[];
      const g = groups.findIndex((group) => group.name === "CampusManagement");
      const children = groups[g].children!;
      children.push({ path: "plan", name: "Plan", component: "scheduling/Timetabel", meta: { title: "排课" } });
      at = `/routes/${g}/children/${children.length - 1}`;
    });
    expect(problems(dir)).toEqual([
      `routes.json#${at}/component: 未知的页面 "scheduling/Timetabel"（没有已启用的模块提供它），你是不是想写 “scheduling/Timetable”？`,
    ]);
  });

  it("refuses an access rule naming an ability the app's modules do not register", () => {
    const dir = copyConfig();
    edit(dir, "resources/news.json", (news) => (news.access = { read: { ability: ["FINANSE"] } }));
    edit(dir, "routes.json", (routes) => {
      const groups = routes.routes as { meta: Record<string, unknown> }[];
      groups[1]!.meta.roles = { ability: ["READ", "AUDIT"] };
    });
    expect(problems(dir)).toEqual([
      'routes.json#/routes/1/meta/roles/ability/1: 未知的权限 "AUDIT"（可用：READ、WRITE、DELETE、FINANCE）',
      'resources/news.json#/access/read/ability/0: 未知的权限 "FINANSE"，你是不是想写 “FINANCE”？',
    ]);
  });

  it("reports schema and cross-file problems of different files in one pass", () => {
    const dir = copyConfig();
    edit(dir, "app.json", (app) => (app.timeout = "soon"));
    edit(dir, "resources/news.json", (news) => {
      const title = (news.record as { properties: Record<string, Record<string, unknown>> }).properties.title;
      title.pattern = "[a-";
    });
    let at = "";
    edit(dir, "routes.json", (routes) => {
      const groups = routes.routes as { name: string; children?: unknown[] }[];
      const g = groups.findIndex((group) => group.name === "CampusManagement");
      const children = groups[g].children!;
      children.push({ path: "room", name: "Room", component: "resource:campuss", meta: { title: "教室" } });
      at = `/routes/${g}/children/${children.length - 1}`;
    });
    expect(problems(dir)).toEqual([
      "app.json#/timeout: 应为整数",
      `routes.json#${at}/component: 未知的资源 "campuss"（没有 resources/campuss.json），你是不是想写 “campus”？`,
      "resources/news.json#/record/properties/title/pattern: 不是有效的正则表达式：方括号 [ 没有闭合",
    ]);
  });

  it("leaves a file that fails its schema out of the cross-file checks, and checks all the others", () => {
    const dir = copyConfig();
    // campus.json fails its schema: the routes and relations naming it are not reported as unknown.
    edit(dir, "resources/campus.json", (campus) => {
      campus.titel = campus.title;
      delete campus.title;
    });
    edit(dir, "resources/news.json", (news) => {
      (news.list as { columns: { field: string }[] }).columns[0].field = "titel";
    });
    expect(problems(dir)).toEqual([
      'resources/campus.json#/titel: 未知的键 "titel"，你是不是想写 “title”？',
      'resources/news.json#/list/columns/0/field: 未知的字段 "titel"（record.properties 中没有），你是不是想写 “title”？',
    ]);
  });

  it("suggests the key, widget and render type meant, and reports a oneOf by the branch meant", () => {
    const dir = copyConfig();
    edit(dir, "resources/campus.json", (campus) => {
      const list = campus.list as { columns: Record<string, unknown>[] };
      list.columns[1].sortble = true;
      list.columns[2].render = "tagg";
      const form = campus.form as { fields: Record<string, unknown>[] };
      form.fields[3].widget = "seleect";
      form.fields[4].options = { resourse: "director" };
    });
    expect(problems(dir)).toEqual([
      'resources/campus.json#/list/columns/1/sortble: 未知的键 "sortble"，你是不是想写 “sortable”？',
      'resources/campus.json#/list/columns/2/render: 未知的列渲染类型 "tagg"，你是不是想写 “tag”？',
      'resources/campus.json#/form/fields/3/widget: 未知的控件类型 "seleect"，你是不是想写 “select”？',
      'resources/campus.json#/form/fields/4/options/resourse: 未知的键 "resourse"，你是不是想写 “resource”？',
    ]);
  });

  it("names a value of the wrong type in a oneOf by the types it may have, and a reserved field name", () => {
    const dir = copyConfig();
    edit(dir, "resources/campus.json", (campus) => {
      (campus.list as { actions: Record<string, unknown> }).actions.edit = "yes";
      const record = campus.record as { properties: Record<string, unknown> };
      record.properties.id = { type: "integer", title: "编号" };
    });
    expect(problems(dir)).toEqual([
      'resources/campus.json#/record/properties/id: 键名 "id" 是保留的名称',
      "resources/campus.json#/list/actions/edit: 应为布尔值（true 或 false）或对象",
    ]);
  });
});

describe("checkConfigFiles", () => {
  it("checks files held in memory (a draft over the folder) and gives their version", () => {
    const files = readConfigFiles("config");
    const config = checkConfigFiles(files, shippedParts);
    expect(config.version).toBe(configVersion(files));
    expect(config.version).toBe(loadConfig("config", shippedParts).version);

    const draft = new Map(files);
    const campus = JSON.parse(files.get("resources/campus.json")!);
    draft.set("resources/campus.json", JSON.stringify({ ...campus, title: "校区列表" }));
    const changed = checkConfigFiles(draft, shippedParts);
    expect(changed.resources.campus.title).toBe("校区列表");
    expect(changed.version).not.toBe(config.version);

    draft.set("resources/campus.json", JSON.stringify({ ...campus, labelField: "nam" }));
    expect(() => checkConfigFiles(draft, shippedParts)).toThrow(ConfigError);
    try {
      checkConfigFiles(draft, shippedParts);
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        {
          file: "resources/campus.json",
          pointer: "/labelField",
          message: '未知的字段 "nam"（record.properties 中没有），你是不是想写 “name”？',
        },
      ]);
    }
  });

  it("wants an account attribute's relation to name a resource of the config", () => {
    const files = readConfigFiles("config");
    const app = JSON.parse(files.get("app.json")!);
    expect(app.accountAttributes).toEqual([expect.objectContaining({ name: "campus_ids", type: "array" })]);
    app.accountAttributes[0].relation.resource = "campuss";
    files.set("app.json", JSON.stringify(app));
    expect(() => checkConfigFiles(files, shippedParts)).toThrow(ConfigError);
    try {
      checkConfigFiles(files, shippedParts);
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        {
          file: "app.json",
          pointer: "/accountAttributes/0/relation/resource",
          message: '未知的资源 "campuss"（没有 resources/campuss.json），你是不是想写 “campus”？',
        },
      ]);
    }
  });

  it("ignores files that are not the config's", () => {
    const files = readConfigFiles("config");
    files.set("package.json", "{ not json");
    expect(() => checkConfigFiles(files, shippedParts)).not.toThrow();
  });
});

describe("ConfigError", () => {
  it("keeps the lines of checks that still give text, as problems too", () => {
    const err = new ConfigError([
      "resources/a.json#/record: 表不对",
      { file: "b.json", pointer: "", message: "缺少此文件" },
    ]);
    expect(err.lines).toEqual(["resources/a.json#/record: 表不对", "b.json#: 缺少此文件"]);
    expect(err.problems[0]).toEqual({ file: "resources/a.json", pointer: "/record", message: "表不对" });
  });
});

describe("the admin's guide", () => {
  it("adds a list page with one resource file and one route that the loader accepts", () => {
    const dir = copyConfig();
    const { resource, route } = guideExample();
    writeFileSync(join(dir, "resources", `${resource.name}.json`), JSON.stringify(resource));
    edit(dir, "routes.json", (routes) => {
      const groups = routes.routes as { name: string; children?: unknown[] }[];
      groups.find((g) => g.name === "CampusManagement")!.children!.push(route);
    });
    const config = loadConfig(dir, shippedParts);
    expect(config.resources.room.title).toBe("教室");
    expect(route.component).toBe("resource:room");
  });
});
