import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { queryOf, requestsTo, type FakeFetch } from "./support/fake-resources.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { button, chosenIn, pickOption } from "./support/antd.js";

const server = { configs: { lesson: lessonConfig }, rows: { lesson: lessonRows } };
const lastList = (fetch: FakeFetch) => queryOf(requestsTo(fetch, "/api/v1/resources/lesson").at(-1)!);
/** The query form's labels on screen (a folded field's is hidden by a display: none above it). */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>("form[role=search] .ant-form-item-label label")]
    .filter((label) => {
      for (let e: HTMLElement | null = label; e; e = e.parentElement)
        if (getComputedStyle(e).display === "none") return false;
      return true;
    })
    .map((label) => label.textContent);
const searchForm = () => within(document.querySelector<HTMLElement>("form[role=search]")!);

describe("query form", () => {
  it("sends each filled field as field=value, lists as field[] and ranges with an open end", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    await u.type(searchForm().getByLabelText("课程名称"), "奥数");
    await pickOption(u, "状态", "上架");
    await pickOption(u, "状态", "下架");
    await u.type(searchForm().getByPlaceholderText("最小值"), "10");
    await u.click(button("查询"));
    await waitFor(() =>
      expect(lastList(fetch)).toEqual({
        pageNo: "1",
        pageSize: "20",
        prop: "id",
        order: "descending",
        name: "奥数",
        status: ["1", "0"],
        seats: ["10", ""],
      }),
    );
  });

  it("fills the form from a shared link and asks for that list", async () => {
    const link =
      "/lesson-list?currentPage=1&pageSize=20" +
      "&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=英语" +
      "&filters[1][field]=status&filters[1][operator]=in&filters[1][value][0]=0" +
      "&filters[2][field]=online&filters[2][operator]=eq&filters[2][value]=false" +
      "&filters[3][field]=opened_on&filters[3][operator]=between&filters[3][value][0]=2024-01-01&filters[3][value][1]=";
    const { fetch } = renderEngine(link, server);
    await waitFor(() => expect(searchForm().getByLabelText("课程名称")).toHaveValue("英语"));
    await waitFor(() => expect(chosenIn("状态")).toEqual(["下架"]));
    expect(screen.getByLabelText("线上").closest(".ant-select")).toHaveTextContent("否");
    expect(searchForm().getByPlaceholderText("开始日期")).toHaveValue("2024-01-01");
    expect(searchForm().getByPlaceholderText("结束日期")).toHaveValue("");
    // Filtered by fields a narrow screen folds: the form opens unfolded, so the filters are seen.
    expect(shown()).toEqual(["课程名称", "状态", "线上", "开课日期", "座位"]);
    expect(lastList(fetch)).toMatchObject({
      name: "英语",
      status: ["0"],
      online: "false",
      opened_on: ["2024-01-01", ""],
    });
  });

  it("shows one row of fields and folds the rest behind 展开 (a narrow screen: one field a row)", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    expect(shown()).toEqual(["课程名称"]);
    await u.click(searchForm().getByRole("button", { name: /展\s*开/ }));
    expect(shown()).toEqual(["课程名称", "状态", "线上", "开课日期", "座位"]);
    expect(searchForm().getByRole("button", { name: /收\s*起/ })).toHaveAttribute("aria-expanded", "true");
    // A folded field still filters: fill it, fold, search.
    await pickOption(u, "状态", "上架");
    await u.click(searchForm().getByRole("button", { name: /收\s*起/ }));
    expect(shown()).toEqual(["课程名称"]);
    await u.click(button("查询"));
    await waitFor(() => expect(lastList(fetch)).toMatchObject({ status: ["1"] }));
  });

  it("重置 clears the form and the filters and returns to page 1", async () => {
    const u = user();
    const link =
      "/lesson-list?currentPage=3&pageSize=20&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=英语";
    const { fetch } = renderEngine(link, server);
    await waitFor(() => expect(searchForm().getByLabelText("课程名称")).toHaveValue("英语"));
    expect(lastList(fetch)).toMatchObject({ pageNo: "3", name: "英语" });
    await u.click(button("重置"));
    await waitFor(() =>
      expect(lastList(fetch)).toEqual({ pageNo: "1", pageSize: "20", prop: "id", order: "descending" }),
    );
    expect(searchForm().getByLabelText("课程名称")).toHaveValue("");
    expect(decodeURIComponent(window.location.search)).not.toContain("英语");
  });
});
