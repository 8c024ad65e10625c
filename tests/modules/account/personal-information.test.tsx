import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import PersonalInformationPage from "../../../src/modules/account/PersonalInformationPage.js";
import type { Profile } from "../../../src/modules/account/profile/api.js";
import { reply } from "../../helpers/boot-config.js";
import { editorInfo } from "../../helpers/render-app.js";
import { button } from "../../engine/support/antd.js";
import { calls, fakeServer, renderPage, sent, type Answer } from "../authority/support.js";

const PATH = "/general-settings/personal-information";

const profile: Profile = {
  username: "editor",
  nickname: "编辑",
  avatar: "",
  phone: "",
  email: "",
  admin: false,
  roles: [{ name: "editor", title: "编辑" }],
  last_login_at: "2025-03-01T02:00:00.000Z",
  created_at: "2025-01-01T00:00:00Z",
};

function renderProfile(answer?: Answer) {
  const fetch = fakeServer(answer, (p, init) => {
    if (p === "/v1/profile" && (init?.method ?? "GET") === "GET") return reply(profile);
    if (p === "/v1/profile" && init?.method === "PUT")
      return reply({ ...profile, ...(JSON.parse(String(init.body)) as object) });
    return undefined;
  });
  return { fetch, ...renderPage(<PersonalInformationPage />, { fetch, path: PATH, user: editorInfo }) };
}

const card = (title: string) =>
  screen.getByText(title, { selector: ".ant-card-head-title" }).closest(".ant-card") as HTMLElement;

describe("个人信息 → 个人资料", () => {
  it("checks the fields as you type and saves; the header's name follows", async () => {
    const { fetch, user, services } = renderProfile();
    const nickname = await screen.findByLabelText("昵称");
    expect((nickname as HTMLInputElement).value).toBe("编辑");
    const profileCard = card("个人资料");
    expect(within(profileCard).getByText("editor")).toBeTruthy();

    await user.clear(nickname);
    expect(await within(profileCard).findByText("请输入昵称")).toBeTruthy();
    await user.type(nickname, "小王");
    await user.type(screen.getByLabelText("手机号"), "1380013");
    expect(await within(profileCard).findByText("请输入正确的手机号")).toBeTruthy();
    await user.type(screen.getByLabelText("手机号"), "8000");
    await user.type(screen.getByLabelText("邮箱"), "wang@");
    expect(await within(profileCard).findByText("请输入正确的邮箱")).toBeTruthy();
    await user.type(screen.getByLabelText("邮箱"), "omo.cn");
    await user.click(button("保存"));

    await waitFor(() => expect(calls(fetch, "/v1/profile").filter(([, i]) => i?.method === "PUT")).toHaveLength(1));
    expect(sent(calls(fetch, "/v1/profile").find(([, i]) => i?.method === "PUT")!)).toEqual({
      nickname: "小王",
      avatar: "",
      phone: "13800138000",
      email: "wang@omo.cn",
    });
    await waitFor(() => expect(services.session.get().user?.nickname).toBe("小王"));
    expect(await screen.findByText("保存成功")).toBeTruthy();
  }, 60_000);

  it("puts the server's field message on its field", async () => {
    const { user } = renderProfile((p, init) =>
      p === "/v1/profile" && init?.method === "PUT"
        ? reply({ errors: { avatar: "头像图片不存在，请重新上传" } }, 10001, 400)
        : undefined,
    );
    await screen.findByLabelText("昵称");
    await user.click(button("保存"));
    expect(await screen.findByText("头像图片不存在，请重新上传")).toBeTruthy();
  });
});

describe("个人信息 → 修改密码", () => {
  it("checks the rules as you type and shows a wrong old password on its field", async () => {
    const { fetch, user } = renderProfile((p) =>
      p === "/v1/userinfo_put_class"
        ? reply({ errors: { old_password: "原密码错误" } }, 10001, 400, "原密码错误")
        : undefined,
    );
    const passwordCard = card("修改密码");
    await user.type(within(passwordCard).getByLabelText("新密码"), "123");
    expect(await within(passwordCard).findByText("密码不能少于6位")).toBeTruthy();
    await user.type(within(passwordCard).getByLabelText("新密码"), "456");
    await user.type(within(passwordCard).getByLabelText("确认密码"), "654321");
    expect(await within(passwordCard).findByText("两次输入的新密码不一致")).toBeTruthy();
    await user.clear(within(passwordCard).getByLabelText("确认密码"));
    await user.type(within(passwordCard).getByLabelText("确认密码"), "123456");
    await user.type(within(passwordCard).getByLabelText("原密码"), "guess12");
    await user.click(button("修改密码"));
    expect(await within(passwordCard).findByText("原密码错误")).toBeTruthy();
    expect(sent(calls(fetch, "/v1/userinfo_put_class")[0])).toEqual({
      old_password: "guess12",
      new_password: "123456",
      confirm_password: "123456",
    });
  }, 60_000);

  it("logs out after a change and goes to the login page with a message", async () => {
    const { fetch, user, services, notify } = renderProfile((p) =>
      p === "/v1/userinfo_put_class" ? reply(null, 200, 200, "密码修改成功") : undefined,
    );
    const passwordCard = card("修改密码");
    await user.type(within(passwordCard).getByLabelText("原密码"), "editor123");
    await user.type(within(passwordCard).getByLabelText("新密码"), "newpass1");
    await user.type(within(passwordCard).getByLabelText("确认密码"), "newpass1");
    await user.click(button("修改密码"));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(calls(fetch, "/login_out")).toHaveLength(1);
    expect(services.session.get().token).toBeNull();
    expect(notify.success).toHaveBeenCalledWith("密码修改成功，请使用新密码重新登录");
  }, 60_000);
});
