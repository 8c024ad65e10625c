import type { AccountRepository } from "../modules/account/repository.js";
import type { RolesConfig } from "../../src/types/generated/roles.js";
import type { Localized } from "../../src/types/generated/routes.js";
import { rolesOf } from "../modules/authority/roles-file.js";

/**
 * The operator's passwords of the seeded accounts by username (`admin`, and roles.json's demo accounts);
 * an account not named here gets its published one (`passwordOf`).
 */
export type SeedPasswords = Record<string, string>;

/** An account's published password: its name followed by 123 (`admin123`, `editor123`). */
export const publishedPassword = (username: string) => `${username}123`;

/** `OMO_<NAME>_PASSWORD` of the environment, by account name (`OMO_ADMIN_PASSWORD` → admin). */
export function passwordsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedPasswords {
  const out: SeedPasswords = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^OMO_([A-Z0-9_]+)_PASSWORD$/.exec(key);
    if (m && value) out[m[1]!.toLowerCase()] = value;
  }
  return out;
}

/** A demo account the login page names (demo mode only, and only while seeded with its published password). */
export interface DemoAccount {
  username: string;
  password: string;
  title: Localized;
}

/** The password an account is seeded with: the operator's, else its published one. */
export const passwordOf = (passwords: SeedPasswords, username: string) =>
  passwords[username] ?? publishedPassword(username);

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
 * The accounts of an install (design.md §3, §14): the admin account and roles.json's demo accounts (the
 * roles themselves follow the file: syncRoles). In production mode the admin needs a
 * password of the operator's (OMO_ADMIN_PASSWORD), and a demo account is created only when its
 * OMO_<NAME>_PASSWORD gives it one.
 */
export async function seedAccounts(
  accounts: AccountRepository,
  passwords: SeedPasswords,
  production: boolean,
  roles: RolesConfig,
) {
  if (!(await accounts.findByName("admin"))) {
    if (production && passwordOf(passwords, "admin") === publishedPassword("admin")) throw new SeedPasswordError();
    await accounts.createUser({
      username: "admin",
      password: passwordOf(passwords, "admin"),
      isAdmin: true,
      roles: ["admin"],
      nickname: "管理员",
    });
  }
  for (const demo of roles.demoAccounts ?? []) {
    const password = passwordOf(passwords, demo.username);
    if (await accounts.findByName(demo.username)) continue;
    if (production && password === publishedPassword(demo.username)) continue;
    await accounts.createUser({
      username: demo.username,
      password,
      roles: demo.roles,
      nickname: demo.nickname ?? demo.username,
    });
  }
}

/** The accounts the login page introduces as demo accounts: none in production, none with a password of the operator's. */
export function demoAccounts(passwords: SeedPasswords, production: boolean, roles: RolesConfig): DemoAccount[] {
  if (production) return [];
  const admin = rolesOf(roles).find((r) => r.name === "admin")!;
  const all: DemoAccount[] = [
    { username: "admin", password: passwordOf(passwords, "admin"), title: admin.title },
    ...(roles.demoAccounts ?? []).map((d) => ({
      username: d.username,
      password: passwordOf(passwords, d.username),
      title: d.title,
    })),
  ];
  return all.filter((a) => a.password === publishedPassword(a.username));
}
