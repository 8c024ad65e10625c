import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admin, editor } from "../support/boot.js";
import { requestsTo } from "../support/fake-resources.js";
import { button } from "../support/antd.js";
import { user } from "../support/user.js";
import { renderShow } from "./render-show.js";
import { server } from "./fixtures.js";

const card = (title: string) =>
  screen.getByText(title, { selector: ".ant-card-head-title" }).closest(".ant-card") as HTMLElement;
const namesIn = (el: HTMLElement) =>
  [...el.querySelectorAll(".ant-table-tbody tr.ant-table-row")].map((tr) => tr.querySelector("td")?.textContent);

describe("child lists of a detail page", () => {
  it("lists the rows pointing to this one, pages them and filters them with their own query form", async () => {
    const u = user();
    const { fetch } = renderShow("/school-detail?id=1", server);
    await screen.findByText("本校教师", { selector: ".ant-card-head-title" });
    const teachers = card("本校教师");
    await waitFor(() => expect(namesIn(teachers)).toEqual(["张老师", "李老师"]));
    expect(within(teachers).getByText("共 3 条")).toBeInTheDocument();
    // The relation column is left out: every row is this school's.
    expect([...teachers.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["姓名"]);
    const first = requestsTo(fetch, "/api/v1/resources/teacher").at(-1)!;
    expect(first.searchParams.get("school_id")).toBe("1");
    expect(first.searchParams.get("pageSize")).toBe("2");

    await u.click(within(teachers).getByTitle("2"));
    await waitFor(() => expect(namesIn(teachers)).toEqual(["王老师"]));
    expect(window.location.pathname + window.location.search).toBe("/school-detail?id=1");

    // The query form has the child's fields, not the fixed one; 查询 keeps the school.
    expect(within(teachers).queryByLabelText("学校")).toBeNull();
    await u.type(within(teachers).getByLabelText("姓名"), "李老师");
    await u.click(
      within(teachers)
        .getByText(/^查\s?询$/)
        .closest("button")!,
    );
    await waitFor(() => expect(namesIn(teachers)).toEqual(["李老师"]));
    const filtered = requestsTo(fetch, "/api/v1/resources/teacher").at(-1)!;
    expect(filtered.searchParams.get("name")).toBe("李老师");
    expect(filtered.searchParams.get("school_id")).toBe("1");

    // 重置 drops the user's filter, never the school.
    await u.click(
      within(teachers)
        .getByText(/^重\s?置$/)
        .closest("button")!,
    );
    await waitFor(() => expect(namesIn(teachers)).toEqual(["张老师", "李老师"]));
    expect(requestsTo(fetch, "/api/v1/resources/teacher").at(-1)!.searchParams.get("school_id")).toBe("1");
  });

  it("starts a new child row with this row as its parent", async () => {
    const u = user();
    const { fetch } = renderShow("/school-detail?id=1", server);
    await screen.findByText("本校教师", { selector: ".ant-card-head-title" });
    await u.click(within(card("本校教师")).getByText("新增教师").closest("button")!);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByText("第一中学")).toBeInTheDocument());
    await u.type(within(dialog).getByLabelText("姓名"), "孙老师");
    await u.click(
      within(dialog)
        .getByText(/^保\s?存$/)
        .closest("button")!,
    );
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/teacher", "POST")).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ name: "孙老师", school_id: 1 });
  });

  it("titles a list without its own title by the child resource", async () => {
    renderShow("/school-detail?id=1", server, { ...admin });
    expect(await screen.findByText("教室", { selector: ".ant-card-head-title" })).toBeInTheDocument();
    await waitFor(() => expect(namesIn(card("教室"))).toEqual(["101 教室"]));
  });

  it("leaves out a child list the user may not read, without asking for it", async () => {
    const { fetch } = renderShow("/school-detail?id=1", server, editor);
    await screen.findByText("本校教师", { selector: ".ant-card-head-title" });
    expect(screen.queryByText("教室", { selector: ".ant-card-head-title" })).toBeNull();
    expect(requestsTo(fetch, "/api/v1/resources/room")).toHaveLength(0);
  });

  it("leaves out a child list whose page the user may not open (the server's page gate)", async () => {
    const { fetch } = renderShow("/school-detail?id=1", server, admin, ["schoolList", "schoolDetail", "roomList"]);
    await screen.findByText("教室", { selector: ".ant-card-head-title" });
    expect(screen.queryByText("本校教师")).toBeNull();
    expect(requestsTo(fetch, "/api/v1/resources/teacher")).toHaveLength(0);
    expect(requestsTo(fetch, "/api/v1/resources/teacher/config")).toHaveLength(0);
    expect(button("编辑")).toBeInTheDocument();
  });
});
