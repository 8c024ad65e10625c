import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../helpers/boot-config.js";
import { button } from "../../engine/support/antd.js";
import type { DesignedField } from "../../../src/modules/designer/types.js";
import { designerServer, draftFile, files, openResource, renderDesigner, requests, room } from "./support.js";

/** Renames a field in its dialog. */
async function renameField(user: Awaited<ReturnType<typeof renderDesigner>>["user"], from: string, to: string) {
  await user.click(screen.getByRole("button", { name: `编辑字段 ${from}` }));
  const dialog = await screen.findByRole("dialog");
  const name = within(dialog).getByLabelText("字段名");
  await user.clear(name);
  await user.type(name, to);
  await user.click(
    within(dialog)
      .getByText(/^确\s?定$/)
      .closest("button")!,
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

describe("页面设计", () => {
  it("lists every resource and the route tree, and opens a resource with the engine's preview of its rows", async () => {
    const { user } = await renderDesigner();
    expect(screen.getByText("教室")).toBeInTheDocument();
    expect(screen.getAllByText(/通用设置/).length).toBeGreaterThan(0);
    await openResource(user, "room");
    // The real list page, on the real rows of /v1/resources/room.
    expect(await screen.findByText("一号教室")).toBeInTheDocument();
    // The preview's list keeps its page and sort to itself: the address is the designer's.
    expect(window.location.pathname + window.location.search).toBe("/general-settings/page-designer");
  });

  it("marks a module's page with its module and offers no 删除页面 for it", async () => {
    const fetch = designerServer((method, path) =>
      path === "/config/files" && method === "GET"
        ? reply({ ...files(), modules: { "resources/room.json": "rooms" } })
        : undefined,
    );
    const { user } = await renderDesigner(fetch);
    // The list says which module brings each page, and which are the app's own.
    const row = (name: string) => screen.getByRole("button", { name: `打开 ${name}` }).closest("tr")!;
    expect(within(await waitFor(() => row("room"))).getByText("rooms")).toBeInTheDocument();
    await openResource(user, "room");
    expect(screen.getByText("模块 rooms")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "删除页面" })).toBeNull();
  });

  it("offers 删除页面 for a page of the app's own", async () => {
    const { user } = await renderDesigner();
    const row = (await screen.findByRole("button", { name: "打开 room" })).closest("tr")!;
    expect(within(row).getByText("本应用")).toBeInTheDocument();
    await openResource(user, "room");
    expect(screen.getByRole("button", { name: "删除页面" })).toBeInTheDocument();
    expect(screen.queryByText(/^模块 /)).toBeNull();
  });

  it("renaming a field records the column its data is in (renamedFrom) and renames it everywhere", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    expect(screen.getByText("← seats")).toBeInTheDocument();
    const file = await draftFile(user);
    const field = file.record.properties.capacity as DesignedField;
    expect(field).toMatchObject({ type: "integer", title: "座位数", renamedFrom: "seats" });
    expect(file.record.properties.seats).toBeUndefined();
    expect(Object.keys(file.record.properties)).toEqual(["name", "capacity", "kind"]);
    expect(file.record.required).toEqual(["name", "capacity"]);
    expect(file.list.columns.map((c) => c.field)).toEqual(["name", "capacity", "kind"]);
    expect(file.form!.fields.map((f) => f.field)).toEqual(["name", "capacity", "kind"]);
  });

  it("renamed twice, a field still names its saved column; renamed back, it names none", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    await renameField(user, "capacity", "places");
    await user.click(screen.getByRole("tab", { name: /JSON/ }));
    let file = await draftFile(user);
    expect((file.record.properties.places as DesignedField).renamedFrom).toBe("seats");
    await user.click(screen.getByRole("tab", { name: "字段" }));
    await renameField(user, "places", "seats");
    file = await draftFile(user);
    expect((file.record.properties.seats as DesignedField).renamedFrom).toBeUndefined();
  });

  it("checks the JSON as it is typed and lists a schema error at its pointer and line, marked beside it", async () => {
    const { user, fetch } = await renderDesigner();
    await openResource(user, "room");
    const file = await draftFile(user);
    (file.record.properties.seats as { type: string }).type = "int";
    file.list.columns[0].width = 10;
    fireEvent.change(screen.getByLabelText("文件内容"), { target: { value: JSON.stringify(file, null, 2) } });
    // The server checks the file once typing rests.
    await waitFor(() => expect(requests(fetch, "POST", "/config/check").at(-1)?.value).toEqual(file));
    await screen.findByText(/\/record\/properties\/seats\/type/);
    const alerts = screen.getAllByRole("alert");
    const texts = alerts.map((a) => a.textContent ?? "");
    const typeLine =
      JSON.stringify(file, null, 2)
        .split("\n")
        .findIndex((l) => l.includes('"int"')) + 1;
    expect(texts).toContainEqual(expect.stringContaining(`第 ${typeLine} 行`));
    expect(texts).toContainEqual(expect.stringContaining("/record/properties/seats/type"));
    expect(texts).toContainEqual(expect.stringContaining("不是可选的值"));
    expect(texts).toContainEqual(expect.stringContaining("/list/columns/0/width 不能小于 40"));
    const marked = [...document.querySelectorAll("[data-problem]")].map((el) => Number(el.textContent));
    expect(marked).toContain(typeLine);
    // The preview waits for a config the engine can read.
    expect(screen.getByText(/预览暂停/)).toBeInTheDocument();
  });

  it("a syntax error stays in the text with its line; the draft keeps its last good value", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await draftFile(user);
    fireEvent.change(screen.getByLabelText("文件内容"), { target: { value: '{\n  "name": "room",\n}' } });
    expect(await screen.findByText(/第 3 行 JSON 语法错误/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "字段" }));
    expect(screen.getByRole("button", { name: "编辑字段 seats" })).toBeInTheDocument();
  });

  it("保存 shows the diff and the plan, then writes the files with the version it started from", async () => {
    const { user, fetch } = await renderDesigner();
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    await user.click(button("保存"));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("修改资源 room");
    const removed = [...dialog.querySelectorAll(".diff-del")].map((el) => el.textContent);
    const added = [...dialog.querySelectorAll(".diff-add")].map((el) => el.textContent);
    expect(removed).toContain('-      "seats": {');
    expect(added).toContain('+      "capacity": {');
    expect(added).toContain('+        "renamedFrom": "seats"');
    expect(
      requests(fetch, "POST", "/config/plan")[0].files["resources/room.json"].record.properties.capacity,
    ).toBeDefined();
    expect(requests(fetch, "PUT", "/config/files")).toHaveLength(0);

    await user.click(within(dialog).getByText("确认保存").closest("button")!);
    await waitFor(() => expect(requests(fetch, "PUT", "/config/files")).toHaveLength(1));
    const [put] = requests(fetch, "PUT", "/config/files");
    expect(put.baseVersion).toBe("v1");
    expect(Object.keys(put.files)).toEqual(["resources/room.json"]);
    expect(put.files["resources/room.json"].record.properties.capacity.renamedFrom).toBe("seats");
    // Saved: the files are read again, and nothing is left to save.
    await waitFor(() => expect(requests(fetch, "GET", "/config/files")).toHaveLength(2));
    await waitFor(() => expect(button("保存")).toBeDisabled());
  });

  it("a plan with problems shows them and does not offer to save", async () => {
    const problem = {
      file: "resources/room.json",
      pointer: "/record/properties/capacity",
      message: "字段类型不能从整数改为文本",
    };
    const fetch = designerServer((_method, path) =>
      path === "/config/plan" ? reply({ version: "v1", problems: [problem], lines: [] }) : undefined,
    );
    const { user } = await renderDesigner(fetch);
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    await user.click(button("保存"));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/字段类型不能从整数改为文本/)).toBeInTheDocument();
    expect(within(dialog).getByText("确认保存").closest("button")).toBeDisabled();
  });

  it("someone else saved first (10011): 配置已被他人修改, a fresh diff against their files, the draft carried over", async () => {
    const theirs = room();
    theirs.title = "教室（他人修改）";
    let answered = false;
    const fetch = designerServer((method, path) => {
      if (path !== "/config/files" || method !== "PUT" || answered) return undefined;
      answered = true;
      return reply(files("v2", theirs), 10011, 409, "配置已被他人修改");
    });
    const { user } = await renderDesigner(fetch);
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    await user.click(button("保存"));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("修改资源 room");
    await user.click(within(dialog).getByText("确认保存").closest("button")!);

    expect(await within(dialog).findByText("配置已被他人修改")).toBeInTheDocument();
    // Nothing lost: the rename is still in the draft, carried over their file, and the next save names their version.
    expect(screen.getByText("← seats")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText("确认保存").closest("button")).toBeEnabled());
    // Their title is not changed back: the diff against their file does not touch it.
    expect([...dialog.querySelectorAll(".diff-del")].map((el) => el.textContent).join("\n")).not.toContain('"title"');
    await user.click(within(dialog).getByText("确认保存").closest("button")!);
    await waitFor(() => expect(requests(fetch, "PUT", "/config/files")).toHaveLength(2));
    const again = requests(fetch, "PUT", "/config/files")[1] as {
      files: Record<string, { title: string; record: { properties: Record<string, unknown> } }>;
    };
    expect(again.files["resources/room.json"]!.title).toBe("教室（他人修改）");
    expect(Object.keys(again.files["resources/room.json"]!.record.properties)).toContain("capacity");
    expect(requests(fetch, "PUT", "/config/files")[1].baseVersion).toBe("v2");
  });

  it("a config the server refuses (10012) shows its problems in the dialog", async () => {
    const problem = { file: "resources/room.json", pointer: "/list/query/0/operator", message: "运算符不适用于该字段" };
    const fetch = designerServer((method, path) =>
      path === "/config/files" && method === "PUT" ? reply({ problems: [problem] }, 10012, 400, "配置有误") : undefined,
    );
    const { user } = await renderDesigner(fetch);
    await openResource(user, "room");
    await renameField(user, "seats", "capacity");
    await user.click(button("保存"));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("修改资源 room");
    await user.click(within(dialog).getByText("确认保存").closest("button")!);
    expect(await within(dialog).findByText(/运算符不适用于该字段/)).toBeInTheDocument();
  });
});
