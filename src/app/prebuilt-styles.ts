import prebuiltHref from "virtual:omo-antd-styles";

/**
 * Links antd's prebuilt stylesheet for the default theme (built by scripts/antd-styles.ts) and
 * resolves once it has loaded, so that antd takes each component's styles from it instead of
 * building and inserting them on first use. antd reads the sheet's cache map once, at the first
 * component it styles: the sheet must be in before the first render. It goes first in <head>, where
 * antd puts the styles it inserts, so the product's own CSS still comes after antd's.
 * Never fails: a sheet that does not load is taken out, and antd builds its styles as it does without
 * one (the dev server has none).
 */
export function linkPrebuiltStyles(href: string | null = prebuiltHref, doc: Document = document): Promise<void> {
  if (!href) return Promise.resolve();
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      resolve();
    };
    doc.head.prepend(link);
  });
}
