import type { AccountRepository } from "../modules/account/repository.js";

export interface SeedPasswords {
  admin: string;
  editor: string;
}

/** Passwords of the demo accounts; OMO_ADMIN_PASSWORD / OMO_EDITOR_PASSWORD override them. */
export const defaultPasswords: SeedPasswords = { admin: "admin123", editor: "editor123" };

/** A demo account the login page names (demo mode only, and only while seeded with its published password). */
export interface DemoAccount {
  username: string;
  password: string;
  title: string;
}

/** Production mode would create an account with a published password: the start is refused. */
export class SeedPasswordError extends Error {
  constructor() {
    super(
      "生产模式（NODE_ENV=production）不会用演示密码 admin123 创建管理员账号：" +
        "请设置环境变量 OMO_ADMIN_PASSWORD（至少6位）后再启动，例如 OMO_ADMIN_PASSWORD='…' npm start",
    );
    this.name = "SeedPasswordError";
  }
}

/**
 * The demo roles and accounts (design.md §3): an admin, and an editor who may read and write but not
 * delete. In production mode the admin needs a password of the operator's (OMO_ADMIN_PASSWORD), and
 * the editor is created only when OMO_EDITOR_PASSWORD gives it one.
 */
export async function seedAccounts(accounts: AccountRepository, passwords: SeedPasswords, production = false) {
  // Only when missing: a restart must not undo what an admin changed in 权限管理.
  await accounts.ensureRole("admin", "管理员", ["READ", "WRITE", "DELETE"], "系统管理员：全部权限，管理角色与账号");
  await accounts.ensureRole("editor", "编辑", ["READ", "WRITE"], "教务与运营人员：查看和编辑数据，不能删除");
  if (!(await accounts.findByName("admin"))) {
    if (production && passwords.admin === defaultPasswords.admin) throw new SeedPasswordError();
    await accounts.createUser({
      username: "admin",
      password: passwords.admin,
      isAdmin: true,
      roles: ["admin"],
      nickname: "管理员",
    });
  }
  if (!(await accounts.findByName("editor")) && !(production && passwords.editor === defaultPasswords.editor)) {
    await accounts.createUser({ username: "editor", password: passwords.editor, roles: ["editor"], nickname: "编辑" });
  }
}

/** The accounts the login page introduces as demo accounts: none in production, none with a password of the operator's. */
export function demoAccounts(passwords: SeedPasswords, production: boolean): DemoAccount[] {
  if (production) return [];
  const all: DemoAccount[] = [
    { username: "admin", password: passwords.admin, title: "管理员" },
    { username: "editor", password: passwords.editor, title: "编辑，不能删除" },
  ];
  return all.filter((a) => a.password === defaultPasswords[a.username as keyof SeedPasswords]);
}
