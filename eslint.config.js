import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    // Hooks live in .ts files too (useX.ts), and tests call them.
    files: ["src/**/*.{ts,tsx}", "extensions/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
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
