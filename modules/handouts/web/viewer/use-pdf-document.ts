import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { loadPdf } from "./pdf.js";

interface Loaded {
  url: string;
  pdf?: PDFDocumentProxy;
  error?: unknown;
}

/**
 * The document at `url` while the caller is mounted. It is destroyed on unmount (or when the
 * url changes, or the page is hidden in a tab), which ends its range requests and frees the worker's
 * memory; a load still under way is abandoned.
 */
export function usePdfDocument(
  url: string,
  headers?: Record<string, string>,
): { pdf?: PDFDocumentProxy; error?: unknown } {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let live = true;
    let doc: PDFDocumentProxy | undefined;
    const loading = new AbortController();
    loadPdf(url, { signal: loading.signal, headers }).then(
      (pdf) => {
        if (!live) return void pdf.destroy();
        doc = pdf;
        setLoaded({ url, pdf });
      },
      (error: unknown) => {
        if (live) setLoaded({ url, error });
      },
    );
    return () => {
      live = false;
      // Forgotten with it: a page hidden in a tab and shown again loads it afresh, instead of
      // drawing from a destroyed document.
      setLoaded(undefined);
      if (doc) void doc.destroy();
      else loading.abort();
    };
    // `headers` is fixed with the preview that chose `url` (one object per dialog): no extra reload.
  }, [url, headers]);
  // A result for an earlier url counts as still loading.
  return loaded?.url === url ? loaded : {};
}
