import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/precompress.js";

/** The API server the dev server proxies `/api` to (see scripts/dev.ts). */
const apiTarget = process.env.OMO_API_URL ?? "http://127.0.0.1:16001";

export default defineConfig({
  // .br and .gz of every compressible file, for the server to send as they are.
  plugins: [react(), precompress()],
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
  },
});
