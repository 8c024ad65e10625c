import { Suspense, lazy, useMemo, useState, type ReactNode } from "react";
import { App } from "antd";
import { fill, handoutTexts as t } from "../texts.js";
import { useServices } from "../../../app/services-context.js";

const PdfViewerDialog = lazy(() => import("./PdfViewerDialog.js"));

/** The one message key of printing, so progress, done and failure replace each other. */
const PRINT_KEY = "omo-print";

/** What a page does with a handout's PDF. */
export interface HandoutViewer {
  /** Opens the PDF in the full-screen viewer. */
  preview(url: string): void;
  /** Prints the PDF alone, telling progress and failure itself; never rejects. */
  print(url: string): Promise<void>;
}

/**
 * Preview and print for handout PDFs; render `element` once in the page. pdf.js is not part of
 * the page: the viewer and the printer each load it when first used.
 */
export function useHandoutViewer(): { viewer: HandoutViewer; element: ReactNode } {
  const { message } = App.useApp();
  const { session, boot } = useServices();
  // `key` grows with each preview, so reopening a PDF whose dialog is still closing mounts a fresh one.
  const [shown, setShown] = useState<{ url: string; key: number; headers: Record<string, string> }>();

  const viewer = useMemo<HandoutViewer>(() => {
    // Handout files are served to logged-in users only: pdf.js sends the token like the http client.
    const headers = (): Record<string, string> => {
      const token = session.get().token;
      return token ? { [boot.app.tokenHeader]: token } : {};
    };
    const progress = (done: number | string, total: number | string) =>
      message.open({ type: "loading", key: PRINT_KEY, content: fill(t.preparingPrint, { done, total }), duration: 0 });
    return {
      preview: (url) => setShown((last) => ({ url, key: (last?.key ?? 0) + 1, headers: headers() })),
      print: async (url) => {
        progress(0, "…");
        try {
          const { printPdf } = await import("./print-pdf.js");
          await printPdf(url, progress, headers());
          message.destroy(PRINT_KEY);
        } catch {
          message.error({ key: PRINT_KEY, content: t.printFailed });
        }
      },
    };
  }, [message, session, boot]);

  const element = shown ? (
    <Suspense fallback={null}>
      <PdfViewerDialog key={shown.key} url={shown.url} headers={shown.headers} onClose={() => setShown(undefined)} />
    </Suspense>
  ) : null;
  return { viewer, element };
}
