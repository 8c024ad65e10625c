import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import RightsManagementPage from "../../../src/modules/authority/RightsManagementPage.js";
import type { Role, StaffAccount } from "../../../src/modules/authority/api.js";
import type { RuleOptions } from "../../../src/common/authority.js";
import { reply } from "../../helpers/boot-config.js";
import { button, pickOption } from "../../engine/support/antd.js";
import { calls, fakeServer, renderPage, sent, type Answer } from "./support.js";

const PATH = "/authority-management/rights-management";

const roles: Role[] = [
  {
    name: "admin",
    title: "管理员",
    description: "系统管理员",
    abilities: ["READ", "WRITE", "DELETE"],
    routes: null,
    accounts: 1,
    created_at: "2025-01-01T00:00:00Z",
  },
  {
    name: "editor",
    title: "编辑",
    description: "教务与运营人员",
    abilities: ["READ", "WRITE"],
    routes: ["CampusList", "LecturerManagement"],
    accounts: 1,
    created_at: "2025-01-01T00:00:00Z",
  },
];

const ruleOptions: RuleOptions = {
  resources: [
    {
      name: "lecturer",
      title: "讲师",
      fields: [
        { name: "name", title: "姓名", type: "string", list: false },
        { name: "phone", title: "手机号", type: "string", list: false },
        { name: "id_card", title: "证件号码", type: "string", list: false },
        { name: "campus_id", title: "所属校区", type: "integer", list: false },
        { name: "subject_ids", title: "教授学科", type: "array", list: true },
      ],
    },
    {
      name: "student",
      title: "学员",
      fields: [{ name: "campus_id", title: "所属校区", type: "integer", list: false }],
    },
  ],
  attributes: [{ name: "campus_ids", title: "所属校区" }],
};

const account = (id: number, username: string, nickname: string, roleNames: string[]): StaffAccount => ({
  id,
  username,
  nickname,
  avatar: "",
  phone: "",
  email: "",
  roles: roleNames,
  admin: username === "admin",
  disabled: false,
  last_login_at: "2025-03-01T02:00:00.000Z",
  created_at: "2025-01-01T00:00:00Z",
  locked_until: null,
  attributes: {},
});

/** The roles and accounts endpoints with the fixtures above; `answer` goes first. */
function renderRights(answer?: Answer, path = PATH) {
  const fetch = fakeServer(answer, (p) => {
    if (p === "/v1/roles") return reply({ list: roles, total: roles.length });
    if (p === "/v1/roles/rule-options") return reply(ruleOptions);
    // 所属校区 (app.json accountAttributes) offers the campuses' option list.
    if (p.startsWith("/v1/resources/campus/options"))
      return reply({
        list: [
          { value: 1, label: "朝阳校区" },
          { value: 2, label: "海淀校区" },
        ],
      });
    if (p.startsWith("/v1/accounts?") || p === "/v1/accounts")
      return reply({
        list: [account(1, "admin", "管理员", ["admin"]), account(2, "editor", "编辑", ["editor"])],
        total: 2,
      });
    return undefined;
  });
  return { fetch, ...renderPage(<RightsManagementPage />, { fetch, path }) };
}

const rowOf = (text: string) => screen.getByText(text, { selector: "td, td *" }).closest("tr") as HTMLElement;
const dialog = () => screen.getByRole("dialog");
/** The tree's checkbox of the `index`-th node titled `title` (a group and its page may share a title). */
function treeCheckbox(title: string, index = 0) {
  const titles = within(dialog()).getAllByText(title, { selector: ".ant-tree-title *" });
  return titles[index].closest(".ant-tree-treenode")!.querySelector(".ant-tree-checkbox") as HTMLElement;
}

describe("权限管理 → 角色管理", () => {
  it("lists the roles with their abilities as tags and their visible pages", async () => {
    renderRights();
    await screen.findByText("系统管理员");
    const admin = rowOf("admin");
    expect(within(admin).getByText("全部页面")).toBeTruthy();
    expect(within(admin).getByText("删除", { selector: ".ant-tag" })).toBeTruthy();
    const editor = rowOf("editor");
    expect(within(editor).getByText("2 个页面")).toBeTruthy();
    expect(within(editor).getByText("查看")).toBeTruthy();
    expect(within(editor).queryByText("删除", { selector: ".ant-tag" })).toBeNull();
  });

  it("creates a role: rules as you type, abilities and the pages ticked in the menu tree", async () => {
    const { fetch, user } = renderRights((p, init) =>
      p === "/v1/roles" && init?.method === "POST" ? reply({ ...roles[1], name: "teacher" }) : undefined,
    );
    await screen.findByText("系统管理员");
    await user.click(button("新增角色"));
    await user.click(button("确定"));
    expect(await within(dialog()).findByText("请输入角色标识")).toBeTruthy();
    expect(await within(dialog()).findByText("请输入角色名称")).toBeTruthy();

    await user.type(within(dialog()).getByLabelText("角色标识"), "Teacher");
    expect(await within(dialog()).findByText("角色标识只能包含小写字母和数字")).toBeTruthy();
    await user.clear(within(dialog()).getByLabelText("角色标识"));
    await user.type(within(dialog()).getByLabelText("角色标识"), "teacher");
    await user.type(within(dialog()).getByLabelText("角色名称"), "教师");
    await user.click(within(dialog()).getByLabelText("删除"));

    // 全部页面 off: every page it may be granted is ticked; 教务管理 off takes its pages away.
    await user.click(within(dialog()).getByLabelText("全部页面"));
    await user.click(treeCheckbox("教务管理"));
    // 权限管理 is kept for admin by routes.json: it cannot be granted to this role.
    expect(within(dialog()).getAllByText("路由仅限：admin").length).toBeGreaterThan(0);
    await user.click(button("确定"));

    await waitFor(() => expect(calls(fetch, "/v1/roles").some(([, i]) => i?.method === "POST")).toBe(true));
    const body = sent(calls(fetch, "/v1/roles").find(([, i]) => i?.method === "POST")!) as {
      name: string;
      abilities: string[];
      routes: string[];
    };
    expect(body.name).toBe("teacher");
    expect(body.abilities).toEqual(["READ", "DELETE"]);
    expect(body.routes).toEqual(expect.arrayContaining(["CampusList", "AddCampus", "PersonalInformation"]));
    for (const gone of ["CourseManagement", "TeachingNotes", "AddVideo", "RightsManagement", "OperationLog"])
      expect(body.routes).not.toContain(gone);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The longest test here: a whole form typed in, and the tree of every page.
  }, 60_000);

  it("shows the server's refusal on the field it concerns", async () => {
    const { user } = renderRights((p, init) =>
      p === "/v1/roles/admin" && init?.method === "PUT"
        ? reply(
            { errors: { routes: "管理员角色必须保留「权限管理」页面，否则您将失去管理员权限" } },
            11010,
            400,
            "管理员角色必须保留「权限管理」页面，否则您将失去管理员权限",
          )
        : undefined,
    );
    await screen.findByText("系统管理员");
    await user.click(within(rowOf("admin")).getByText(/编\s?辑/, { selector: "button *" }));
    expect((within(dialog()).getByLabelText("角色标识") as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog()).getByLabelText("全部页面"));
    await user.click(treeCheckbox("权限管理", 1));
    await user.click(button("确定"));
    expect(await within(dialog()).findByText(/必须保留「权限管理」页面/)).toBeTruthy();
  });

  it("edits 数据权限: a resource's row conditions, hidden and read-only fields, saved as rows and fields", async () => {
    // A shipped role's key may hold a hyphen (roles.json allows it; a new one here does not): it still saves.
    const ruled = {
      ...roles[1]!,
      name: "campus-desk",
      rows: { lecturer: { campus_id: "$user.campus_ids" } },
      fields: { lecturer: { hidden: ["id_card"] } },
    };
    const { fetch, user } = renderRights((p, init) => {
      if (p === "/v1/roles") return reply({ list: [roles[0], ruled], total: 2 });
      return p === "/v1/roles/campus-desk" && init?.method === "PUT" ? reply(ruled) : undefined;
    });
    await screen.findByText("系统管理员");
    await user.click(within(rowOf("campus-desk")).getByText(/编\s?辑/, { selector: "button *" }));
    const entry = await within(dialog()).findByTestId("rule-entry");
    expect(within(entry).getByText("讲师")).toBeTruthy();
    expect(await within(entry).findByText("账号的所属校区")).toBeTruthy();
    expect(within(entry).getByText("证件号码")).toBeTruthy();
    await pickOption(user, "只读字段", "手机号");

    // A new rule must name its resource.
    await user.click(button("添加资源规则"));
    await user.click(button("确定"));
    expect(await within(dialog()).findByText("请选择资源")).toBeTruthy();
    await user.click(within(dialog()).getAllByRole("button", { name: /删除规则/ })[1]!);
    await user.click(button("确定"));

    await waitFor(() => expect(calls(fetch, "/v1/roles/campus-desk").some(([, i]) => i?.method === "PUT")).toBe(true));
    const body = sent(calls(fetch, "/v1/roles/campus-desk").find(([, i]) => i?.method === "PUT")!) as Pick<
      Role,
      "rows" | "fields"
    >;
    expect(body.rows).toEqual({ lecturer: { campus_id: "$user.campus_ids" } });
    expect(body.fields).toEqual({ lecturer: { hidden: ["id_card"], readOnly: ["phone"] } });
  }, 30_000);

  it("asks before deleting and says why the server refused", async () => {
    const { fetch, user } = renderRights((p, init) =>
      p === "/v1/roles/editor" && init?.method === "DELETE"
        ? reply(
            { holders: ["editor"] },
            13105,
            409,
            "角色「编辑」仍被 1 个账号使用（editor），请先在账号管理中移除该角色",
          )
        : undefined,
    );
    await screen.findByText("系统管理员");
    await user.click(within(rowOf("editor")).getByText(/删\s?除/, { selector: "button *" }));
    expect(await screen.findByText("确定删除角色「编辑」吗？")).toBeTruthy();
    await user.click(button("确定"));
    expect(await screen.findByText(/仍被 1 个账号使用/)).toBeTruthy();
    expect(calls(fetch, "/v1/roles/editor").map(([, i]) => i?.method)).toEqual(["DELETE"]);
  });
});

describe("权限管理 → 账号管理", () => {
  it("lists accounts with role tags and edits nickname, roles, 所属校区 and 禁用", async () => {
    const { fetch, user } = renderRights(
      (p, init) =>
        p === "/v1/accounts/2" && init?.method === "PUT" ? reply(account(2, "editor", "小编", [])) : undefined,
      `${PATH}?tab=accounts`,
    );
    const editor = (await screen.findByText("editor", { selector: "td *" })).closest("tr") as HTMLElement;
    expect(within(editor).getByText("正常")).toBeTruthy();
    expect(within(editor).getByText("编辑", { selector: ".ant-tag" })).toBeTruthy();
    expect(within(editor).getByText("2025-03-01", { exact: false })).toBeTruthy();

    await user.click(within(editor).getByText(/编\s?辑/, { selector: "button *" }));
    const nickname = within(dialog()).getByLabelText("昵称");
    await user.clear(nickname);
    await user.type(nickname, "超".repeat(21));
    expect(await within(dialog()).findByText("昵称不能超过20个字符")).toBeTruthy();
    await user.clear(nickname);
    await user.type(nickname, "小编");
    await user.click(within(dialog()).getByRole("switch"));
    await pickOption(user, "所属校区", "海淀校区");
    await user.click(button("确定"));

    await waitFor(() => expect(calls(fetch, "/v1/accounts/2")).toHaveLength(1));
    expect(sent(calls(fetch, "/v1/accounts/2")[0])).toEqual({
      nickname: "小编",
      roles: ["editor"],
      disabled: true,
      attributes: { campus_ids: [2] },
    });
  });

  it("resets a password with the rules as you type", async () => {
    const { fetch, user } = renderRights(undefined, `${PATH}?tab=accounts`);
    const editor = (await screen.findByText("editor", { selector: "td *" })).closest("tr") as HTMLElement;
    await user.click(within(editor).getByText("重置密码", { selector: "button *" }));
    expect(within(dialog()).getByText("重置「editor」的密码")).toBeTruthy();
    await user.type(within(dialog()).getByLabelText("新密码"), "123");
    expect(await within(dialog()).findByText("密码不能少于6位")).toBeTruthy();
    await user.type(within(dialog()).getByLabelText("新密码"), "456");
    await user.type(within(dialog()).getByLabelText("确认密码"), "123457");
    expect(await within(dialog()).findByText("两次输入的密码不一致")).toBeTruthy();
    await user.clear(within(dialog()).getByLabelText("确认密码"));
    await user.type(within(dialog()).getByLabelText("确认密码"), "123456");
    await user.click(button("确定"));
    await waitFor(() => expect(calls(fetch, "/v1/accounts/2/password")).toHaveLength(1));
    expect(sent(calls(fetch, "/v1/accounts/2/password")[0])).toEqual({
      password: "123456",
      confirm_password: "123456",
    });
  });

  it("creates an account: the name's rule as you type, roles, and the server's refusal on its field", async () => {
    let tries = 0;
    const { fetch, user } = renderRights((p, init) => {
      if (p !== "/v1/accounts" || init?.method !== "POST") return undefined;
      // The first try takes a name that exists; the second goes through.
      return tries++ === 0
        ? reply({ errors: { username: "用户名已存在" } }, 10001, 400)
        : reply(account(3, "frontdesk1", "前台", ["editor"]));
    }, `${PATH}?tab=accounts`);
    await screen.findByText("editor", { selector: "td *" });
    await user.click(button("新增账号"));
    await user.click(button("确定"));
    expect(await within(dialog()).findByText("请输入用户名")).toBeTruthy();
    expect(await within(dialog()).findByText("请输入密码")).toBeTruthy();
    expect(calls(fetch, "/v1/accounts").filter(([, i]) => i?.method === "POST")).toHaveLength(0);

    await user.type(within(dialog()).getByLabelText("用户名"), "front desk");
    expect(await within(dialog()).findByText("用户名为2到32个字母、数字、下划线或汉字")).toBeTruthy();
    await user.clear(within(dialog()).getByLabelText("用户名"));
    await user.type(within(dialog()).getByLabelText("用户名"), "editor");
    await user.type(within(dialog()).getByLabelText("昵称"), "前台");
    await user.type(within(dialog()).getByLabelText("初始密码"), "desk1234");
    await user.type(within(dialog()).getByLabelText("确认密码"), "desk1234");
    await user.click(within(dialog()).getByLabelText("角色"));
    await user.click(await screen.findByText("编辑（editor）", { selector: ".ant-select-item-option-content" }));
    await user.click(button("确定"));
    expect(await within(dialog()).findByText("用户名已存在")).toBeTruthy();

    await user.clear(within(dialog()).getByLabelText("用户名"));
    await user.type(within(dialog()).getByLabelText("用户名"), "frontdesk1");
    await user.click(button("确定"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = calls(fetch, "/v1/accounts").filter(([, i]) => i?.method === "POST");
    expect(sent(posts[1])).toEqual({
      username: "frontdesk1",
      nickname: "前台",
      password: "desk1234",
      confirm_password: "desk1234",
      roles: ["editor"],
      // 所属校区 left empty: nothing to carry.
      attributes: {},
    });
  }, 30_000);
});
