import { createElement } from "react";
import { useNavigate } from "react-router";
import type { ThemeSettings } from "../types/generated/app.js";
import type { MenuEntry } from "./menu/build-menu.js";
import { iconFor } from "./icons.js";

/** The narrow first-level column of the column layout (styles vertical, horizontal, card, arrow). */
export function ColumnBar({
  entries,
  active,
  columnStyle,
}: {
  entries: MenuEntry[];
  active?: string;
  columnStyle: ThemeSettings["columnStyle"];
}) {
  const navigate = useNavigate();
  const open = (entry: MenuEntry) => {
    let target = entry;
    while (target.children?.length) target = target.children[0];
    void navigate(target.key);
  };
  return (
    <div className={`omo-column-bar omo-column-${columnStyle}`} data-testid="column-bar">
      {entries.map((entry) => {
        const Icon = iconFor(entry.icon);
        return (
          <div
            key={entry.key}
            className={`omo-column-item${entry.key === active ? " active" : ""}`}
            onClick={() => open(entry)}
            role="button"
          >
            {Icon && createElement(Icon)}
            <span>{entry.title}</span>
          </div>
        );
      })}
    </div>
  );
}
