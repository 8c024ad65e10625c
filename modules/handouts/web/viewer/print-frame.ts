/** The last print's clean-up, run early when another print starts. */
let cleanUpLast: (() => void) | undefined;

/** Printer margins are the page's own: each image is one full page. */
const PRINT_CSS =
  "@page { margin: 0 } body { margin: 0 } img { display: block; width: 100%; page-break-after: always; break-after: page }";

/**
 * Opens the print dialog for a document of just these images, one per page, from a hidden
 * frame. The frame and the object URLs are released when printing ends (`afterprint`, or a
 * minute later for browsers that never send it), or when the next print starts.
 */
export async function printImages(urls: string[]): Promise<void> {
  cleanUpLast?.();
  const frame = document.createElement("iframe");
  frame.setAttribute("data-omo-print", "");
  Object.assign(frame.style, { position: "fixed", right: "0", bottom: "0", width: "0", height: "0", border: "0" });
  let released = false;
  const cleanUp = () => {
    if (released) return;
    released = true;
    frame.remove();
    urls.forEach((u) => URL.revokeObjectURL(u));
    if (cleanUpLast === cleanUp) cleanUpLast = undefined;
  };
  cleanUpLast = cleanUp;
  document.body.appendChild(frame);

  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    cleanUp();
    throw new Error("The print frame has no document");
  }
  const style = doc.createElement("style");
  style.textContent = PRINT_CSS;
  doc.head.appendChild(style);
  const images = urls.map((src) => {
    const img = doc.createElement("img");
    img.src = src;
    return doc.body.appendChild(img);
  });
  try {
    await Promise.all(images.map((img) => img.decode()));
  } catch (error) {
    // Failing because a later print removed this frame is no failure.
    if (cleanUpLast !== cleanUp) return;
    cleanUp();
    throw error;
  }
  // A later print may have replaced this one while the images loaded.
  if (cleanUpLast !== cleanUp) return;

  win.addEventListener("afterprint", () => setTimeout(cleanUp), { once: true });
  setTimeout(cleanUp, 60_000);
  win.focus();
  win.print();
}
