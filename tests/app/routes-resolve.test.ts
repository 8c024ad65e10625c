import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageFor } from "../../src/app/pages.js";
import { flattenRoutes } from "../../src/common/routes.js";
import type { RoutesConfig } from "../../src/types/generated/routes.js";

const shipped = JSON.parse(readFileSync("config/routes.json", "utf8")) as RoutesConfig;

describe("the shipped routes", () => {
  it("each name a page the product has built: no placeholder is left in the menu", () => {
    const unbuilt = flattenRoutes(shipped.routes)
      .filter(({ route }) => route.component && route.component !== "Layout")
      .filter(({ route }) => pageFor(route.component) === null)
      .map(({ fullPath, route }) => `${fullPath} → ${route.component}`);
    expect(unbuilt).toEqual([]);
  });

  it("still finds nothing for an unknown component, so the check above can fail", () => {
    expect(pageFor("authority/NoSuchPage")).toBeNull();
    expect(pageFor("nothing:campus")).toBeNull();
  });
});
