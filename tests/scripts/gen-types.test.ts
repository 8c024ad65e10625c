import { readFileSync, existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTypes } from "../../scripts/gen-types.js";

describe("generated types", () => {
  it("match the schemas (run npm run gen:types when this fails)", async () => {
    const fresh = await generateTypes();
    expect(fresh.size).toBeGreaterThanOrEqual(5);
    for (const [path, content] of fresh) {
      const onDisk = existsSync(path) ? readFileSync(path, "utf8") : "";
      expect(onDisk, `generated types are stale: run npm run gen:types (${path})`).toBe(content);
    }
  });

  it("mark every file as generated, never to be edited", async () => {
    for (const content of (await generateTypes()).values())
      expect(content.split("\n")[0]).toMatch(/generated .* do not edit/);
  });

  it("turn schema descriptions into TSDoc", async () => {
    const routes = [...(await generateTypes())].find(([p]) => p.endsWith("routes.ts"))![1];
    expect(routes).toContain("Its tab cannot be closed.");
    expect(routes).toMatch(/export interface RouteMeta \{/);
  });
});
