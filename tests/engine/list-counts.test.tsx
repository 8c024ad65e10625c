import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo, type FakeFetch } from "./support/fake-resources.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { reply } from "./support/boot.js";
import { setLocale } from "../../src/common/i18n.js";
import { paginationProps } from "../../src/engine/list/pagination-props.js";

const LIST = "/api/v1/resources/lesson";

/**
 * The lesson list as a large table would answer it: a total that stops at 10 000 (`totalExact: false`)
 * unless `exactTotal` asks, and each page's `next` cursor (`c<page>`).
 */
function largeList(method: string, url: URL) {
  if (method !== "GET" || url.pathname !== LIST) return undefined;
  const pageNo = Number(url.searchParams.get("pageNo") ?? 1);
  const exact = url.searchParams.get("exactTotal") === "true";
  const total = exact ? 123_456 : 10_000;
  return reply({ list: lessonRows, total, totalExact: exact, next: `c${pageNo}` });
}

const lists = (fetch: FakeFetch) => requestsTo(fetch, LIST).filter((u) => u.searchParams.has("pageNo"));
const pageButton = (page: number) => document.querySelector<HTMLElement>(`.ant-pagination-item-${page}`)!;

afterEach(() => setLocale("zh-CN"));

describe("a total that is a lower bound", () => {
  it("shows 10 000+ 条 with 精确计数, which asks for the exact count and then shows 共 N 条", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", { ...serverOf(), handle: largeList });
    // The first render of a file loads antd and the lazy pages cold: on a busy machine that takes a while.
    expect(await screen.findByText("10 000+ 条", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/共 .* 条/)).toBeNull();
    // The pager reaches one page past the bound (20 a page): there is more than 10 000.
    expect(pageButton(501)).toBeTruthy();
    expect(lists(fetch).every((q) => !q.searchParams.has("exactTotal"))).toBe(true);
    await u.click(screen.getByText("精确计数"));
    expect(await screen.findByText("共 123456 条")).toBeInTheDocument();
    expect(lists(fetch).at(-1)!.searchParams.get("exactTotal")).toBe("true");
    expect(screen.queryByText("精确计数")).toBeNull();
  });

  it("asks the next page after the last row of the one on screen, and a jump by its number", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", { ...serverOf(), handle: largeList });
    await screen.findByText("10 000+ 条");
    await u.click(pageButton(2));
    await waitFor(() => expect(lists(fetch).at(-1)!.searchParams.get("pageNo")).toBe("2"));
    expect(lists(fetch).at(-1)!.searchParams.get("pageAfter")).toBe("c1");
    await waitFor(() => expect(pageButton(5)).toBeTruthy());
    await u.click(pageButton(5));
    await waitFor(() => expect(lists(fetch).at(-1)!.searchParams.get("pageNo")).toBe("5"));
    expect(lists(fetch).at(-1)!.searchParams.has("pageAfter")).toBe(false);
  });

  it("asks by number when the server no longer takes the cursor, without a word to the user", async () => {
    const u = user();
    const refusing = (method: string, url: URL) =>
      url.searchParams.has("pageAfter")
        ? reply(null, 10070, 400, "翻页位置已失效，请从第一页重新翻页")
        : largeList(method, url);
    const { fetch } = renderEngine("/lesson-list", { ...serverOf(), handle: refusing });
    await screen.findByText("10 000+ 条", {}, { timeout: 15_000 });
    await u.click(pageButton(2));
    await waitFor(() => expect(lists(fetch).at(-1)!.searchParams.get("pageNo")).toBe("2"));
    await waitFor(() => expect(lists(fetch).at(-1)!.searchParams.has("pageAfter")).toBe(false));
    expect(lists(fetch).filter((q) => q.searchParams.get("pageAfter") === "c1")).toHaveLength(1);
    await waitFor(() => expect(pageButton(2).className).toContain("ant-pagination-item-active"));
    expect(screen.queryByText("翻页位置已失效，请从第一页重新翻页")).toBeNull();
  });
});

describe("pagination texts", () => {
  const count = { exact: false, counting: false, onCountExactly: () => {} };
  const totalOf = (props: ReturnType<typeof paginationProps>) => {
    if (!props) throw new Error("pagination off");
    const { container } = render(<>{props.showTotal?.(props.total ?? 0, [1, 10])}</>);
    return container.textContent;
  };

  it("says the bound in either language, and an exact total as before", () => {
    const base = { current: 1, pageSize: 10, total: 10_000 };
    expect(totalOf(paginationProps(undefined, base, count))).toBe("10 000+ 条 精确计数");
    expect(totalOf(paginationProps(undefined, base, { ...count, counting: true }))).toBe("10 000+ 条 计数中…");
    expect(totalOf(paginationProps(undefined, base, { ...count, exact: true }))).toBe("共 10000 条");
    setLocale("en-US");
    expect(totalOf(paginationProps(undefined, base, count))).toBe("10,000+ items Count exactly");
  });

  it("counts one page past a bound, so 下一页 stays open", () => {
    const base = { current: 1000, pageSize: 10, total: 10_000 };
    const props = paginationProps(undefined, base, count);
    expect(props && props.total).toBe(10_001);
    const exact = paginationProps(undefined, base, { ...count, exact: true });
    expect(exact && exact.total).toBe(10_000);
  });
});

function serverOf() {
  return { configs: { lesson: lessonConfig }, rows: { lesson: lessonRows } };
}
