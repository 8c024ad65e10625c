import { useEffect, useRef, useState } from "react";
import { Modal, Pagination, Result, Spin } from "antd";
import { fill, handoutTexts as t } from "../texts.js";
import { usePdfDocument } from "./use-pdf-document.js";
import { usePageCanvas } from "./use-page-canvas.js";

/** One PDF point is 0.96 CSS pixels: an A4 page is 571 px wide. */
const SCALE = 0.96;

export interface PdfViewerDialogProps {
  url: string;
  /** Sent with the file's requests (the token). */
  headers?: Record<string, string>;
  /** Called once the dialog has closed (after its animation), to unmount it. */
  onClose(): void;
}

/**
 * A handout PDF full screen, one page per pagination step. Only the shown page is drawn and
 * only the ranges it needs are fetched, so a 250-page handout opens about as fast as a short
 * one. The default export, for `lazy`: this file and pdf.js load with the first preview.
 */
export default function PdfViewerDialog({ url, headers, onClose }: PdfViewerDialogProps) {
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const { pdf, error: loadError } = usePdfDocument(url, headers);
  const { setCanvas, error: pageError } = usePageCanvas(pdf, current, SCALE);
  const numPages = pdf?.numPages ?? 0;
  const error = loadError ?? pageError;

  function go(n: number) {
    setCurrent(n);
    scroller.current?.scrollTo({ top: 0 });
  }

  // ← → and PgUp / PgDn turn pages, as in any document viewer (not while typing in the jumper).
  useEffect(() => {
    if (!open || !numPages) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      const step = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 }[event.key];
      if (!step) return;
      event.preventDefault();
      setCurrent((n) => Math.min(numPages, Math.max(1, n + step)));
      scroller.current?.scrollTo({ top: 0 });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, numPages]);

  return (
    <Modal
      open={open}
      title={t.viewerTitle}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      destroyOnHidden
      width="100vw"
      style={{ top: 0, margin: 0, maxWidth: "100vw", paddingBottom: 0 }}
      styles={{
        content: { height: "100vh", display: "flex", flexDirection: "column", borderRadius: 0 },
        body: { flex: 1, minHeight: 0, display: "flex" },
      }}
      footer={
        pdf ? (
          <Pagination
            align="center"
            pageSize={1}
            total={numPages}
            current={current}
            onChange={go}
            showQuickJumper
            showSizeChanger={false}
            showTotal={(total) => fill(t.pageTotal, { total })}
          />
        ) : null
      }
    >
      <div ref={scroller} data-pages={numPages} style={{ flex: 1, overflow: "auto", textAlign: "center" }}>
        {error ? (
          <Result status="error" title={t.pdfFailed} />
        ) : pdf ? (
          <canvas ref={setCanvas} data-page={current} style={{ display: "inline-block", boxShadow: "0 0 4px #0003" }} />
        ) : (
          <Spin tip={t.loadingPdf} size="large">
            <div style={{ height: 240 }} />
          </Spin>
        )}
      </div>
    </Modal>
  );
}
