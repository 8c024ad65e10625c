import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, fitWidthZoom, stepZoom, zoomLabel } from "../../web/viewer/zoom.js";

describe("the viewer's zoom", () => {
  it("steps up and down from a step, and from between steps to the nearest one that way", () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(1.3, 1)).toBe(1.5);
    expect(stepZoom(1.3, -1)).toBe(1.25);
    // Fitting the width gave almost a step: the next one is really the next.
    expect(stepZoom(1.249, 1)).toBe(1.5);
  });

  it("stays at the ends", () => {
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it("fits the page's width to the space, within the steps' range, and 100% before anything is measured", () => {
    expect(fitWidthZoom(1142, 571)).toBe(2);
    expect(fitWidthZoom(100, 571)).toBe(MIN_ZOOM);
    expect(fitWidthZoom(100_000, 571)).toBe(MAX_ZOOM);
    expect(fitWidthZoom(0, 571)).toBe(1);
    expect(zoomLabel(1.2468)).toBe("125%");
  });
});
