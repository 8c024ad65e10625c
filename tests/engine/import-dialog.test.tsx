import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { user } from "./support/user.js";
import { button } from "./support/antd.js";
import { reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { ImportReport } from "../../src/engine/import/types.js";

const config: ResourceConfig = {
  name: "pupil",
  title: "学员",
  record: {
    type: "object",
    required: ["name"],
    properties: { name: { type: "string", title: "姓名" }, phone: { type: "string", title: "手机号" } },
  },
  list: { columns: [{ field: "name" }, { field: "phone" }], actions: { create: true, export: true, import: true } },
  form: { fields: [{ field: "name" }, { field: "phone" }] },
};

const badReport: ImportReport = {
  total: 12,
  valid: 10,
  invalid: 2,
  ok: false,
  problemCount: 2,
  columns: { ignored: ["ID"], missing: [] },
  problems: [
    { row: 3, field: "phone", column: "手机号", message: "请输入正确的手机号" },
    { row: 9, field: "name", column: "姓名", message: "请输入姓名" },
  ],
};
const goodReport: ImportReport = { ...badReport, valid: 12, invalid: 0, ok: true, problems: [], problemCount: 0 };

const reader = { username: "reader", avatar: "", roles: ["viewer"], ability: ["READ"], admin: false };
const dialog = () => within(document.querySelector<HTMLElement>(".ant-modal")!);
const csv = (name: string) => new File(["姓名,手机号\r\n张三,123\r\n"], name, { type: "text/csv" });
const fileInput = () => document.querySelector<HTMLInputElement>(".ant-modal input[type=file]")!;

/** Answers the import routes: the first check finds two bad rows, the next one none; the commit writes 12. */
function importServer() {
  let checks = 0;
  return {
    configs: { pupil: config },
    rows: { pupil: [{ id: 1, name: "李四", phone: "13800000000" }] },
    handle: (method: string, url: URL) => {
      if (method === "POST" && url.pathname === "/api/v1/resources/pupil/import/check")
        return reply(checks++ === 0 ? badReport : goodReport);
      if (method === "POST" && url.pathname === "/api/v1/resources/pupil/import")
        return reply({ ...goodReport, inserted: 12 }, 200, 200, "成功导入12条学员");
      return undefined;
    },
  };
}

describe("导入", () => {
  it("shows beside 导出 to users who may create", async () => {
    renderEngine("/pupil-list", importServer());
    expect(await screen.findByText("李四")).toBeInTheDocument();
    expect(button("导入")).toBeInTheDocument();
  });

  it("is hidden from a user who may only read", async () => {
    renderEngine("/pupil-list", importServer(), reader);
    expect(await screen.findByText("李四")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /导\s?入/ })).toBeNull();
  });

  it("checks a chosen file, lists every bad row, and imports only a clean file, then reloads the list", async () => {
    const u = user();
    const { fetch } = renderEngine("/pupil-list", importServer());
    await screen.findByText("李四");
    await u.click(button("导入"));
    expect(dialog().getByText("导入学员")).toBeInTheDocument();
    const commit = () => dialog().getByRole("button", { name: /^导\s?入( \d+ 条)?$/ });
    expect(commit()).toBeDisabled();

    await u.upload(fileInput(), csv("学员.csv"));
    expect(await dialog().findByText("请输入正确的手机号")).toBeInTheDocument();
    const rows = dialog()
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows).toEqual([
      ["3", "手机号", "请输入正确的手机号"],
      ["9", "姓名", "请输入姓名"],
    ]);
    expect(dialog().getByText(/共 12 行：10 行无误，2 行有错误/)).toBeInTheDocument();
    expect(dialog().getByText("以下列不会导入：ID")).toBeInTheDocument();
    expect(commit()).toBeDisabled();
    expect(requestsTo(fetch, "/api/v1/resources/pupil/import/check", "POST")).toHaveLength(1);

    await u.upload(fileInput(), csv("学员-已改.csv"));
    expect(await dialog().findByText("共 12 行，全部无误，可以导入。")).toBeInTheDocument();
    expect(dialog().getByText(/学员-已改\.csv/)).toBeInTheDocument();
    await waitFor(() => expect(commit()).toBeEnabled());
    expect(commit()).toHaveTextContent("导入 12 条");

    const lists = requestsTo(fetch, "/api/v1/resources/pupil").length;
    await u.click(commit());
    expect(await dialog().findByText("成功导入 12 条")).toBeInTheDocument();
    const sent = requestsTo(fetch, "/api/v1/resources/pupil/import", "POST");
    expect(sent).toHaveLength(1);
    const body = fetch.mock.calls.find(
      ([u, init]) => String(u).endsWith("/pupil/import") && init?.method === "POST",
    )![1]!.body as FormData;
    expect((body.get("file") as File).name).toBe("学员-已改.csv");
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/pupil").length).toBeGreaterThan(lists));
  });

  it("says which required columns are missing", async () => {
    const u = user();
    const server = importServer();
    const missing = {
      ...badReport,
      total: 0,
      valid: 0,
      invalid: 0,
      problems: [],
      problemCount: 0,
      columns: { ignored: [], missing: ["姓名"] },
    };
    renderEngine("/pupil-list", {
      ...server,
      handle: (m: string, url: URL) =>
        url.pathname.endsWith("/import/check") ? reply(missing) : server.handle(m, url),
    });
    await screen.findByText("李四");
    await u.click(button("导入"));
    await u.upload(fileInput(), csv("x.csv"));
    expect(await dialog().findByText("缺少必填列：姓名。请使用导入模板的列名。")).toBeInTheDocument();
  });
});
