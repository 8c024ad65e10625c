import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/precompress.js";
import { prebuiltAntdStyles } from "./scripts/antd-styles.js";
import { firstScreenChunks } from "./scripts/first-screen-chunks.js";

/** The API server the dev server proxies `/api` to (see scripts/dev.ts). */
const apiTarget = process.env.OMO_API_URL ?? "http://127.0.0.1:16001";

/**
 * antd's form context module, which every input imports, takes FormProvider from rc-field-form's index;
 * that index attaches Field, List and useForm to the Form it exports, so importing it keeps the whole
 * form library and its validator (~15 KB brotli) in any page with an input, the login page included.
 * FormProvider is taken from the module that defines it instead: the same module the index re-exports,
 * so there is still one form context, and pages with a form still load rc-field-form whole.
 */
function formProviderOnly(): Plugin {
  return {
    name: "omo-form-provider-only",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== "rc-field-form" || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer))
        return null;
      return this.resolve("rc-field-form/es/FormContext", importer, { skipSelf: true });
    },
  };
}

const chunks = firstScreenChunks();

export default defineConfig({
  // prebuiltAntdStyles: antd's default-theme styles as a file, linked by a signed-in page's first screen.
  // chunks.plugin: the first screens' code in a few chunks (scripts/first-screen-chunks.ts).
  // precompress: a .br and a .gz of every compressible file, for the server to send as they are.
  plugins: [react(), formProviderOnly(), prebuiltAntdStyles(), chunks.plugin, precompress()],
  server: {
    port: Number(process.env.PORT ?? 16000),
    strictPort: true,
    // The API, stored files and pdf.js's font data all come from the server.
    proxy: Object.fromEntries(
      ["/api", "/uploads", "/pdfjs"].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 1500,
    // bench/ reads the manifest to weigh what each route loads.
    manifest: true,
    // Every browser the product supports has modulepreload; the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    // The login, shell, home and list pages' code grouped by the pages needing it, the rest as Rolldown splits it.
    rolldownOptions: {
      output: { codeSplitting: chunks.codeSplitting },
      // @refinedev/antd's one module imports react-markdown and remark-gfm for its MarkdownField, which the
      // app does not use; neither package says it is free of side effects, so the bundler kept both, and the
      // Markdown parser under them (~95 KB), in every list page's first screen. They are: the import goes.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](?:react-markdown|remark-gfm)[\\/]/, sideEffects: false }],
      },
    },
  },
});
