import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editor } from "../support/boot.js";
import { requestsTo } from "../support/fake-resources.js";
import { button } from "../support/antd.js";
import { user } from "../support/user.js";
import { renderShow } from "./render-show.js";
import { server } from "./fixtures.js";

/** The value beside a label of the detail's sections. */
const valueOf = (label: string) => {
  const cell = screen.getByText(label, { selector: ".ant-descriptions-item-label > span" }).parentElement!;
  return cell.nextElementSibling as HTMLElement;
};

describe("detail page sections", () => {
  it("shows the row's sections with the list's renderers and the section's own labels", async () => {
    renderShow("/school-detail?id=1", server);
    expect(await screen.findByText("学校 · 第一中学")).toBeInTheDocument();
    const titles = [...document.querySelectorAll(".ant-descriptions-title")].map((t) => t.textContent);
    expect(titles).toEqual(["基本信息", "位置"]);
    expect(valueOf("学校名称")).toHaveTextContent("第一中学");
    // 状态 is a tag, as in the list; 容量 the list's number renderer; 城市 takes the section's label.
    expect(within(valueOf("状态")).getByText("开放").closest(".ant-tag")).not.toBeNull();
    expect(valueOf("容量")).toHaveTextContent("1,200");
    expect(valueOf("所在城市")).toHaveTextContent("北京");
  });

  it("shows rich text as the formatted document, with nothing of it run or loaded", async () => {
    renderShow("/school-detail?id=1", server);
    await screen.findByText("学校 · 第一中学");
    const doc = await waitFor(
      () => {
        const el = valueOf("简介").querySelector<HTMLElement>(".omo-rich-text-document")!;
        expect(el.querySelector("h2")?.textContent).toBe("校史");
        return el;
      },
      // The editor's chunk loads with the first document shown.
      { timeout: 15_000 },
    );
    expect(doc.querySelector("strong")?.textContent).toBe("百年");
    expect(doc.querySelector("script, img, [onerror]")).toBeNull();
    expect(doc.getAttribute("contenteditable")).toBe("false");
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  }, 30_000);

  it("offers 编辑 and 删除 as the list does, by the user's access", async () => {
    renderShow("/school-detail?id=1", server);
    await screen.findByText("学校 · 第一中学");
    expect(button("编辑")).toBeInTheDocument();
    expect(button("删除")).toBeInTheDocument();
  });

  it("hides 删除 from a user who may not delete", async () => {
    renderShow("/school-detail?id=1", server, editor);
    await screen.findByText("学校 · 第一中学");
    expect(button("编辑")).toBeInTheDocument();
    expect(screen.queryByText(/^删\s?除$/)).toBeNull();
  });

  it("deletes after the list's question and leaves for the list", async () => {
    const u = user();
    const { fetch } = renderShow("/school-detail?id=1", server);
    await screen.findByText("学校 · 第一中学");
    await u.click(button("删除"));
    expect(await screen.findByText("确定删除学校「第一中学」吗？")).toBeInTheDocument();
    const confirm = [...document.querySelectorAll(".ant-popconfirm button")].at(-1) as HTMLElement;
    await u.click(confirm);
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/school/1", "DELETE")).toHaveLength(1));
    await waitFor(() => expect(window.location.pathname).toBe("/school-list"));
  });

  it("says the row does not exist for an unknown id", async () => {
    renderShow("/school-detail?id=404", server);
    expect(await screen.findByText("记录不存在")).toBeInTheDocument();
    expect(screen.getByText("学校 ID 404 不存在或已被删除")).toBeInTheDocument();
    expect(button("返回列表")).toBeInTheDocument();
  });

  it("says so for an address without an id, asking the server nothing", async () => {
    const { fetch } = renderShow("/school-detail", server);
    expect(await screen.findByText("地址中缺少记录 ID（?id=）")).toBeInTheDocument();
    expect(requestsTo(fetch, "/api/v1/resources/school/")).toHaveLength(0);
  });

  it("links the label cell of the list to the row's detail", async () => {
    const u = user();
    renderShow("/school-list", server);
    const link = (await screen.findByText("第二中学")).closest("a")!;
    expect(link).toHaveAttribute("href", "/school-detail?id=2");
    await u.click(link);
    expect(await screen.findByText("学校 · 第二中学")).toBeInTheDocument();
  });

  it("leaves the label cell plain when the user may not open the detail page", async () => {
    renderShow("/school-list", server, undefined, ["schoolList"]);
    expect((await screen.findByText("第二中学")).closest("a")).toBeNull();
  });
});
