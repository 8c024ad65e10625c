import { useEffect } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSession } from "../../../../src/app/services-context.js";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import AuxiliaryArrangementPage from "../../web/AuxiliaryArrangementPage.js";
import { findPage, visitInfo } from "../../../../src/shell/tabs/current-route.js";
import { useTabs } from "../../../../src/shell/tabs/tabs-store.js";
import { useTabsStore } from "../../../../src/shell/tabs/use-tabs-store.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import {
  bodies,
  calls,
  fakeServer,
  renderPage,
  type Answer,
  type FakeFetch,
} from "../../../../tests/helpers/render-page.js";
import { detail3, lesson, slots3 } from "./conflict-fixtures.js";

const PATH = "/educational-administration/auxiliary-arrangement";
const reader: UserInfo = { username: "reader", avatar: "", roles: ["editor"], ability: ["READ"], admin: false };

/** Opens the page's tab as the shell does on a visit, and shows the tab titles. */
function TabsProbe() {
  const store = useTabsStore();
  const { routes } = useSession();
  const { tabs } = useTabs(store);
  useEffect(() => {
    const { pathname, search } = window.location;
    const flat = findPage(routes ?? [], pathname);
    if (flat) store.visit(visitInfo(flat, pathname, search));
  }, [store, routes]);
  return <output data-testid="tabs">{tabs.map((t) => t.title).join("|")}</output>;
}

const moved = lesson(2803, "2026-11-24", "09:15", "09:15-10:00");

const auxServer: Answer = (path, init) => {
  const [route, search] = path.split("?");
  const q = new URLSearchParams(search);
  if (route === "/v1/schedule/conflicts/3") return reply(detail3);
  if (route === "/v1/schedule/conflicts/3/slots")
    return reply(slots3(q.get("date") === "2026-11-30" ? "2026-11-30" : "2026-11-23"));
  if (route === "/v1/schedule/conflicts/3/reschedule" && init?.method === "POST")
    return reply(moved, 200, 200, "调课成功");
  if (route.startsWith("/v1/schedule/conflicts/"))
    return reply({ errors: { id: "冲突记录不存在" } }, 15009, 404, "冲突记录不存在");
  return undefined;
};

function renderAux(options: { id?: string; answer?: Answer; user?: UserInfo } = {}) {
  const fetch = fakeServer(options.answer, auxServer);
  const rendered = renderPage(
    // After the page, as the shell opens the tab after the page's own effects have run.
    <>
      <AuxiliaryArrangementPage />
      <TabsProbe />
    </>,
    { fetch, path: `${PATH}?id=${options.id ?? "3"}`, user: options.user },
  );
  return { ...rendered, fetch };
}

const slotQueries = (fetch: FakeFetch) =>
  calls(fetch, "/v1/schedule/conflicts/3/slots").map(([url]) =>
    Object.fromEntries(new URL(String(url), "http://localhost").searchParams),
  );

const descriptions = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>(".ant-descriptions-item-label")].map((label) => [
      label.textContent,
      label.nextElementSibling?.textContent,
    ]),
  );

/** The cell of the week table's row (teacher, student, free) under a day's header. */
const cell = (rowKey: string, day: number) =>
  document.querySelectorAll<HTMLElement>(`tbody tr[data-row-key="${rowKey}"] td`)[day + 1];

const modal = () => [...document.querySelectorAll<HTMLElement>(".ant-modal")].at(-1)!;
const modalButton = (text: string) => within(modal()).getByText(new RegExp(`^${[...text].join("\\s?")}$`));

describe("the auxiliary arrangement page", () => {
  it("reads the conflict from the address, titles its tab and shows the lesson", async () => {
    const { fetch } = renderAux();
    expect(await screen.findByText("高三生物 第7讲 人体的内环境与稳态")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/conflicts/3?")).toHaveLength(0);
    expect(calls(fetch, "/v1/schedule/conflicts/3")[0][0]).toBe("/api/v1/schedule/conflicts/3");
    expect(descriptions()).toMatchObject({
      学生: "上官梓涵",
      年级: "高三",
      学科: "生物",
      课程标题: "高三生物 第7讲 人体的内环境与稳态",
      日期: "2026-11-28",
      触发原因: "讲师「武佳琪」在该时段已有课程（11月28日 16:00-16:30 学生「蓝瑾瑜」）",
      讲师: "武佳琪",
      上课时间: "16:15-17:00",
      开始时间: "16:15",
      课程时长: "45分钟",
    });
    await waitFor(() => expect(screen.getByTestId("tabs").textContent).toBe("辅助排课 · 上官梓涵 11-28"));
  });

  it("shows the teacher's and student's week, with the free times by half day", async () => {
    const { fetch } = renderAux();
    await waitFor(() => expect(cell("free", 1)).toBeTruthy());
    expect(slotQueries(fetch)).toEqual([{}]);
    const heads = [...document.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(heads.slice(1)).toEqual([
      "周一 11/23",
      "周二 11/24",
      "周三 11/25",
      "周四 11/26",
      "周五 11/27",
      "周六 11/28",
      "周日 11/29",
    ]);
    expect(screen.getByText("讲师「武佳琪」")).toBeInTheDocument();
    expect(screen.getByText("学生「上官梓涵」")).toBeInTheDocument();
    expect(cell("teacher", 5).textContent).toContain("16:00-16:30蓝瑾瑜");
    expect(cell("teacher", 5).textContent).toContain("16:15-17:00待调整");
    expect(cell("free", 1).textContent).toBe("上午09:0009:15下午14:30");
    expect(cell("free", 0).textContent).toBe("无空闲时段");
  });

  it("browses to the next week with its date", async () => {
    const { fetch, user } = renderAux();
    await waitFor(() => expect(cell("free", 1)).toBeTruthy());
    await user.click(screen.getByText("下一周"));
    await waitFor(() => expect(slotQueries(fetch)).toEqual([{}, { date: "2026-11-30" }]));
    await waitFor(() => expect(document.querySelectorAll("thead th")[1].textContent).toBe("周一 11/30"));
    expect(screen.getByText("2026年11月30日 – 2026年12月06日")).toBeInTheDocument();
    expect(window.location.search).toBe("?id=3");
  });

  it("moves the lesson to a chosen free time after asking, and shows 冲突已解决", async () => {
    const { fetch, user, notify } = renderAux();
    await waitFor(() => expect(cell("free", 1)).toBeTruthy());
    await user.click(within(cell("free", 1)).getByText("09:15"));
    expect(await screen.findByText("确定将该课程调整到 2026-11-24 09:15 吗？")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/conflicts/3/reschedule")).toHaveLength(0);
    await user.click(modalButton("确定"));
    expect(await screen.findByText("冲突已解决")).toBeInTheDocument();
    expect(bodies(fetch, "/v1/schedule/conflicts/3/reschedule")).toEqual([{ date: "2026-11-24", time: "09:15" }]);
    expect(screen.getByText("调课成功")).toBeInTheDocument();
    expect(screen.getByText("课程已调整到 2026-11-24 09:15-10:00")).toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();

    await user.click(screen.getByText(/^查\s?看\s?课\s?表$/));
    expect(window.location.pathname + window.location.search).toBe(
      "/educational-administration/course-management?date=2026-11-24",
    );
  });

  it("says why a time was refused (15033) and reloads the free times", async () => {
    const reason = "讲师「武佳琪」在该时段已有课程（11月24日 09:00-10:00 学生「蓝瑾瑜」）";
    const taken: Answer = (path) =>
      path.endsWith("/reschedule") ? reply({ errors: { time: reason } }, 15033, 409, reason) : undefined;
    const { fetch, user } = renderAux({ answer: taken });
    await waitFor(() => expect(cell("free", 1)).toBeTruthy());
    await user.click(within(cell("free", 1)).getByText("09:00"));
    await user.click(await waitFor(() => modalButton("确定")));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(slotQueries(fetch).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText("冲突已解决")).not.toBeInTheDocument();
    expect(cell("free", 1)).toBeTruthy();
  });

  it("shows the free times to a reader without offering them", async () => {
    const { user, fetch } = renderAux({ user: reader });
    await waitFor(() => expect(cell("free", 1)).toBeTruthy());
    expect(within(cell("free", 1)).queryAllByRole("button")).toHaveLength(0);
    await user.click(within(cell("free", 1)).getByText("09:15"));
    expect(screen.queryByText(/确定将该课程调整到/)).not.toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/conflicts/3/reschedule")).toHaveLength(0);
  });

  it("shows 冲突不存在或已处理 for an unknown id, and goes back to the list", async () => {
    const { user, notify } = renderAux({ id: "99" });
    expect(await screen.findByText("冲突不存在或已处理")).toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
    await user.click(screen.getAllByText(/^返\s?回$/).at(-1)!);
    expect(window.location.pathname).toBe("/educational-administration/course-conflict");
  });

  it("shows 冲突不存在或已处理 for a conflict already resolved", async () => {
    renderAux({
      answer: (p) =>
        p === "/v1/schedule/conflicts/3" ? reply({ ...detail3, resolved_at: "2026-11-22 10:00" }) : undefined,
    });
    expect(await screen.findByText("冲突不存在或已处理")).toBeInTheDocument();
  });

  it("asks nothing for an id that is no number", async () => {
    const { fetch } = renderAux({ id: "abc" });
    expect(await screen.findByText("冲突不存在或已处理")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule")).toHaveLength(0);
  });
});
