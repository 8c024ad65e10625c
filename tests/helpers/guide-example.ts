import { readFileSync } from "node:fs";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

/**
 * The list page that docs/config.md teaches admins to add: its resource file and its route, read
 * from the guide itself, so the tests that add it prove the guide as written.
 */
export function guideExample(): { resource: ResourceConfig; route: RouteConfig } {
  const guide = readFileSync("docs/config.md", "utf8");
  const section = guide.slice(guide.indexOf("### Add a list page, step by step"));
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
  return { resource: JSON.parse(blocks[0]) as ResourceConfig, route: JSON.parse(blocks[1]) as RouteConfig };
}
