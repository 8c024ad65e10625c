import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { chromium } from "playwright-core";
import { buildApp } from "../mock-server/app.js";
import { ensureUiBuilt } from "../mock-server/ui-build.js";

const PAGES = 250;
const RUNS = 5;

/** A long handout: every page has a heading, twenty lines of text and a chart. */
async function longPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Handout page ${i} of ${PAGES}`, { x: 60, y: 760, size: 24, font });
    for (let line = 0; line < 20; line++) {
      page.drawText(`Exercise ${i}.${line + 1}: solve for x where ${line + 2}x + ${i} = ${line * i}`, {
        x: 60,
        y: 700 - line * 28,
        size: 12,
        font,
      });
    }
    // A chart of 300 bars per page: the weight of a handout's figures (about 10 KB a page).
    for (let bar = 0; bar < 300; bar++) {
      const shade = ((i * 31 + bar * 17) % 100) / 100;
      page.drawRectangle({
        x: 40 + (bar % 100) * 5,
        y: 40 + Math.floor(bar / 100) * 40,
        width: 4,
        height: 8 + shade * 30,
        color: rgb(shade, 0.5, 1 - shade),
      });
    }
  }
  return doc.save();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Opens a 250-page handout in the viewer of the real page and reports how long until page 1 shows,
 * and how much of the file came over the wire for it (pdf.js reads by range; the rest stays put).
 */
export async function benchPdfOpen(): Promise<void> {
  await ensureUiBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-pdf-"));
  const app = await buildApp({ dataDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { code: token };
    const tree = (await (await fetch(`${base}/api/v1/live_handout_list?subject_id=1`, { headers })).json()) as {
      data: { id: number }[];
    };
    const file = await longPdf();
    const form = new FormData();
    form.append("id", String(tree.data[0].id));
    form.append("subject_id", "1");
    form.append("file", new Blob([Buffer.from(file)], { type: "application/pdf" }), "长讲义250页.pdf");
    const upload = (await (
      await fetch(`${base}/api/v1/upload_file_handout_task`, { method: "POST", headers, body: form })
    ).json()) as { data: { oss_url: string } };
    const url = upload.data.oss_url;

    const cold: number[] = [];
    const warm: number[] = [];
    const bytes: number[] = [];
    const requests: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
      await context.addInitScript((t) => localStorage.setItem("omo-token", t), token);
      const page = await context.newPage();
      let got = 0;
      let count = 0;
      page.on("response", async (res) => {
        if (!res.url().endsWith(url)) return;
        count++;
        got += (await res.body().catch(() => Buffer.alloc(0))).length;
      });
      await page.goto(`${base}/educational-administration/teaching-notes?view=live&subject=1`);
      await page.getByPlaceholder("输入关键字搜索").fill("长讲义250页");
      const row = page.locator(".ant-tree-treenode", { hasText: "长讲义250页" });
      await row.getByText("预览").waitFor();
      const open = async () => {
        const t0 = Date.now();
        await row.getByText("预览").click();
        await page.locator('canvas[data-page="1"]').waitFor();
        // Painted: some pixel of the canvas is not white.
        await page.waitForFunction(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-page="1"]');
          const data = canvas?.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
          return !!data && data.some((v, i) => i % 4 !== 3 && v < 200);
        });
        return Date.now() - t0;
      };
      cold.push(await open());
      await page.waitForTimeout(300);
      bytes.push(got);
      requests.push(count);
      await page.keyboard.press("Escape");
      await page.locator('canvas[data-page="1"]').waitFor({ state: "detached" });
      warm.push(await open());
      await context.close();
    }
    console.log(
      `handout viewer, ${PAGES}-page PDF (${(file.length / 1024).toFixed(0)} KB): page 1 painted ` +
        `${median(cold)} ms after the first 预览 (pdf.js and its worker load then), ${median(warm)} ms after the next ` +
        `(medians of ${RUNS}); ${median(requests)} requests, ${(median(bytes) / 1024).toFixed(0)} KB of the file fetched`,
    );
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
