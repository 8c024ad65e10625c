import { useEffect, useRef, useState } from "react";
import { Button, Flex, Modal, Pagination, Result, Spin, Tooltip, Typography } from "antd";
import {
  ColumnWidthOutlined,
  DownloadOutlined,
  PrinterOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from "@ant-design/icons";
import { fill, handoutTexts as t } from "../texts.js";
import { usePdfDocument } from "./use-pdf-document.js";
import { usePageCanvas } from "./use-page-canvas.js";
import type { HandoutFile } from "./use-handout-viewer.js";
import { MAX_ZOOM, MIN_ZOOM, fitWidthZoom, stepZoom, zoomLabel } from "./zoom.js";

/** One PDF point is 0.96 CSS pixels: an A4 page is 571 px wide. */
const SCALE = 0.96;

/** The page's margin inside the scrolling area when it is fitted to the width. */
const FIT_MARGIN = 32;

export interface PdfViewerDialogProps {
  file: HandoutFile;
  /** Sent with the file's requests (the token). */
  headers?: Record<string, string>;
  onPrint(url: string): void;
  /** Offered only when the file has a download address (允许下载). */
  onDownload(file: HandoutFile): void;
  /** Called once the dialog has closed (after its animation), to unmount it. */
  onClose(): void;
}

/**
 * A handout PDF full screen, titled with its name, one page per pagination step, with zoom (in,
 * out, fit to the width), 下载 when the handout allows it, and 打印. Only the shown page is drawn
 * and only the ranges it needs are fetched, so a 250-page handout opens about as fast as a short
 * one. The default export, for `lazy`: this file and pdf.js load with the first preview.
 */
export default function PdfViewerDialog({ file, headers, onPrint, onDownload, onClose }: PdfViewerDialogProps) {
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(1);
  const [zoom, setZoom] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const { pdf, error: loadError } = usePdfDocument(file.url, headers);
  const { setCanvas, error: pageError } = usePageCanvas(pdf, current, SCALE * zoom);
  const numPages = pdf?.numPages ?? 0;
  const error = loadError ?? pageError;

  // The shown page's width at 100% against the space there is; pages of one PDF may differ in size.
  const fitWidth = async () => {
    if (!pdf) return;
    const page = await pdf.getPage(current);
    const available = (scroller.current?.clientWidth ?? 0) - FIT_MARGIN;
    setZoom(fitWidthZoom(available, page.getViewport({ scale: SCALE }).width));
  };

  function go(n: number) {
    setCurrent(n);
    scroller.current?.scrollTo({ top: 0 });
  }

  // ← → and PgUp / PgDn turn pages, + and - zoom, as in any document viewer (not while typing in the jumper).
  useEffect(() => {
    if (!open || !numPages) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      const zoomStep = { "+": 1, "=": 1, "-": -1 }[event.key] as 1 | -1 | undefined;
      if (zoomStep && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        setZoom((z) => stepZoom(z, zoomStep));
        return;
      }
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
      title={fill(t.viewerTitleOf, { name: file.name })}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      destroyOnHidden
      width="100vw"
      style={{ top: 0, margin: 0, maxWidth: "100vw", paddingBottom: 0 }}
      styles={{
        content: { height: "100vh", display: "flex", flexDirection: "column", borderRadius: 0 },
        body: { flex: 1, minHeight: 0, display: "flex", flexDirection: "column", gap: 8 },
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
      <Flex justify="center" align="center" gap="small" wrap role="toolbar" aria-label={t.viewerTools}>
        <Tooltip title={t.zoomOut}>
          <Button
            aria-label={t.zoomOut}
            icon={<ZoomOutOutlined />}
            disabled={!pdf || zoom <= MIN_ZOOM}
            onClick={() => setZoom((z) => stepZoom(z, -1))}
          />
        </Tooltip>
        <Typography.Text data-zoom={zoom} style={{ minWidth: 48, textAlign: "center" }}>
          {zoomLabel(zoom)}
        </Typography.Text>
        <Tooltip title={t.zoomIn}>
          <Button
            aria-label={t.zoomIn}
            icon={<ZoomInOutlined />}
            disabled={!pdf || zoom >= MAX_ZOOM}
            onClick={() => setZoom((z) => stepZoom(z, 1))}
          />
        </Tooltip>
        <Button icon={<ColumnWidthOutlined />} disabled={!pdf} onClick={() => void fitWidth()}>
          {t.fitWidth}
        </Button>
        {file.download ? (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(file)}>
            {t.download}
          </Button>
        ) : null}
        <Button icon={<PrinterOutlined />} onClick={() => onPrint(file.url)}>
          {t.print}
        </Button>
      </Flex>
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
