import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../mock-server/plugins/config-loader.js";
import { guideExample } from "../helpers/guide-example.js";

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
    loadConfig(dir);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  return [];
}

const edit = (dir: string, file: string, change: (json: Record<string, unknown>) => void) => {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, "utf8"));
  change(json);
  writeFileSync(path, JSON.stringify(json));
};

describe("loadConfig", () => {
  it("accepts the shipped config", () => {
    const config = loadConfig("config");
    expect(config.app.tokenHeader).toBe("code");
    expect(config.routes.routes.length).toBeGreaterThan(5);
  });

  it("names every problem as file#/json/pointer: message, all at once", () => {
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
        "app.json#/timeout: must be integer",
        expect.stringMatching(
          /^app\.json#\/theme\/layout: must be equal to one of the allowed values: vertical, horizontal/,
        ),
        'app.json#: unknown key "colour"',
        "routes.json#/routes/4/children/0/meta/title: must be string",
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
    expect(lines.some((l) => l.startsWith("errors.json#: not valid JSON"))).toBe(true);
    expect(lines).toContain("app.json#: file is missing");
    expect(lines.some((l) => /^routes\.json#\/routes\/\d+\/name: duplicate route name "Login"$/.test(l))).toBe(true);
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
    expect(problems(dir)).toContain('resources/campus.json#/name: must equal the file name "campus"');
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
    const config = loadConfig(dir);
    expect(config.resources.room.title).toBe("教室");
    expect(route.component).toBe("resource:room");
  });
});
