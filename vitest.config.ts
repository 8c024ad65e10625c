import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { prebuiltAntdStyles } from "./scripts/antd-styles.js";

/**
 * The server and security suites: run on SQLite (`server`) and again on PostgreSQL (`server-pg`). A
 * module's tests are its server's, but for those of its shared code (`tests/common`, the unit project's)
 * and of its pages (`tests/web`, the component project's).
 */
const serverTests = ["tests/server/**/*.test.ts", "tests/security/**/*.test.ts", "modules/*/tests/**/*.test.ts"];
const notServerTests = ["**/node_modules/**", "modules/*/tests/{common,web}/**"];

/**
 * expect.poll in the browser suites: a page's answer to an action (a view applied, a list refreshed) is
 * waited for as long as `visible` waits for an element, not vitest's default second, which a busy CI
 * machine's render and request outlast.
 */
const browserPoll = { timeout: 10_000, interval: 50 };

/**
 * What the two browser projects share. One file at a time: Chromium keeps both cores busy already (two
 * files at once took longer than one after the other). The worker keeps its modules between files
 * (isolate: false), and with them its server (tests/e2e/shared-server.ts, a setup file) and compiled
 * validators. A file whose tests change roles, config or settings starts a server of its own
 * (own-server.ts).
 */
const browserSuite = {
  environment: "node",
  globals: true,
  setupFiles: ["tests/e2e/setup-server.ts"],
  isolate: false,
  maxWorkers: 1,
  // After the projects without a browser, when `vitest run` runs them all.
  sequence: { groupOrder: 1 },
  testTimeout: 60000,
  hookTimeout: 180000,
  expect: { poll: browserPoll },
};

/**
 * The projects, all run by `npm test` (scripts/test.ts; docs/testing.md):
 * - unit: isomorphic code and scripts (node)
 * - server: the Fastify app through app.inject() on a copy of a seeded SQLite data folder
 * - server-pg: the same files, each app on a PostgreSQL database of its own, and tests/scale: three real
 *   server processes on one PostgreSQL database
 * - component: React components in jsdom with Testing Library
 * - e2e: real Chromium (playwright-core) against the real server on a copy of the seeded data
 * - e2e-pg: a smoke set of the browser files on PostgreSQL
 */
export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one of two idle. The projects without a browser share them.
    maxWorkers: 2,
    // Each project's wall time, its counts and the slowest tests, at the end of every run.
    reporters: ["default", "./tests/helpers/timing-reporter.ts"],
    // npm run test:coverage: line coverage of the server and the browser code (scripts/coverage-summary.ts).
    coverage: {
      provider: "v8",
      include: ["mock-server/**/*.ts", "modules/*/server/**/*.ts", "src/**/*.{ts,tsx}"],
      reporter: ["text-summary", "json-summary"],
    },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          globals: true,
          include: ["tests/common/**/*.test.ts", "tests/scripts/**/*.test.ts", "modules/*/tests/common/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          globals: true,
          include: serverTests,
          exclude: notServerTests,
          globalSetup: ["tests/helpers/run-global-setup.ts"],
          isolate: false,
          // Each file starts the whole app on a fresh database with every demo row: seconds, not ms.
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: "server-pg",
          environment: "node",
          globals: true,
          include: [...serverTests, "tests/scale/**/*.test.ts"],
          // SQLite's file-level backups (byte copies, the -wal) have their PostgreSQL twin in backup-commands.
          exclude: [...notServerTests, "tests/security/backup.test.ts"],
          // createTestApp reads it: each app gets a database of its own on the machine's PostgreSQL.
          env: { OMO_TEST_STORE: "postgres" },
          globalSetup: ["tests/helpers/pg-global-setup.ts"],
          isolate: false,
          testTimeout: 30000,
          // Creating a database, migrating and seeding it over the network is slower than a file.
          hookTimeout: 240000,
        },
      },
      {
        // prebuiltAntdStyles: the entry's import of the prebuilt sheet's address (null outside a build).
        plugins: [react(), prebuiltAntdStyles()],
        test: {
          name: "component",
          environment: "jsdom",
          globals: true,
          include: [
            "tests/app/**/*.test.{ts,tsx}",
            "tests/shell/**/*.test.{ts,tsx}",
            "tests/engine/**/*.test.{ts,tsx}",
            "tests/modules/**/*.test.{ts,tsx}",
            "modules/*/tests/web/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["tests/helpers/setup-dom.ts"],
          // The worker keeps antd, Refine and the pages loaded between files (216 s → 87 s for the
          // project alone): each file still gets a fresh jsdom, and Testing Library unmounts after each
          // test. A file that needs modules evaluated afresh (another language) resets the registry.
          isolate: false,
          // The first render of a file loads antd and the lazy pages cold in jsdom.
          testTimeout: 20000,
          // One copy of react-router: Refine's router binding must see the app's router context.
          server: { deps: { inline: [/@refinedev\//, /react-router/] } },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/helpers/run-global-setup.ts", "tests/e2e/global-setup.ts"],
          ...browserSuite,
        },
      },
      {
        test: {
          name: "e2e-pg",
          // The smoke set on PostgreSQL: sign-in and the shell, list pages' writes, scheduling, orders, handouts, and the second app.
          include: ["tests/e2e/{shell,resources,schedule,codes-orders,handouts,library}.test.ts"],
          env: { OMO_E2E_STORE: "postgres" },
          globalSetup: ["tests/helpers/pg-global-setup.ts", "tests/e2e/global-setup.ts"],
          ...browserSuite,
          // After the SQLite browser files, not beside them: two Chromiums on two cores took 848 s for
          // what one after the other does in about 580.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
