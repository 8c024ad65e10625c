import type { AccountRepository } from "../modules/account/repository.js";

export interface SeedPasswords {
  admin: string;
  editor: string;
}

/** Passwords of the demo accounts; OMO_ADMIN_PASSWORD / OMO_EDITOR_PASSWORD override them. */
export const defaultPasswords: SeedPasswords = { admin: "admin123", editor: "editor123" };

/** The demo roles and accounts (design.md §3): an admin, and an editor who may read and write but not delete. */
export function seedAccounts(accounts: AccountRepository, passwords: SeedPasswords) {
  accounts.upsertRole("admin", "管理员", ["READ", "WRITE", "DELETE"]);
  accounts.upsertRole("editor", "编辑", ["READ", "WRITE"]);
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
