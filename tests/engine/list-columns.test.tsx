import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { headers } from "./support/antd.js";

const server = { configs: { lesson: lessonConfig }, rows: { lesson: lessonRows } };

/** The cells of the row whose name cell says `name`. */
async function rowOf(name: string) {
  const cell = await screen.findByText(name);
  return within(cell.closest("tr")!);
}

describe("list columns", () => {
  it("renders each column with its renderer", async () => {
    renderEngine("/lesson-list", server);
    const first = await rowOf("奥数提高班");
    expect(first.getByText("¥ 1,234.50")).toBeInTheDocument();
    expect(first.getByText("上架")).toHaveClass("ant-tag-green");
    expect(first.getByText("一年级")).toBeInTheDocument();
    expect(first.getByText("二年级")).toBeInTheDocument();
    expect(first.getByText("是")).toBeInTheDocument();
    expect(first.getByText("北京朝阳校区")).toBeInTheDocument();
    expect(first.getByText("2024-03-01")).toBeInTheDocument();

    const second = await rowOf("英语启蒙");
    expect(second.getByText("¥ 80.00")).toBeInTheDocument();
    expect(second.getByText("下架")).toHaveClass("ant-tag-red");
    expect(second.getByText("否")).toBeInTheDocument();
    // Empty cells show the placeholder rather than "null".
    expect(second.queryByText("null")).toBeNull();
    expect(second.getAllByText("-").length).toBeGreaterThanOrEqual(3);
  });

  it("takes titles from the record, leaves hidden columns out and adds the actions column", async () => {
    renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    expect(headers()).toEqual(
      expect.arrayContaining(["课程名称", "学费", "状态", "年级", "线上", "校区", "开课日期", "操作"]),
    );
    expect(headers()).not.toContain("座位");
  });

  it("asks for the first page with the resource's page size and default sort", async () => {
    const { fetch } = renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    const [list] = requestsTo(fetch, "/api/v1/resources/lesson");
    expect(Object.fromEntries(list.searchParams)).toEqual({
      pageNo: "1",
      pageSize: "20",
      prop: "id",
      order: "descending",
    });
    expect(screen.getByText("共 2 条")).toBeInTheDocument();
  });

  it("sorts on the server when a sortable header is clicked, and keeps it in the URL", async () => {
    const { fetch } = renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    await user().click(screen.getAllByText("课程名称").find((el) => el.closest("th"))!);
    await vi.waitFor(() => {
      const last = requestsTo(fetch, "/api/v1/resources/lesson").at(-1)!;
      expect(last.searchParams.get("prop")).toBe("name");
      expect(last.searchParams.get("order")).toBe("ascending");
    });
    expect(decodeURIComponent(window.location.search)).toContain("sorters[0][field]=name");
  });

  it("starts a new sort at the first page", async () => {
    const { fetch } = renderEngine("/lesson-list?currentPage=2&pageSize=1", server);
    await screen.findByText("共 2 条");
    expect(requestsTo(fetch, "/api/v1/resources/lesson")[0].searchParams.get("pageNo")).toBe("2");
    await user().click(screen.getAllByText("课程名称").find((el) => el.closest("th"))!);
    await vi.waitFor(() => {
      const last = requestsTo(fetch, "/api/v1/resources/lesson").at(-1)!;
      expect(last.searchParams.get("prop")).toBe("name");
      expect(last.searchParams.get("pageNo")).toBe("1");
    });
  });

  it("uses app.json's page size when the resource has none", async () => {
    const config = { ...lessonConfig, list: { ...lessonConfig.list, pagination: undefined } };
    const { fetch } = renderEngine("/lesson-list", { ...server, configs: { lesson: config } });
    await screen.findByText("奥数提高班");
    expect(requestsTo(fetch, "/api/v1/resources/lesson")[0].searchParams.get("pageSize")).toBe("10");
  });
});
