import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { headers } from "./support/antd.js";

const server = { configs: { lesson: lessonConfig }, rows: { lesson: lessonRows } };
const panel = () => within(document.querySelector<HTMLElement>("[data-testid=column-settings]")!);
const stored = () => window.localStorage.getItem("omo-list-columns-lesson");

describe("column settings", () => {
  it("hides, shows and reorders columns, keeps only the changes, and 重置 returns to the config", async () => {
    const u = user();
    renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    await u.click(screen.getByLabelText("列设置"));
    await waitFor(() => expect(document.querySelector("[data-testid=column-settings]")).not.toBeNull());

    await u.click(panel().getByText("学费"));
    await waitFor(() => expect(headers()).not.toContain("学费"));
    await u.click(panel().getByText("座位"));
    await waitFor(() => expect(headers()).toContain("座位"));
    // Up twice: past 学费 (hidden, but still in the panel's order), then past 课程名称.
    await u.click(panel().getByLabelText("上移 状态"));
    await u.click(panel().getByLabelText("上移 状态"));
    await waitFor(() => expect(headers().indexOf("状态")).toBeLessThan(headers().indexOf("课程名称")));
    expect(JSON.parse(stored()!)).toEqual({
      toggled: ["fee", "seats"],
      order: ["id", "status", "name", "fee", "levels", "online", "campus_id", "opened_on", "seats"],
    });

    await u.click(panel().getByText(/重\s?置/));
    await waitFor(() => expect(headers()).toContain("学费"));
    expect(headers()).not.toContain("座位");
    expect(headers().indexOf("课程名称")).toBeLessThan(headers().indexOf("状态"));
    expect(stored()).toBeNull();
  });

  it("applies saved changes on top of the config, including the density", async () => {
    const saved = { "omo-list-columns-lesson": JSON.stringify({ toggled: ["fee"], density: "small" }) };
    const { container } = renderEngine("/lesson-list", server, undefined, saved);
    await screen.findByText("奥数提高班");
    expect(headers()).not.toContain("学费");
    expect(headers()).toContain("课程名称");
    expect(container.querySelector(".ant-table-small")).not.toBeNull();
  });
});
