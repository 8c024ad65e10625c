import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Four projects, run together by `npm test`:
 * - unit: isomorphic code and scripts (node)
 * - server: the Fastify app through app.inject() on a temporary database
 * - component: React components in jsdom with Testing Library
 * - e2e: real Chromium (playwright-core) against the real server on a temporary database
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          globals: true,
          include: ["tests/common/**/*.test.ts", "tests/scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          globals: true,
          include: ["tests/server/**/*.test.ts", "tests/security/**/*.test.ts"],
          // Each file starts the whole app on a fresh database with every demo row: seconds, not ms.
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "component",
          environment: "jsdom",
          globals: true,
          include: [
            "tests/app/**/*.test.{ts,tsx}",
            "tests/shell/**/*.test.{ts,tsx}",
            "tests/engine/**/*.test.{ts,tsx}",
            "tests/modules/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["tests/helpers/setup-dom.ts"],
          // The first render of a file loads antd and the lazy pages cold in jsdom.
          testTimeout: 20000,
          // One copy of react-router: Refine's router binding must see the app's router context.
          server: { deps: { inline: [/@refinedev\//, /react-router/] } },
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          globals: true,
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
