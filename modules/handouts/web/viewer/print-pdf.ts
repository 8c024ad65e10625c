import type { PDFDocumentProxy } from "pdfjs-dist";
import { loadPdf } from "./pdf.js";
import { printImages } from "./print-frame.js";

/** 150 dpi: sharp on paper, and a 200-page handout still fits in memory as PNGs. */
const PRINT_SCALE = 150 / 72;

/**
 * Prints the PDF at `url` and nothing else: every page is drawn to a PNG at 150 dpi and printed
 * from a hidden frame, so the page around it, and the browser's PDF plugin, stay out of it.
 * `onProgress` hears each page drawn; resolves once the print dialog has been opened.
 */
export async function printPdf(
  url: string,
  onProgress?: (done: number, total: number) => void,
  headers?: Record<string, string>,
): Promise<void> {
  const pdf = await loadPdf(url, { whole: true, headers });
  const urls: string[] = [];
  try {
    onProgress?.(0, pdf.numPages);
    for (let n = 1; n <= pdf.numPages; n++) {
      urls.push(URL.createObjectURL(await pagePng(pdf, n)));
      onProgress?.(n, pdf.numPages);
    }
  } catch (error) {
    urls.forEach((u) => URL.revokeObjectURL(u));
    throw error;
  } finally {
    void pdf.destroy();
  }
  await printImages(urls);
}

async function pagePng(pdf: PDFDocumentProxy, pageNumber: number): Promise<Blob> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PRINT_SCALE });
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport, intent: "print" }).promise;
  page.cleanup();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  // Frees the backing store now rather than at the next garbage collection.
  canvas.width = canvas.height = 0;
  if (!blob) throw new Error(`Page ${pageNumber} could not be encoded as PNG`);
  return blob;
}
