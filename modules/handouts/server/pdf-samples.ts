import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

/** Page counts of the sample PDFs: a short handout, a chapter and a long booklet. */
export const SAMPLE_PAGES = [3, 12, 40] as const;

let cached: Promise<Uint8Array[]> | undefined;

/**
 * One sample PDF: a title page and numbered pages with a few shapes, A4. pdf-lib's standard fonts
 * have no Chinese glyphs, so every text is ASCII.
 */
async function samplePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed dates: the same bytes on every run.
  doc.setCreationDate(new Date("2024-09-01T00:00:00Z"));
  doc.setModificationDate(new Date("2024-09-01T00:00:00Z"));
  doc.setTitle(`OMO sample handout (${pages} pages)`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, borderColor: rgb(0.2, 0.4, 0.8), borderWidth: 2 });
    page.drawText(`Page ${n} / ${pages}`, { x: 480, y: 50, size: 10, font });
    if (n === 1) {
      page.drawText("OMO Handout", { x: 70, y: 700, size: 36, font: bold, color: rgb(0.1, 0.3, 0.7) });
      page.drawText(`Sample document, ${pages} pages`, { x: 70, y: 660, size: 16, font });
      page.drawCircle({ x: 297, y: 420, size: 90, color: rgb(0.85, 0.9, 1) });
      continue;
    }
    page.drawText(`Section ${n - 1}`, { x: 70, y: 740, size: 22, font: bold });
    // Ruled lines stand in for the text of a real handout.
    for (let line = 0; line < 18; line++) {
      page.drawLine({
        start: { x: 70, y: 700 - line * 34 },
        end: { x: 525, y: 700 - line * 34 },
        color: rgb(0.8, 0.8, 0.8),
      });
    }
    page.drawRectangle({ x: 70, y: 90, width: 120, height: 60, color: rgb(1, 0.9, 0.7) });
  }
  return doc.save({ useObjectStreams: true });
}

/** The sample PDFs (one per entry of SAMPLE_PAGES), made once per process: seeding copies their bytes. */
export function samplePdfs(): Promise<Uint8Array[]> {
  cached ??= Promise.all(SAMPLE_PAGES.map(samplePdf));
  return cached;
}
