/**
 * vitest's projects (vitest.config.ts) as `npm test` runs them: first those without a browser, which keep
 * both cores busy, then the browser ones, beside the checks. A project in neither list would not run:
 * tests/scripts/test-projects.test.ts holds the lists to the config.
 */
export const projectsWithoutBrowser = ["unit", "server", "server-pg", "component"];
export const browserProjects = ["e2e", "e2e-pg"];
