/** The zoom steps of 放大 / 缩小, as shares of the page's natural size (1 = 100%). */
export const ZOOM_STEPS = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** Closer than this counts as the same zoom: fitting the width rarely lands exactly on a step. */
const SAME = 0.005;

/** The next step up (`1`) or down (`-1`) from `zoom`, which may lie between steps; the end step stays. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next =
    direction > 0 ? ZOOM_STEPS.find((z) => z > zoom + SAME) : [...ZOOM_STEPS].reverse().find((z) => z < zoom - SAME);
  return next ?? (direction > 0 ? MAX_ZOOM : MIN_ZOOM);
}

/**
 * The zoom at which a page `pageWidth` CSS pixels wide (at 100%) fills `available` pixels, within the
 * steps' range; 100% when nothing is measured yet (a hidden dialog has no width).
 */
export function fitWidthZoom(available: number, pageWidth: number): number {
  if (!(available > 0) || !(pageWidth > 0)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, available / pageWidth));
}

/** The zoom as staff read it: 125%. */
export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;
