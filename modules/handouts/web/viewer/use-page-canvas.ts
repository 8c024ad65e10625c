import { useEffect, useState } from "react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { isRenderCancelled } from "./pdf.js";

/**
 * Draws page `pageNumber` of `pdf` into the canvas given to `setCanvas` (a callback ref), at `scale` in CSS pixels and
 * `devicePixelRatio` times that in backing pixels, so text stays sharp on high-density screens.
 * Stepping on before a page is drawn cancels its render, so fast paging never queues work.
 */
export function usePageCanvas(pdf: PDFDocumentProxy | undefined, pageNumber: number, scale: number) {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  // Keyed by document and page: the same page of a document loaded afresh is tried again.
  const [failure, setFailure] = useState<{ pdf: PDFDocumentProxy; page: number; error: unknown }>();
  useEffect(() => {
    if (!pdf || !canvas) return;
    let stale = false;
    let task: RenderTask | undefined;
    // Started inside a promise, so a document destroyed meanwhile rejects instead of throwing here.
    Promise.resolve()
      .then(() => pdf.getPage(pageNumber))
      .then((page) => {
        if (stale) return;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        // Resized only now, so the previous page stays on screen while this one loads.
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        return task.promise;
      })
      .catch((error: unknown) => {
        if (!stale && !isRenderCancelled(error)) setFailure({ pdf, page: pageNumber, error });
      });
    return () => {
      stale = true;
      task?.cancel();
    };
  }, [pdf, canvas, pageNumber, scale]);
  return { setCanvas, error: failure?.pdf === pdf && failure?.page === pageNumber ? failure.error : undefined };
}
