import { Suspense, lazy, useMemo, useState, type ReactNode } from "react";
import { App } from "antd";
import { fill, handoutTexts as t } from "../texts.js";
import { useServices } from "../../../../src/app/services-context.js";
import { handoutApi } from "../api.js";

const PdfViewerDialog = lazy(() => import("./PdfViewerDialog.js"));

/** The one message key of printing, so progress, done and failure replace each other. */
const PRINT_KEY = "omo-print";

/** A handout's PDF as the pages know it: where it is, its name, and its download address if it has one. */
export interface HandoutFile {
  url: string;
  /** The handout's name: the viewer's title and the saved file's name when the server gives none. */
  name: string;
  /** Set only when the handout is 允许下载 (the server refuses a download otherwise). */
  download?: string;
}

/** What a page does with a handout's PDF. */
export interface HandoutViewer {
  /** Opens the PDF in the full-screen viewer. */
  preview(file: HandoutFile): void;
  /** Prints the PDF alone, telling progress and failure itself; never rejects. */
  print(url: string): Promise<void>;
  /** Saves the PDF from its download address; the http client tells a refusal itself. */
  download(file: HandoutFile): void;
}

/**
 * Preview, print and download for handout PDFs; render `element` once in the page. pdf.js is not part
 * of the page: the viewer and the printer each load it when first used.
 */
export function useHandoutViewer(): { viewer: HandoutViewer; element: ReactNode } {
  const { message } = App.useApp();
  const { session, boot, http } = useServices();
  // `key` grows with each preview, so reopening a PDF whose dialog is still closing mounts a fresh one.
  const [shown, setShown] = useState<{ file: HandoutFile; key: number; headers: Record<string, string> }>();

  const viewer = useMemo<HandoutViewer>(() => {
    // Handout files are served to logged-in users only: pdf.js sends the token like the http client.
    const headers = (): Record<string, string> => {
      const token = session.get().token;
      return token ? { [boot.app.tokenHeader]: token } : {};
    };
    const api = handoutApi(http);
    const progress = (done: number | string, total: number | string) =>
      message.open({ type: "loading", key: PRINT_KEY, content: fill(t.preparingPrint, { done, total }), duration: 0 });
    return {
      preview: (file) => setShown((last) => ({ file, key: (last?.key ?? 0) + 1, headers: headers() })),
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
      // Through the http client, not a link: the file route wants the token (403 30007 when it may no
      // longer be downloaded, which the client tells).
      download: (file) => {
        if (file.download) void api.download(file.download, `${file.name}.pdf`).catch(() => {});
      },
    };
  }, [message, session, boot, http]);

  const element = shown ? (
    <Suspense fallback={null}>
      <PdfViewerDialog
        key={shown.key}
        file={shown.file}
        headers={shown.headers}
        onPrint={(url) => void viewer.print(url)}
        onDownload={viewer.download}
        onClose={() => setShown(undefined)}
      />
    </Suspense>
  ) : null;
  return { viewer, element };
}
