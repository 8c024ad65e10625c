import type { AccountRepository } from "../modules/account/repository.js";

export interface SeedPasswords {
  admin: string;
  editor: string;
}

/** Passwords of the demo accounts; OMO_ADMIN_PASSWORD / OMO_EDITOR_PASSWORD override them. */
export const defaultPasswords: SeedPasswords = { admin: "admin123", editor: "editor123" };

/** The demo roles and accounts (design.md §3): an admin, and an editor who may read and write but not delete. */
export function seedAccounts(accounts: AccountRepository, passwords: SeedPasswords) {
  // Only when missing: a restart must not undo what an admin changed in 权限管理.
  accounts.ensureRole("admin", "管理员", ["READ", "WRITE", "DELETE"], "系统管理员：全部权限，管理角色与账号");
  accounts.ensureRole("editor", "编辑", ["READ", "WRITE"], "教务与运营人员：查看和编辑数据，不能删除");
  if (!accounts.findByName("admin")) {
    accounts.createUser({
      username: "admin",
      password: passwords.admin,
      isAdmin: true,
      roles: ["admin"],
      nickname: "管理员",
    });
  }
  if (!accounts.findByName("editor")) {
    accounts.createUser({ username: "editor", password: passwords.editor, roles: ["editor"], nickname: "编辑" });
  }
}
