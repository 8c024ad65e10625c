import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { button, pickOption } from "../../engine/support/antd.js";
import type { RouteConfig } from "../../../src/types/generated/routes.js";
import { choose, draftFile, openResource, renderDesigner, requests } from "./support.js";

const okIn = (dialog: HTMLElement, text = "确定") =>
  within(dialog)
    .getAllByText(new RegExp(`^${[...text].join("\\s?")}$`))
    .map((el) => el.closest("button")!)
    .find(Boolean)!;

const flat = (routes: RouteConfig[]): RouteConfig[] => routes.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe("页面设计: editing", () => {
  it("adds a field with a rule and its message; it joins the list and the form, and the preview form shows it", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await user.click(button("添加字段"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("字段名"), "floor");
    await user.type(within(dialog).getByLabelText("标题"), "楼层");
    await pickOption(user, "类型", "整数（integer）");
    await user.type(await within(dialog).findByLabelText("最小值"), "1");
    await user.type(within(dialog).getByLabelText("最小值的提示"), "楼层至少为1");
    await user.click(okIn(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const file = await draftFile(user);
    expect(file.record.properties.floor).toEqual({
      type: "integer",
      title: "楼层",
      minimum: 1,
      errorMessage: { minimum: "楼层至少为1" },
    });
    expect(file.list.columns.at(-1)).toEqual({ field: "floor" });
    expect(file.form!.fields.at(-1)).toEqual({ field: "floor" });
    await user.click(screen.getByRole("tab", { name: "表单预览" }));
    expect(await screen.findByLabelText("楼层")).toBeInTheDocument();
  });

  it("refuses a new field under a name the page has: the message on the name, the dialog open, nothing changed", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    const before = await draftFile(user);
    await user.click(screen.getByRole("tab", { name: "字段" }));
    await user.click(button("添加字段"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("字段名"), "seats");
    await user.type(within(dialog).getByLabelText("标题"), "备用座位");
    await user.click(okIn(dialog));
    expect(await within(dialog).findByText("已有同名字段")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBe(dialog);
    await user.click(within(dialog).getByText(/^取\s?消$/));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await draftFile(user)).toEqual(before);
  });

  it("edits columns in place: width, hidden, a renderer", async () => {
    const { user } = await renderDesigner();
    await openResource(user, "room");
    await user.click(screen.getByRole("tab", { name: "列表列" }));
    fireEvent.change(await screen.findByLabelText("宽度 2"), { target: { value: "120" } });
    fireEvent.blur(screen.getByLabelText("宽度 2"));
    await user.click(screen.getByLabelText("默认隐藏 3"));
    await choose(user, "显示方式 2", "数字（number）");
    const file = await draftFile(user);
    expect(file.list.columns[1]).toEqual({ field: "seats", width: 120, render: "number" });
    expect(file.list.columns[2]).toEqual({ field: "kind", hidden: true });
  });

  it("新建页面 from scratch adds the file and its menu entry to the draft, both saved together", async () => {
    const { user, fetch } = await renderDesigner();
    await user.click(button("新建页面"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("名称"), "lab");
    await user.type(within(dialog).getByLabelText("标题"), "实验室");
    expect(within(dialog).getByLabelText<HTMLInputElement>("菜单标题").value).toBe("实验室管理");
    await user.click(okIn(dialog, "创建"));

    const file = await draftFile(user);
    expect(file).toMatchObject({ name: "lab", title: "实验室", record: { properties: { name: { type: "string" } } } });
    await user.click(button("保存"));
    const save = await screen.findByRole("dialog");
    await within(save).findByText("修改资源 room");
    await user.click(okIn(save, "确认保存"));
    await waitFor(() => expect(requests(fetch, "PUT", "/config/files")).toHaveLength(1));
    const [put] = requests(fetch, "PUT", "/config/files");
    expect(Object.keys(put.files).sort()).toEqual(["resources/lab.json", "routes.json"]);
    const route = flat(put.files["routes.json"].routes).find((r) => r.component === "resource:lab");
    expect(route).toMatchObject({ path: "lab", name: "Lab", meta: { title: "实验室管理" } });
    const group = flat(put.files["routes.json"].routes).find((r) => r.children?.includes(route!));
    expect(group?.name).toBe("GeneralSettings");
  });

  it("新建页面 refuses the name of a page that exists", async () => {
    const { user } = await renderDesigner();
    await user.click(button("新建页面"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("名称"), "room");
    await user.type(within(dialog).getByLabelText("标题"), "教室");
    await user.click(okIn(dialog, "创建"));
    expect(await within(dialog).findByText("已有同名页面")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBe(dialog);
  });

  it("新建页面 as a copy takes the other page's fields under its own name", async () => {
    const { user } = await renderDesigner();
    await user.click(button("新建页面"));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("复制已有页面"));
    await pickOption(user, "复制自", "room");
    await user.type(within(dialog).getByLabelText("名称"), "lab");
    await user.clear(within(dialog).getByLabelText("标题"));
    await user.type(within(dialog).getByLabelText("标题"), "实验室");
    await user.click(okIn(dialog, "创建"));
    const file = await draftFile(user);
    expect(file.name).toBe("lab");
    expect(file.title).toBe("实验室");
    expect(Object.keys(file.record.properties)).toEqual(["name", "seats", "kind"]);
  });

  it("the route tab edits the page's menu entry: title, group, roles", async () => {
    const { user, fetch } = await renderDesigner();
    await user.click(button("新建页面"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("名称"), "lab");
    await user.type(within(dialog).getByLabelText("标题"), "实验室");
    await user.click(okIn(dialog, "创建"));
    await waitFor(() => expect(screen.getAllByText("字段名").length).toBeGreaterThan(0));
    await user.click(screen.getByRole("tab", { name: "路由" }));
    const title = await screen.findByLabelText<HTMLInputElement>("菜单标题");
    await user.clear(title);
    await user.type(title, "实验室列表");
    await choose(user, "可见角色", "管理员（admin）");
    await user.click(button("保存"));
    const save = await screen.findByRole("dialog");
    await user.click(
      await waitFor(() => {
        const ok = okIn(save, "确认保存");
        expect(ok).toBeEnabled();
        return ok;
      }),
    );
    await waitFor(() => expect(requests(fetch, "PUT", "/config/files")).toHaveLength(1));
    const route = flat(requests(fetch, "PUT", "/config/files")[0].files["routes.json"].routes).find(
      (r) => r.component === "resource:lab",
    );
    expect(route?.meta).toEqual({ title: "实验室列表", icon: "file-text", roles: ["admin"] });
  });
});
