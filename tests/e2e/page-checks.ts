import type { Page } from "playwright-core";

/**
 * What a page shows that a reader of English cannot read: Han characters in its text, placeholders,
 * labels and titles, outside user data. User data is what people typed or the business named (a campus,
 * a student, a course, a role): the cells of tables (the 操作 column's buttons excepted), the values
 * chosen in selects, the charts' drawn labels (categories are campuses, subjects, teachers), the signed-in
 * user's name (`names`, wherever it appears), and the switch that names each language in itself (中文).
 * Each text found is given once, with the element it sits in.
 */
export async function chineseOutsideUserData(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const userData = [
      "td:not(.ant-table-cell-fix-right)",
      ".ant-select-selection-item",
      "svg",
      "canvas",
      "[data-testid=locale-switch]",
      "[data-testid=user-dropdown]",
    ].join(",");
    const han = /\p{Script=Han}/u;
    const strip = (text: string) => names.reduce((t, name) => t.split(name).join(""), text);
    const found = new Set<string>();
    const root = document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(userData) || element.closest("script, style, noscript")) continue;
      const text = strip(node.textContent ?? "").trim();
      if (han.test(text) && element.checkVisibility())
        found.add(`"${text.slice(0, 80)}" in <${element.tagName.toLowerCase()} class="${element.className}">`);
    }
    for (const element of root.querySelectorAll<HTMLElement>("[placeholder], [aria-label], [title]")) {
      if (element.closest(userData)) continue;
      for (const attribute of ["placeholder", "aria-label", "title"]) {
        const text = strip(element.getAttribute(attribute) ?? "");
        if (han.test(text)) found.add(`${attribute}="${text.slice(0, 80)}" on <${element.tagName.toLowerCase()}>`);
      }
    }
    return [...found];
  }, names);
}

/**
 * Whether a list page's table lets every cell be read, at the page's width: a table wider than its card
 * scrolls with a bar in view (antd's sticky bar at the window's bottom, or the table's own when its end is
 * in view), scrolled to either end no column is left under the fixed ones, and no cell cuts its own
 * text (columns marked `ellipsis` cut on purpose, with the whole text on hover). Problems in words, or none.
 */
export async function unreadableCells(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const table = document.querySelector<HTMLElement>(".ant-layout-content .ant-table-wrapper");
    if (!table) return problems;
    const scroller = table.querySelector<HTMLElement>(".ant-table-body, .ant-table-content");
    if (!scroller) return ["no scrolling part in the table"];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const textOf = (cell: Element) => (cell.textContent ?? "").trim().slice(0, 30) || cell.className;
    const overflows = scroller.scrollWidth > scroller.clientWidth + 1;
    if (overflows) {
      window.scrollTo(0, 0);
      const inView = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return !!r && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 1;
      };
      const barInView = () =>
        inView(table.querySelector(".ant-table-sticky-scroll")) ||
        scroller.getBoundingClientRect().bottom <= innerHeight + 1;
      // The bar follows the table's height a frame or two after it changes (images still loading).
      let seen = barInView();
      for (let i = 0; i < 60 && !seen; i++) {
        await frame();
        seen = barInView();
      }
      if (!seen) problems.push("the table scrolls sideways, and no scroll bar is in view");
    }
    const header = [...table.querySelectorAll<HTMLElement>(".ant-table-thead > tr:first-child > th")];
    // Fixed columns stick (the selection column too, when a column is fixed on its side).
    const sticks = (th: HTMLElement) => getComputedStyle(th).position === "sticky";
    const fixedRight = header.filter((th) => sticks(th) && th.classList.contains("ant-table-cell-fix-right"));
    const fixedLeft = header.filter((th) => sticks(th) && !fixedRight.includes(th));
    const moving = header.filter((th) => !fixedRight.includes(th) && !fixedLeft.includes(th) && th.offsetWidth > 0);
    // Scrolled to either end, the moving column at that end clears the fixed ones on its side (those
    // after it on the right, before it on the left).
    const covered = async (scrollLeft: number, th: HTMLElement | undefined, side: "left" | "right") => {
      if (!th) return;
      scroller.scrollLeft = scrollLeft;
      await frame();
      const r = th.getBoundingClientRect();
      const at = header.indexOf(th);
      const right = fixedRight.filter((f) => header.indexOf(f) > at);
      const left = fixedLeft.filter((f) => header.indexOf(f) < at);
      if (side === "right" && right.length) {
        const edge = Math.min(...right.map((f) => f.getBoundingClientRect().left));
        if (r.right > edge + 1) problems.push(`column "${textOf(th)}" stays under the fixed column on the right`);
      }
      if (side === "left" && left.length) {
        const edge = Math.max(...left.map((f) => f.getBoundingClientRect().right));
        if (r.left < edge - 1) problems.push(`column "${textOf(th)}" stays under the fixed column on the left`);
      }
    };
    await covered(scroller.scrollWidth, moving.at(-1), "right");
    await covered(0, moving[0], "left");
    // A column left of a fixed one (the checkboxes before a fixed first column) would hide under it.
    const firstFixed = header.findIndex((th) => fixedLeft.includes(th));
    for (const th of moving.filter((m) => firstFixed >= 0 && header.indexOf(m) < firstFixed))
      problems.push(`column "${textOf(th)}" scrolls under the fixed column after it`);
    const cells = [
      ...header,
      ...[...table.querySelectorAll(".ant-table-tbody > tr.ant-table-row")]
        .slice(0, 5)
        .flatMap((row) => [...row.children] as HTMLElement[]),
    ].filter((cell) => !cell.classList.contains("ant-table-cell-ellipsis") && cell.offsetWidth > 0);
    // Each text a cell shows against the cell's box (not scrollWidth: a fixed column's shadow is drawn
    // past its edge; nor hidden texts, such as an image's hover mask).
    const range = document.createRange();
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const shown = parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        // A text for screen readers only sits in a box of a pixel, clipped on purpose.
        if (!shown || parent!.getBoundingClientRect().width <= 1 || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.right > box.right + 1 || text.left < box.left - 1) {
          problems.push(`cell "${textOf(cell)}" cuts "${node.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
    }
    return problems;
  });
}
