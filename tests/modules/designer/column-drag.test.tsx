import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { draftFile, openResource, renderDesigner } from "./support.js";

/** jsdom lays nothing out: each row of a table gets a 40 px band, one under the other, so a drag has somewhere to go. */
function layRowsOut() {
  return vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const row = this.closest("tr[data-row-key]");
    const top = row ? 100 + 40 * Number(row.getAttribute("data-row-key")) : 0;
    return { x: 0, y: top, top, left: 0, right: 800, bottom: top + 40, width: 800, height: 40, toJSON: () => ({}) };
  });
}

describe("页面设计: columns dragged into order", () => {
  afterEach(() => vi.restoreAllMocks());

  it("moves a column down with the keyboard (space, arrow down, space), as a drag would", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await user.click(screen.getByRole("tab", { name: "列表列" }));
    layRowsOut();
    // The fields tab, visited first, stays mounted with handles of its own: the columns' are in the active tab.
    const pane = await waitFor(() => document.querySelector<HTMLElement>(".ant-tabs-tabpane-active")!);
    const handle = (await within(pane).findAllByLabelText("拖动排序"))[0];
    act(() => handle.focus());
    const press = async (code: string, key: string) =>
      act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    await press("Space", " ");
    await press("ArrowDown", "ArrowDown");
    await press("Space", " ");
    vi.restoreAllMocks();
    await waitFor(async () =>
      expect((await draftFile(user)).list.columns.map((c) => c.field)).toEqual(["seats", "name", "kind"]),
    );
  });
});
