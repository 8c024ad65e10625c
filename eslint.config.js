import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import omo from "./scripts/eslint-module-boundary.js";

/** The business modules, one folder each: the framework imports them only through the catalogues. */
const MODULES = "^modules/";

/**
 * A module of modules/ imports its own files, the framework's and those of the modules its module.json
 * `dependsOn` names: nothing else.
 */
const moduleRules = readdirSync("modules", { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`modules/${d.name}/module.json`))
  .map(({ name }) => {
    const { dependsOn = [] } = JSON.parse(readFileSync(`modules/${name}/module.json`, "utf8"));
    return {
      files: `^modules/${name}/`,
      forbidden: `^modules/(?!(${[...dependsOn, name].join("|")})/)`,
      message: `模块 "${name}" 只能导入它在 module.json 的 dependsOn 中声明的模块`,
    };
  });

// Rules that catch bugs, not style: prettier owns the layout. Not type-checked, to stay fast.
export default defineConfig(
  globalIgnores(["node_modules", "dist", "data", "coverage", "src/types/generated", ".tmp", "test-results"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The boundaries of docs/architecture.md: the framework reaches the modules only through the one
    // catalogue that lists them (app-modules.ts on each side), and shared code imports neither side.
    files: ["mock-server/**/*.ts", "src/**/*.{ts,tsx}", "modules/**/*.{ts,tsx}"],
    plugins: { omo },
    rules: {
      "omo/module-boundary": [
        "error",
        [
          {
            files: "^(mock-server|src)/",
            except: ["^mock-server/app-modules\\.ts$", "^src/app/app-modules\\.ts$"],
            forbidden: MODULES,
            message: "框架代码不能导入业务模块（模块只经 app-modules.ts 注册）",
          },
          {
            files: "^src/(common|types)/",
            forbidden: "^(mock-server/|src/(?!common/|types/))",
            message: "共享代码（src/common、src/types）不能导入服务器或浏览器一侧的代码",
          },
          {
            files: "^modules/[^/]+/common/",
            forbidden: "^(mock-server/|src/(?!common/|types/)|modules/[^/]+/(?!common/))",
            message: "模块的共享代码（modules/*/common）不能导入服务器或浏览器一侧的代码",
          },
          ...moduleRules,
        ],
      ],
    },
  },
  {
    // Hooks live in .ts files too (useX.ts), and tests call them.
    files: [
      "src/**/*.{ts,tsx}",
      "modules/*/web/**/*.{ts,tsx}",
      "extensions/**/*.{ts,tsx}",
      "tests/**/*.{ts,tsx}",
      "modules/*/tests/**/*.{ts,tsx}",
    ],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The app does not run the React Compiler: these flag render-purity patterns React
      // itself tolerates (a keep-alive cache in a ref, services wired up in effects), so
      // they inform rather than block.
      "react-hooks/refs": "warn",
      "react-hooks/immutability": "warn",
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/preserve-manual-memoization": "off",
    },
  },
);
