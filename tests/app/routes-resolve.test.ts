import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageFor } from "../../src/app/pages.js";
import { flattenRoutes } from "../../src/common/routes.js";
import type { RoutesConfig } from "../../src/types/generated/routes.js";

const shipped = JSON.parse(readFileSync("config/routes.json", "utf8")) as RoutesConfig;
const modules = (JSON.parse(readFileSync("config/app.json", "utf8")) as { modules?: string[] }).modules ?? [];

describe("the shipped routes", () => {
  it("each name a page the product has built: no placeholder is left in the menu", () => {
    const unbuilt = flattenRoutes(shipped.routes)
      .filter(({ route }) => route.component && route.component !== "Layout")
      .filter(({ route }) => pageFor(route.component, modules) === null)
      .map(({ fullPath, route }) => `${fullPath} → ${route.component}`);
    expect(unbuilt).toEqual([]);
  });

  it("still finds nothing for an unknown component, so the check above can fail", () => {
    expect(pageFor("authority/NoSuchPage")).toBeNull();
    expect(pageFor("nothing:campus")).toBeNull();
  });

  it("find a module's page only while the app lists its module, the framework's always", () => {
    expect(pageFor("scheduling/Timetable", ["scheduling"])).not.toBeNull();
    expect(pageFor("scheduling/Timetable", ["school", "handouts"])).toBeNull();
    expect(pageFor("scheduling/Timetable", [])).toBeNull();
    expect(pageFor("handouts/TeachingNotes", ["library"])).toBeNull();
    expect(pageFor("authority/RightsManagement", [])).not.toBeNull();
    expect(pageFor("resource:campus", [])).not.toBeNull();
  });
});
