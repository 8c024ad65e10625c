import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { user } from "./support/user.js";
import { reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

const teacherConfig: ResourceConfig = {
  name: "teacher",
  title: "讲师",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "讲师姓名" },
      avatar: { type: "string", title: "头像", format: "image" },
      hired_on: { type: "string", title: "入职日期", format: "date" },
    },
  },
  list: { columns: [{ field: "name" }, { field: "avatar" }], actions: { create: true, edit: true } },
  form: {
    mode: "drawer",
    columns: 2,
    fields: [{ field: "name", readOnlyOnEdit: true }, { field: "hired_on" }, { field: "avatar", span: 2 }],
  },
};
const rows = { teacher: [{ id: 3, name: "王老师", avatar: "/uploads/w.png", hired_on: "2023-09-01" }] };
const toasts = () => [...document.querySelectorAll(".ant-message-notice")].map((el) => el.textContent);
const drawer = () => within(document.querySelector<HTMLElement>(".ant-drawer-open")!);

describe("drawer form", () => {
  it("uploads an image and saves the url the server answered", async () => {
    const u = user();
    const { fetch } = renderEngine("/teacher-list", {
      configs: { teacher: teacherConfig },
      rows,
      handle: (_method, url) =>
        url.pathname === "/api/v1/files" ? reply({ url: "/uploads/9f2c.png", name: "me.png" }) : undefined,
    });
    await u.click(await screen.findByText(/新\s?增/));
    await waitFor(() => expect(drawer().getByText("新增讲师")).toBeInTheDocument());
    await u.type(drawer().getByLabelText("讲师姓名"), "李老师");
    const input = document.querySelector<HTMLInputElement>(".ant-drawer-open input[type=file]")!;
    await u.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" }));
    await waitFor(() => expect(document.querySelector(".ant-drawer-open img[src='/uploads/9f2c.png']")).not.toBeNull());
    const [, upload] = fetch.mock.calls.find(([url]) => url === "/api/v1/files")!;
    expect(upload?.method).toBe("POST");
    expect(((upload?.body as FormData).get("file") as File).name).toBe("me.png");

    await u.click(drawer().getByText(/保\s?存/));
    expect(await screen.findByText("新增成功")).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "POST" && typeof i.body === "string")!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: "李老师", avatar: "/uploads/9f2c.png" });
  });

  it("says why an upload was refused in the field's own words", async () => {
    const u = user();
    const refusals = [
      reply({ errors: { file: "只能上传 JPG、PNG、GIF 或 WebP 图片" } }, 10001, 400, "参数错误"),
      reply({ errors: { file: "图片不能超过5MB" } }, 413, 413, "图片不能超过5MB"),
    ];
    renderEngine("/teacher-list", {
      configs: { teacher: teacherConfig },
      rows,
      handle: (_method, url) => (url.pathname === "/api/v1/files" ? refusals.shift() : undefined),
    });
    await u.click(await screen.findByText(/新\s?增/));
    await waitFor(() => expect(drawer().getByText("新增讲师")).toBeInTheDocument());
    const input = () => document.querySelector<HTMLInputElement>(".ant-drawer-open input[type=file]")!;
    // Named .png but judged by its content on the server.
    await u.upload(input(), new File(["<svg/>"], "fake.png", { type: "image/png" }));
    await waitFor(() => expect(toasts()).toEqual(["只能上传 JPG、PNG、GIF 或 WebP 图片"]));
    await u.upload(input(), new File([new Uint8Array([137, 80, 78, 71])], "big.png", { type: "image/png" }));
    await waitFor(() => expect(toasts()).toContain("图片不能超过5MB"));
    // Said once each: not 参数错误, not the catalogue text in front of the server's.
    expect(toasts()).toEqual(["只能上传 JPG、PNG、GIF 或 WebP 图片", "图片不能超过5MB"]);
    expect(document.querySelector(".ant-drawer-open img")).toBeNull();
  });

  it("shows a field marked readOnlyOnEdit but does not let it change", async () => {
    const u = user();
    renderEngine("/teacher-list", { configs: { teacher: teacherConfig }, rows });
    await u.click(within((await screen.findByText("王老师")).closest("tr")!).getByText(/编\s?辑/));
    await waitFor(() => expect(drawer().getByLabelText("讲师姓名")).toHaveValue("王老师"));
    expect(drawer().getByLabelText("讲师姓名")).toBeDisabled();
    expect(drawer().getByText("编辑讲师")).toBeInTheDocument();
    expect(drawer().getByPlaceholderText("请选择入职日期")).toHaveValue("2023-09-01");
  });
});
