import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

interface Route {
  name: string;
  children?: Route[];
}
interface Role {
  name: string;
  title: string;
  description: string;
  abilities: string[];
  routes: string[] | null;
  accounts: number;
}
interface Account {
  id: number;
  username: string;
  nickname: string;
  roles: string[];
  disabled: boolean;
  last_login_at: string | null;
}
type Errors = { errors: Record<string, string> };

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  editor = await t.login("editor");
  // Seeding every resource takes a while on a busy machine.
}, 60_000);
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { code: token }, ...(payload ? { payload } : {}) });
const names = (routes: Route[]): string[] => routes.flatMap((r) => [r.name, ...names(r.children ?? [])]);
const menuOf = async (token: string) =>
  names(body<{ list: Route[] }>(await call("GET", "/api/router/getList", token)).data.list);
const setEditorPages = (routes: string[] | null) => call("PUT", "/api/v1/roles/editor", admin, { routes });
const accountId = async (username: string) =>
  body<{ list: Account[] }>(await call("GET", `/api/v1/accounts?keyword=${username}`, admin)).data.list.find(
    (a) => a.username === username,
  )!.id;

describe("GET /api/v1/roles", () => {
  it("lists the seeded roles with their abilities, pages and holders", async () => {
    const res = await call("GET", "/api/v1/roles", admin);
    expect(res.statusCode).toBe(200);
    const list = body<{ list: Role[] }>(res).data.list;
    expect(list.find((r) => r.name === "admin")).toMatchObject({
      title: "管理员",
      abilities: ["READ", "WRITE", "DELETE"],
      routes: null,
      accounts: 1,
    });
    expect(list.find((r) => r.name === "editor")).toMatchObject({ abilities: ["READ", "WRITE"], accounts: 1 });
  });
});

describe("role validation", () => {
  const create = (payload: object) => call("POST", "/api/v1/roles", admin, payload);

  it("names every missing field in Chinese (10001)", async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(body<Errors>(res)).toMatchObject({
      code: 10001,
      data: { errors: { name: "请输入角色标识", title: "请输入角色名称", abilities: "请选择权限" } },
    });
  });

  it("refuses a name that is not lower case letters and digits, and abilities beyond READ/WRITE/DELETE", async () => {
    const res = await create({ name: "Bad-Name", title: "坏", abilities: ["READ", "FLY"] });
    const errors = body<Errors>(res).data.errors;
    expect(errors.name).toBe("角色标识只能包含小写字母和数字");
    expect(errors.abilities).toBe("权限只能是查看、编辑、删除或财务");
  });

  it("refuses pages that routes.json does not have, a taken name and unknown fields", async () => {
    const unknownPage = await create({ name: "teacher", title: "教师", abilities: ["READ"], routes: ["NoSuchPage"] });
    expect(body<Errors>(unknownPage).data.errors.routes).toBe("未知的页面：NoSuchPage");
    const taken = await create({ name: "editor", title: "编辑2", abilities: ["READ"] });
    expect(body<Errors>(taken).data.errors.name).toBe("角色标识已存在");
    const extra = await create({ name: "teacher", title: "教师", abilities: [], admin: true });
    expect(body<Errors>(extra).code).toBe(10001);
    expect(body<Errors>(extra).data.errors.admin).toBeTruthy();
    const long = await create({ name: "teacher", title: "教".repeat(21), abilities: [] });
    expect(body<Errors>(long).data.errors.title).toBe("角色名称不能超过20个字符");
  });

  it("creates, changes and deletes a role; its name is fixed", async () => {
    const made = await create({
      name: "auditor",
      title: "审计",
      description: "只读查看校区",
      abilities: ["READ"],
      routes: ["CampusList", "CampusList"],
    });
    expect(made.statusCode).toBe(200);
    expect(body<Role>(made).data).toMatchObject({ name: "auditor", routes: ["CampusList"], accounts: 0 });

    const renamed = await call("PUT", "/api/v1/roles/auditor", admin, { name: "other" });
    expect(body<Errors>(renamed).data.errors.name).toBeTruthy();
    const changed = await call("PUT", "/api/v1/roles/auditor", admin, { title: "审计员", routes: null });
    expect(body<Role>(changed).data).toMatchObject({ title: "审计员", routes: null, abilities: ["READ"] });

    expect((await call("DELETE", "/api/v1/roles/auditor", admin)).statusCode).toBe(200);
    expect((await call("DELETE", "/api/v1/roles/auditor", admin)).statusCode).toBe(404);
    const log = await t.sql.all<{ action: string }>(
      "SELECT action FROM operation_log WHERE target = 'role#auditor' ORDER BY id",
    );
    expect(log.map((row) => row.action)).toEqual(["新增", "修改", "删除"]);
  });

  it("saves each change to roles.json, the file the roles are applied from, changing no more of it", async () => {
    const file = () =>
      JSON.parse(readFileSync(join(t.app.omoConfig.dir, "roles.json"), "utf8")) as {
        roles: Record<string, unknown>[];
        demoAccounts: unknown[];
      };
    const before = file();
    await create({ name: "frontdesk", title: "前台", abilities: ["READ", "WRITE"], routes: ["CampusList"] });
    expect(file().roles.at(-1)).toEqual({
      name: "frontdesk",
      title: "前台",
      abilities: ["READ", "WRITE"],
      routes: ["CampusList"],
    });
    // The editor's title in both languages keeps its English when the Chinese changes.
    await call("PUT", "/api/v1/roles/editor", admin, { title: "教务编辑" });
    const editor = file().roles.find((r) => r.name === "editor");
    expect(editor).toMatchObject({ title: { "zh-CN": "教务编辑", "en-US": "Editor" }, abilities: ["READ", "WRITE"] });
    expect(editor).not.toHaveProperty("routes");
    expect(file().demoAccounts).toEqual(before.demoAccounts);

    // The file is the truth: a role written there by hand (a git pull) applies when the folder is applied.
    const edited = file();
    edited.roles = edited.roles.filter((r) => r.name !== "frontdesk");
    const rows = { campus: { city: "北京" } };
    edited.roles.push({ name: "reviewer", title: "复核", abilities: ["READ"], rows });
    writeFileSync(join(t.app.omoConfig.dir, "roles.json"), JSON.stringify(edited, null, 2));
    await t.app.configRuntime.reload("watch", "test");
    const names = body<{ list: Role[] }>(await call("GET", "/api/v1/roles", admin)).data.list.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["admin", "editor", "reviewer"]));
    expect(names).not.toContain("frontdesk");
    // 权限管理 does not edit row rules: saving the role keeps them in the file.
    await call("PUT", "/api/v1/roles/reviewer", admin, { title: "复核员" });
    expect(file().roles.find((r) => r.name === "reviewer")).toMatchObject({ title: "复核员", rows });

    await call("PUT", "/api/v1/roles/editor", admin, { title: "编辑" });
    expect(file().roles.find((r) => r.name === "editor")).toMatchObject({
      title: { "zh-CN": "编辑", "en-US": "Editor" },
    });
  });

  it("refuses to delete a role that accounts still hold, naming them", async () => {
    const res = await call("DELETE", "/api/v1/roles/editor", admin);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 13105, message: expect.stringContaining("editor") });
  });
});

describe("who may manage rights", () => {
  it("refuses the editor (403) on roles and accounts", async () => {
    const tries: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", "/api/v1/roles"],
      ["POST", "/api/v1/roles", { name: "x1", title: "x", abilities: [] }],
      ["PUT", "/api/v1/roles/editor", { abilities: ["READ", "WRITE", "DELETE"] }],
      ["DELETE", "/api/v1/roles/editor"],
      ["GET", "/api/v1/accounts"],
      ["POST", "/api/v1/accounts", { username: "mine", password: "mine123", roles: ["admin"] }],
      ["PUT", "/api/v1/accounts/2", { roles: ["admin"] }],
      ["PUT", "/api/v1/accounts/1/password", { password: "hacked1" }],
    ];
    for (const [method, url, payload] of tries) {
      const res = await call(method, url, editor, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const roles = body<{ list: Role[] }>(await call("GET", "/api/v1/roles", admin)).data.list;
    expect(roles.find((r) => r.name === "editor")!.abilities).toEqual(["READ", "WRITE"]);
  });
});

describe("a role change applies from the next request", () => {
  it("limits the menu and the endpoints to the granted pages, and lifts the limit when restored", async () => {
    expect(await menuOf(editor)).toEqual(expect.arrayContaining(["TeachingNotes", "CommodityManagement"]));
    expect((await setEditorPages(["CampusList", "LecturerManagement"])).statusCode).toBe(200);

    const menu = await menuOf(editor);
    expect(menu).toEqual(expect.arrayContaining(["Index", "CampusList", "LecturerManagement"]));
    for (const gone of ["TeachingNotes", "CourseManagement", "CommodityManagement", "EducationalAdministration"])
      expect(menu).not.toContain(gone);
    const info = body<{ pages: string[] }>(await call("GET", "/api/get_user_by_token", editor)).data;
    expect(info.pages).toEqual(["CampusList", "LecturerManagement"]);

    // Resources of removed pages, and bespoke modules serving removed pages: 403.
    expect((await call("GET", "/api/v1/resources/commodity", editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/resources/commodity/config", editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/get_lecture_notes_list", editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/schedule/timetable?mode=week&date=2025-03-03", editor)).statusCode).toBe(403);
    // Granted pages, option endpoints and the account's own endpoints stay open; the option list of a
    // resource no granted page selects from does not (the codes of 激活码 are not a campus desk's).
    expect((await call("GET", "/api/v1/resources/campus", editor)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/resources/commodity/options", editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/resources/activation-code/options", editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/category_list_class?code=xk", editor)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/profile", editor)).statusCode).toBe(200);
    // A select of a granted page reads the option list of the resource it is fed by (lecturer → subjects),
    // its {value, label} only: not its rows, nor a write.
    expect((await call("GET", "/api/v1/resources/category/options?code=xk", editor)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/resources/category?code=xk", editor)).statusCode).toBe(403);
    expect((await call("POST", "/api/v1/resources/category", editor, { name: "x", code: "xk" })).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/resources/category/export", editor)).statusCode).toBe(403);

    expect((await setEditorPages(null)).statusCode).toBe(200);
    expect(await menuOf(editor)).toEqual(expect.arrayContaining(["TeachingNotes", "CommodityManagement"]));
    expect((await call("GET", "/api/v1/resources/commodity", editor)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/get_lecture_notes_list", editor)).statusCode).toBe(200);
  });

  it("applies abilities at once too", async () => {
    await call("PUT", "/api/v1/roles/editor", admin, { abilities: ["READ"] });
    const campus = body<{ list: { id: number }[] }>(await call("GET", "/api/v1/resources/campus", editor)).data.list[0];
    expect((await call("PUT", `/api/v1/resources/campus/${campus.id}`, editor, { name: "改名" })).statusCode).toBe(403);
    await call("PUT", "/api/v1/roles/editor", admin, { abilities: ["READ", "WRITE"] });
    expect(body<{ ability: string[] }>(await call("GET", "/api/get_user_by_token", editor)).data.ability).toEqual([
      "READ",
      "WRITE",
    ]);
  });

  it("grants 财务 (FINANCE) through 权限管理, and the money actions follow", async () => {
    const created = await call("POST", "/api/v1/roles", admin, {
      name: "cashier",
      title: "出纳",
      abilities: ["FINANCE", "READ"],
      routes: null,
    });
    expect(body<Role>(created).data.abilities).toEqual(["READ", "FINANCE"]);
    const updated = await call("PUT", "/api/v1/roles/cashier", admin, { abilities: ["READ", "WRITE", "FINANCE"] });
    expect(body<Role>(updated).data.abilities).toEqual(["READ", "WRITE", "FINANCE"]);
    expect((await call("DELETE", "/api/v1/roles/cashier", admin)).statusCode).toBe(200);
  });

  it("keeps the pages of another role in the union", async () => {
    await call("POST", "/api/v1/roles", admin, { name: "viewer", title: "访客", abilities: ["READ"], routes: [] });
    const id = await accountId("editor");
    await call("PUT", `/api/v1/accounts/${id}`, admin, { roles: ["editor", "viewer"] });
    await setEditorPages(["CampusList"]);
    expect(await menuOf(editor)).toEqual(expect.arrayContaining(["Index", "CampusList"]));
    expect(await menuOf(editor)).not.toContain("LecturerManagement");
    await setEditorPages(null);
    await call("PUT", `/api/v1/accounts/${id}`, admin, { roles: ["editor"] });
    expect((await call("DELETE", "/api/v1/roles/viewer", admin)).statusCode).toBe(200);
  });
});

describe("an admin cannot remove its own admin access", () => {
  const refusedOn = async (res: Awaited<ReturnType<typeof call>>, field: string) => {
    expect(res.statusCode).toBe(400);
    const b = body<Errors>(res);
    expect(b.code).toBe(11010);
    expect(b.data.errors[field]).toBeTruthy();
  };

  it("refuses dropping an ability or the 权限管理 page from the admin role, and deleting it", async () => {
    await refusedOn(await call("PUT", "/api/v1/roles/admin", admin, { abilities: ["READ", "WRITE"] }), "abilities");
    await refusedOn(await call("PUT", "/api/v1/roles/admin", admin, { routes: ["Index", "CampusList"] }), "routes");
    await refusedOn(await call("DELETE", "/api/v1/roles/admin", admin), "name");
    const role = body<{ list: Role[] }>(await call("GET", "/api/v1/roles", admin)).data.list.find(
      (r) => r.name === "admin",
    );
    expect(role).toMatchObject({ abilities: ["READ", "WRITE", "DELETE"], routes: null });
    // Keeping them is allowed: its title and pages may change otherwise.
    const kept = await call("PUT", "/api/v1/roles/admin", admin, { title: "超级管理员", routes: ["RightsManagement"] });
    expect(kept.statusCode).toBe(200);
    await call("PUT", "/api/v1/roles/admin", admin, { title: "管理员", routes: null });
  });

  it("refuses removing admin from one's own account and disabling oneself", async () => {
    const me = await accountId("admin");
    await refusedOn(await call("PUT", `/api/v1/accounts/${me}`, admin, { roles: ["editor"] }), "roles");
    await refusedOn(await call("PUT", `/api/v1/accounts/${me}`, admin, { disabled: true }), "disabled");
    const self = await call("PUT", `/api/v1/accounts/${me}`, admin, { nickname: "老板", roles: ["admin", "editor"] });
    expect(body<Account>(self).data).toMatchObject({ nickname: "老板", roles: ["admin", "editor"] });
    await call("PUT", `/api/v1/accounts/${me}`, admin, { nickname: "管理员", roles: ["admin"] });
  });
});

describe("accounts", () => {
  it("lists accounts by page and keyword, without password hashes", async () => {
    const page = body<{ list: Account[]; total: number }>(await call("GET", "/api/v1/accounts?pageSize=1", admin));
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect(page.data.list).toHaveLength(1);
    expect(JSON.stringify(page.data)).not.toContain("scrypt");
    const found = body<{ list: Account[] }>(await call("GET", "/api/v1/accounts?keyword=edit", admin)).data.list;
    expect(found.map((a) => a.username)).toEqual(["editor"]);
    expect(found[0].last_login_at).toBeTruthy();
    const bad = await call("GET", "/api/v1/accounts?pageSize=1000", admin);
    expect(body<Errors>(bad).data.errors.pageSize).toBe("每页条数应为1到100之间的整数");
  });

  it("changes nickname and roles, refusing unknown roles and long nicknames", async () => {
    const id = await accountId("editor");
    const unknown = await call("PUT", `/api/v1/accounts/${id}`, admin, { roles: ["ghost"] });
    expect(body<Errors>(unknown).data.errors.roles).toBe("角色不存在：ghost");
    const long = await call("PUT", `/api/v1/accounts/${id}`, admin, { nickname: "长".repeat(21) });
    expect(body<Errors>(long).data.errors.nickname).toBe("昵称不能超过20个字符");
    const ok = await call("PUT", `/api/v1/accounts/${id}`, admin, { nickname: "小编" });
    expect(body<Account>(ok).data).toMatchObject({ nickname: "小编", roles: ["editor"] });
    expect((await call("PUT", "/api/v1/accounts/9999", admin, { nickname: "x" })).statusCode).toBe(404);
  });

  it("carries the app's account attributes (所属校区): created, changed, kept, checked, logged", async () => {
    const campuses = body<{ list: { id: number }[] }>(await call("GET", "/api/v1/resources/campus?pageSize=2", admin))
      .data.list;
    const [a, b] = campuses.map((c) => c.id);
    const made = await call("POST", "/api/v1/accounts", admin, {
      username: "desk01",
      password: "desk1234",
      roles: ["editor"],
      attributes: { campus_ids: [a] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const desk = body<Account & { attributes: object }>(made).data;
    expect(desk.attributes).toEqual({ campus_ids: [a] });
    // The account reads them on its next request: they are the session's too.
    const token = await t.login("desk01", "desk1234");
    expect((await call("GET", "/api/get_user_by_token", token)).statusCode).toBe(200);

    const changed = await call("PUT", `/api/v1/accounts/${desk.id}`, admin, { attributes: { campus_ids: [a, b] } });
    expect(body<{ attributes: object }>(changed).data.attributes).toEqual({ campus_ids: [a, b] });
    const renamed = await call("PUT", `/api/v1/accounts/${desk.id}`, admin, { nickname: "前台" });
    expect(body<{ attributes: object }>(renamed).data.attributes).toEqual({ campus_ids: [a, b] });
    const log = await t.sql.value<string>(
      "SELECT detail FROM operation_log WHERE target = ? AND action = '修改' ORDER BY id LIMIT 1",
      `account#${desk.id}`,
    );
    expect(log).toBe(`desk01：所属校区 ${a} → ${a},${b}`);

    for (const [attributes, errors] of [
      [{ campus_ids: [999999] }, { "attributes.campus_ids": "所选所属校区不存在：999999" }],
      [{ campus_ids: [1.5] }, { "attributes.campus_ids": "所属校区应为编号的列表" }],
      [{ shoe_size: 42 }, { shoe_size: "不支持的账号属性" }],
    ] as const) {
      const res = await call("PUT", `/api/v1/accounts/${desk.id}`, admin, { attributes });
      expect([res.statusCode, body(res).code], JSON.stringify(attributes)).toEqual([400, 10001]);
      expect(body<Errors>(res).data.errors).toEqual(errors);
    }
  });

  it("校区前台 (campus-desk) sees its campus's students, lessons, cancellations, conflicts and orders, and no other list", async () => {
    const campuses = body<{ list: { id: number }[] }>(await call("GET", "/api/v1/resources/campus?pageSize=50", admin))
      .data.list;
    // The campus with the most students, so every list has rows of it and of others.
    const counts = await Promise.all(
      campuses.map(async (c) => ({
        id: c.id,
        n: body<{ total: number }>(await call("GET", `/api/v1/resources/student?campus_id=${c.id}&pageSize=1`, admin))
          .data.total,
      })),
    );
    const mine = counts.sort((a, b) => b.n - a.n)[0]!.id;
    const made = await call("POST", "/api/v1/accounts", admin, {
      username: "desk02",
      password: "desk1234",
      roles: ["campus-desk"],
      attributes: { campus_ids: [mine] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const desk = await t.login("desk02", "desk1234");
    for (const resource of ["student", "live-lesson", "course-cancellation", "leave-conflict", "campus-order"]) {
      const list = async (token: string, query = "") =>
        body<{ list: { campus_id: number }[]; total: number }>(
          await call("GET", `/api/v1/resources/${resource}?pageSize=100${query}`, token),
        ).data;
      const seen = await list(desk);
      expect(
        seen.list.every((r) => r.campus_id === mine),
        resource,
      ).toBe(true);
      expect(seen.total, resource).toBe((await list(admin, `&campus_id=${mine}`)).total);
      expect((await list(admin)).total, resource).toBeGreaterThanOrEqual(seen.total);
    }
    // The seeded students are spread over the campuses: the desk sees some, not all.
    const students = async (token: string) =>
      body<{ total: number }>(await call("GET", "/api/v1/resources/student?pageSize=1", token)).data.total;
    expect(await students(desk)).toBeGreaterThan(0);
    expect(await students(admin)).toBeGreaterThan(await students(desk));
    // Other pages stay shut: the revenue, the codes (campus-desk.test.ts: its timetable and lecturers).
    expect((await call("GET", "/api/v1/resources/activation-code", desk)).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/dashboards/revenue", desk)).statusCode).toBe(403);
    // The student form's 班主任 select still offers lecturers, as {value, label} only.
    const options = await call("GET", `/api/v1/resources/lecturer/options?campus_id=${mine}`, desk);
    expect(options.statusCode).toBe(200);
    for (const o of body<{ list: object[] }>(options).data.list)
      expect(Object.keys(o).sort()).toEqual(["label", "value"]);
  });

  it("disables an account: its sessions end and it cannot log in until enabled again", async () => {
    const token = await t.login("editor");
    const id = await accountId("editor");
    expect((await call("PUT", `/api/v1/accounts/${id}`, admin, { disabled: true })).statusCode).toBe(200);
    expect((await call("GET", "/api/get_user_by_token", token)).statusCode).toBe(401);
    await expect(t.login("editor")).rejects.toThrow();
    await call("PUT", `/api/v1/accounts/${id}`, admin, { disabled: false });
    editor = await t.login("editor");
  });

  it("resets a password: at least 6 characters, confirmed, and the old sessions end", async () => {
    const id = await accountId("editor");
    const short = await call("PUT", `/api/v1/accounts/${id}/password`, admin, { password: "123" });
    expect(body<Errors>(short).data.errors.password).toBe("密码不能少于6位");
    const differ = await call("PUT", `/api/v1/accounts/${id}/password`, admin, {
      password: "fresh123",
      confirm_password: "fresh124",
    });
    expect(body(differ).code).toBe(12001);
    const ok = await call("PUT", `/api/v1/accounts/${id}/password`, admin, {
      password: "fresh123",
      confirm_password: "fresh123",
    });
    expect(ok.statusCode).toBe(200);
    expect((await call("GET", "/api/get_user_by_token", editor)).statusCode).toBe(401);
    await expect(t.login("editor", "editor123")).rejects.toThrow();
    editor = await t.login("editor", "fresh123");
    expect(await t.sql.value("SELECT COUNT(*) FROM operation_log WHERE action = '重置密码'")).toBe(1);
  });

  it("creates an account with roles by the rules of registration and 重置密码; it logs in with them", async () => {
    const refused = await call("POST", "/api/v1/accounts", admin, {
      username: "a b",
      password: "123",
      roles: ["nobody"],
    });
    expect(refused.statusCode).toBe(400);
    expect(body<Errors>(refused).data.errors).toMatchObject({
      username: "用户名只能包含字母、数字、下划线或汉字",
      password: "密码不能少于6位",
    });
    const missing = await call("POST", "/api/v1/accounts", admin, {});
    expect(body<Errors>(missing).data.errors).toEqual({ username: "请输入用户名", password: "请输入密码" });
    const unknownRole = await call("POST", "/api/v1/accounts", admin, {
      username: "frontdesk1",
      password: "desk1234",
      roles: ["nobody"],
    });
    expect(body<Errors>(unknownRole).data.errors.roles).toBe("角色不存在：nobody");
    const differ = await call("POST", "/api/v1/accounts", admin, {
      username: "frontdesk1",
      password: "desk1234",
      confirm_password: "desk1235",
    });
    expect(body(differ).code).toBe(12001);
    // Names compare without case, as the login does.
    const taken = await call("POST", "/api/v1/accounts", admin, { username: "Editor", password: "desk1234" });
    expect(body<Errors>(taken).data.errors.username).toBe("用户名已存在");

    const created = await call("POST", "/api/v1/accounts", admin, {
      username: "frontdesk1",
      nickname: " 前台小王 ",
      password: "desk1234",
      confirm_password: "desk1234",
      roles: ["editor"],
    });
    expect(created.statusCode).toBe(200);
    expect(body<Account>(created).data).toMatchObject({
      username: "frontdesk1",
      nickname: "前台小王",
      roles: ["editor"],
      disabled: false,
      last_login_at: null,
    });
    expect(JSON.stringify(body(created).data)).not.toContain("password");
    const token = await t.login("frontdesk1", "desk1234");
    expect(await menuOf(token)).toEqual(await menuOf(editor));
    expect(
      await t.sql.value(
        "SELECT COUNT(*) FROM operation_log WHERE action = '新增' AND target = ?",
        `account#${body<{ id: number }>(created).data.id}`,
      ),
    ).toBe(1);
    // Only admins create accounts: the new editor cannot make itself a colleague.
    const byEditor = await call("POST", "/api/v1/accounts", token, { username: "frontdesk2", password: "desk1234" });
    expect(byEditor.statusCode).toBe(403);
  });
});

describe("数据权限: a role's row and field rules in 权限管理", () => {
  type Listed = { name: string; rows: object; fields: object };
  const editorRole = async () =>
    body<{ list: Listed[] }>(await call("GET", "/api/v1/roles", admin)).data.list.find((r) => r.name === "editor")!;
  const students = async (token: string) =>
    body<{ list: { campus_id: number }[]; total: number }>(
      await call("GET", "/api/v1/resources/student?pageSize=100", token),
    ).data;

  it("offers the config's resources with their fields, and the account attributes", async () => {
    const options = body<{
      resources: {
        name: string;
        title: string;
        fields: { name: string; title: string; type: string; list: boolean }[];
      }[];
      attributes: { name: string; title: string }[];
    }>(await call("GET", "/api/v1/roles/rule-options", admin)).data;
    const student = options.resources.find((r) => r.name === "student")!;
    expect(student.title).toBe("学员");
    expect(student.fields).toContainEqual({ name: "campus_id", title: "所属校区", type: "integer", list: false });
    expect(options.attributes).toEqual([{ name: "campus_ids", title: "所属校区" }]);
    expect((await call("GET", "/api/v1/roles/rule-options", editor)).statusCode).toBe(403);
  });

  it("saves rows and fields to the role, applies them at the next request, keeps them when not named, clears them when empty", async () => {
    const all = await students(editor);
    const campus = all.list[0]!.campus_id;
    const saved = await call("PUT", "/api/v1/roles/editor", admin, {
      rows: { student: { campus_id: campus } },
      fields: { student: { hidden: ["phone"], readOnly: [] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await editorRole()).toMatchObject({
        rows: { student: { campus_id: campus } },
        fields: { student: { hidden: ["phone"] } },
      });
      const limited = await students(editor);
      expect(limited.total).toBeLessThan(all.total);
      expect(limited.list.every((s) => s.campus_id === campus)).toBe(true);
      expect(limited.list[0]).not.toHaveProperty("phone");
      // Nor can it find a student by the phone it may not see, through the timetable's student select.
      const [{ phone }] = await t.sql.all<{ phone: string }>(
        `SELECT phone FROM res_student WHERE campus_id = ${campus} LIMIT 1`,
      );
      const found = async (token: string) =>
        body<{ list: object[] }>(await call("GET", `/api/v1/check_student_name_list?keyword=${phone}`, token)).data
          .list;
      expect(await found(admin)).toHaveLength(1);
      expect(await found(editor)).toEqual([]);
      // A save that does not name them keeps them.
      expect((await call("PUT", "/api/v1/roles/editor", admin, { description: "编辑" })).statusCode).toBe(200);
      expect((await editorRole()).rows).toEqual({ student: { campus_id: campus } });
      const log = await t.sql.all<{ detail: string }>(
        "SELECT detail FROM operation_log WHERE target = 'role#editor' ORDER BY id DESC LIMIT 2",
      );
      expect(log[1]!.detail).toContain("数据范围、字段权限已修改");
    } finally {
      expect((await call("PUT", "/api/v1/roles/editor", admin, { rows: {}, fields: {} })).statusCode).toBe(200);
    }
    expect(await editorRole()).toMatchObject({ rows: {}, fields: {} });
    expect((await students(editor)).total).toBe(all.total);
  });

  it("refuses a rule naming a resource, field or attribute the app lacks, on `rules` (10001)", async () => {
    for (const [payload, says] of [
      [{ rows: { studnet: { campus_id: 1 } } }, '未知的资源 "studnet"'],
      [{ rows: { student: { campus: "$user.campus_ids" } } }, '资源 "student" 没有字段 "campus"'],
      [
        { rows: { student: { campus_id: "$user.campuses" } } },
        '"$user.campuses" 不是 app.json accountAttributes 声明的账号属性',
      ],
      [{ fields: { lecturer: { hidden: ["idcard"] } } }, '资源 "lecturer" 没有字段 "idcard"'],
    ] as const) {
      const res = await call("PUT", "/api/v1/roles/editor", admin, payload);
      expect([res.statusCode, body(res).code], says).toEqual([400, 10001]);
      expect(body<{ errors: { rules: string } }>(res).data.errors.rules).toContain(says);
    }
    expect(await editorRole()).toMatchObject({ rows: {}, fields: {} });
  });
});
