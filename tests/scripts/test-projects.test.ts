import { describe, expect, it } from "vitest";
import config from "../../vitest.config.js";
import { browserProjects, projectsWithoutBrowser } from "../../scripts/test-projects.js";

describe("npm test's projects", () => {
  it("are every vitest project, each once, the browser ones after the others", () => {
    const configured = (config.test?.projects ?? []).map((p) => (p as { test: { name: string } }).test.name);
    expect([...projectsWithoutBrowser, ...browserProjects].sort()).toEqual([...configured].sort());
    const browserSide = configured.filter((name) => {
      const project = (config.test?.projects ?? []).find((p) => (p as { test: { name: string } }).test.name === name);
      return (project as { test: { setupFiles?: string[] } }).test.setupFiles?.includes("tests/e2e/setup-server.ts");
    });
    expect(browserSide.sort()).toEqual([...browserProjects].sort());
  });
});
