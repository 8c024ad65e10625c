import {
  GlobalWorkerOptions,
  PDFWorker,
  RenderingCancelledException,
  getDocument,
  type PDFDocumentProxy,
} from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// The worker is its own file, fetched with the first document: parsing stays off the main thread.
GlobalWorkerOptions.workerSrc = workerUrl;

// One worker for every document: starting one means compiling 1.2 MB of script, so the second
// handout opened should not pay for it again. A document's destroy() leaves a worker passed in.
let worker: PDFWorker | null = null;
const sharedWorker = () => (worker && !worker.destroyed ? worker : (worker = new PDFWorker()));

/** How much of the file to fetch up front. */
export interface LoadPdfOptions {
  /** Stream the whole file in one request: printing needs every page anyway. */
  whole?: boolean;
  /** Gives up the load, and its requests, when aborted (a viewer closed before the file came). */
  signal?: AbortSignal;
  /** Sent with every request of the file: the token (handout files are served to logged-in users only). */
  headers?: Record<string, string>;
}

/**
 * Opens a PDF. By default only the byte ranges the shown pages need are fetched (64 KiB a
 * request), so a 200-page handout opens on page 1 without downloading the rest; without
 * `disableStream` pdf.js would also keep streaming the whole file over its first request. (A
 * flat page tree still costs a read of every page object: pdf.js looks them all up at once.)
 * Servers without Range support still work: pdf.js then reads the file in one go.
 */
export function loadPdf(
  url: string,
  { whole = false, signal, headers }: LoadPdfOptions = {},
): Promise<PDFDocumentProxy> {
  const task = getDocument({
    url,
    httpHeaders: headers,
    worker: sharedWorker(),
    rangeChunkSize: 65536,
    disableAutoFetch: !whole,
    disableStream: !whole,
    // Served by the server from the installed pdf.js: Chinese text in fonts the file only names.
    cMapUrl: "/pdfjs/cmaps/",
    cMapPacked: true,
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    // The CSP forbids eval: without this pdf.js would still probe for it (a violation) before
    // compiling a PDF's functions; it interprets them instead.
    isEvalSupported: false,
  });
  signal?.addEventListener("abort", () => void task.destroy(), { once: true });
  return task.promise;
}

/** Whether a render failed only because a newer one replaced it, which is no failure to show. */
export function isRenderCancelled(error: unknown): boolean {
  return error instanceof RenderingCancelledException;
}
