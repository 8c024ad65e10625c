import { createElement } from "react";
import { Link } from "react-router";
import type { ThemeSettings } from "../types/generated/app.js";
import type { MenuEntry } from "./menu/build-menu.js";
import { iconFor } from "./icons.js";
import { t } from "../app/locale/zh-CN.js";

/** Where a first-level entry leads: its first page, however deep. */
function firstPage(entry: MenuEntry): string {
  let target = entry;
  while (target.children?.length) target = target.children[0];
  return target.key;
}

/**
 * The narrow first-level column of the column layout (styles vertical, horizontal, card, arrow).
 * Its entries are links in a named navigation, the open one marked `aria-current`, so a screen
 * reader or the keyboard (Tab, Enter) reaches them like any menu.
 */
export function ColumnBar({
  entries,
  active,
  columnStyle,
}: {
  entries: MenuEntry[];
  active?: string;
  columnStyle: ThemeSettings["columnStyle"];
}) {
  return (
    <nav
      className={`omo-column-bar omo-column-${columnStyle}`}
      data-testid="column-bar"
      aria-label={t("menu.columnBar")}
    >
      {entries.map((entry) => {
        const Icon = iconFor(entry.icon);
        const current = entry.key === active;
        return (
          <Link
            key={entry.key}
            to={firstPage(entry)}
            className={`omo-column-item${current ? " active" : ""}`}
            aria-current={current ? "page" : undefined}
          >
            {Icon && createElement(Icon)}
            <span>{entry.title}</span>
          </Link>
        );
      })}
    </nav>
  );
}
