import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { renderEngine } from "./support/render-engine.js";
import { queryOf, requestsTo, type FakeFetch } from "./support/fake-resources.js";
import { campusConfig, campusRoomRows, classByRecordConfig, classConfig, roomConfig } from "./support/configs.js";
import { user } from "./support/user.js";
import { optionsOf, pickOption } from "./support/antd.js";

const serverWith = (klass: ResourceConfig) => ({
  configs: { klass, campus: campusConfig, room: roomConfig },
  rows: campusRoomRows,
});
const roomQueries = (fetch: FakeFetch) => requestsTo(fetch, "/api/v1/resources/room/options").map(queryOf);
const shown = (label: string) =>
  screen.getByLabelText(label).closest(".ant-select")?.querySelector(".ant-select-selection-item")?.textContent ?? null;

describe.each([
  ["in the form (dependsOn + filterBy)", classConfig],
  ["in the record (relation.matches)", classByRecordConfig],
])("dependent select declared %s", (_, klass) => {
  const server = serverWith(klass);

  it("asks for the options of the campus picked, and clears the room when the campus changes", async () => {
    const u = user();
    const { fetch } = renderEngine("/klass-add", server);
    await screen.findByLabelText("所在校区");
    // Nothing to offer before a campus is picked, and nothing asked for.
    expect(await optionsOf(u, "教室")).toEqual([]);
    expect(roomQueries(fetch)).toEqual([]);

    // The campus select labels rows by campus's labelField.
    await pickOption(u, "所在校区", "朝阳校区");
    await waitFor(() => expect(roomQueries(fetch).at(-1)).toMatchObject({ campus_id: "1" }));
    await waitFor(async () => expect(await optionsOf(u, "教室")).toEqual(["A101", "A102"]));
    await pickOption(u, "教室", "A102");
    expect(shown("教室")).toBe("A102");

    await pickOption(u, "所在校区", "海淀校区");
    await waitFor(() => expect(shown("教室")).toBeNull());
    await waitFor(() => expect(roomQueries(fetch).at(-1)).toMatchObject({ campus_id: "2" }));
  });

  it("offers only the new campus's rooms after a room was picked under the old one", async () => {
    const u = user();
    renderEngine("/klass-add", server);
    await screen.findByLabelText("所在校区");
    await pickOption(u, "所在校区", "朝阳校区");
    await waitFor(async () => expect(await optionsOf(u, "教室")).toEqual(["A101", "A102"]));
    await pickOption(u, "教室", "A102");
    await waitFor(() => expect(shown("教室")).toBe("A102"));

    await pickOption(u, "所在校区", "海淀校区");
    await waitFor(() => expect(shown("教室")).toBeNull());
    // A102 is at 朝阳: remembered as the room's first value, it must not linger among 海淀's rooms.
    await waitFor(async () => expect(await optionsOf(u, "教室")).toEqual(["B201"]));
  });

  it("narrows an inline room editor by the row's own campus", async () => {
    const u = user();
    const columns = [...klass.list.columns, { field: "room_id", editable: true }] as ResourceConfig["list"]["columns"];
    const inline: ResourceConfig = { ...klass, list: { ...klass.list, columns } };
    const { fetch } = renderEngine("/klass-list", serverWith(inline));
    const row = within((await screen.findByText("一班")).closest("tr")!);
    await u.click(row.getByRole("button", { name: /^编辑教室/ }));
    await u.click(await row.findByRole("combobox"));
    await waitFor(() => expect(roomQueries(fetch).at(-1)).toMatchObject({ campus_id: "1" }));
    const offered = await waitFor(() => {
      const list = [...document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")].at(-1);
      const titles = [...(list?.querySelectorAll(".ant-select-item-option") ?? [])].map((el) =>
        el.getAttribute("title"),
      );
      expect(titles).toEqual(["A101", "A102"]);
      return titles;
    });
    expect(offered).not.toContain("B201");
  });

  it("keeps the room of a row that loads into the edit form", async () => {
    const u = user();
    const { fetch } = renderEngine("/klass-list", server);
    await u.click(within((await screen.findByText("一班")).closest("tr")!).getByText(/编\s?辑/));
    const dialog = within(await waitFor(() => document.querySelector<HTMLElement>(".ant-modal")!));
    await waitFor(() => expect(dialog.getByLabelText("班级名称")).toHaveValue("一班"));
    // The current room is fetched by id, so its label shows before any search.
    await waitFor(() => expect(shown("教室")).toBe("A102"));
    expect(roomQueries(fetch).some((q) => String(q.ids) === "12")).toBe(true);
    expect(shown("所在校区")).toBe("朝阳校区");
  });
});
