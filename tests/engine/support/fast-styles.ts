/**
 * jsdom computes a style by matching the element against every rule antd injects: hundreds of
 * milliseconds per call, and antd asks on every table mount and popup (scrollbar size, scroll
 * parents). These tests assert on text, values and requests, never on layout, so computed
 * styles come from the element's inline style alone.
 */
export function inlineComputedStylesOnly() {
  const inlineOnly = (el: Element) => {
    const style = document.createElement("div").style;
    style.cssText = (el as HTMLElement).style?.cssText ?? "";
    return style;
  };
  window.getComputedStyle = inlineOnly as typeof window.getComputedStyle;
}
