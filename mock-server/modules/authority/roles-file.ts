import { sql } from "kysely";
import type { Db, Store } from "../../db/index.js";
import type { RoleDefinition, RolesConfig } from "../../../src/types/generated/roles.js";
import { localize } from "../../../src/common/i18n.js";
import { ABILITIES } from "../../../src/common/authority.js";
import type { ConfigFiles } from "../../config/files.js";

/**
 * config/roles.json is the truth of the app's roles (design.md §14): the `roles` table is its applied
 * copy, which every request reads. A start and every applied config version bring the table in line
 * with the file; 权限管理 writes the file, through the same pipeline as the page designer.
 */

/** The framework's own role: always there, whether roles.json lists it or not. */
export const ADMIN_ROLE: RoleDefinition = {
  name: "admin",
  title: { "zh-CN": "管理员", "en-US": "Administrator" },
  description: "系统管理员：全部权限，管理角色与账号",
  abilities: [...ABILITIES],
};

/** The roles a config grants: its file's, with the framework's admin role first when the file has none. */
export const rolesOf = (roles: RolesConfig): RoleDefinition[] =>
  roles.roles.some((r) => r.name === "admin") ? roles.roles : [ADMIN_ROLE, ...roles.roles];

/**
 * The table made what the file says, in `db` (the apply's transaction): each role of the file written
 * (its title in Chinese), and a role the file no longer has removed unless an account still holds it
 * (its holders keep their access until an admin moves them; editing it in 权限管理 writes it back).
 */
export async function syncRoles(store: Store, db: Db, roles: RolesConfig): Promise<void> {
  const listed = rolesOf(roles);
  for (const role of listed) {
    const values = {
      title: localize(role.title, "zh-CN"),
      description: role.description ?? "",
      abilities: JSON.stringify(role.abilities),
      routes: role.routes ? JSON.stringify(role.routes) : null,
    };
    await db
      .insertInto("roles")
      .values({ name: role.name, ...values })
      .onConflict((oc) => oc.column("name").doUpdateSet(values))
      .execute();
  }
  const names = listed.map((r) => r.name);
  await db
    .deleteFrom("roles")
    .where("name", "not in", names)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("users")
            .select(sql.lit(1).as("one"))
            .where(store.sql.arrayHolds("users.roles", sql.ref("roles.name"))),
        ),
      ),
    )
    .execute();
}

/**
 * A role as 权限管理 edits it: a Chinese title, abilities, its pages (null: every page), and its row and
 * field rules (absent: kept as the file has them; empty: none).
 */
export interface RoleInput {
  name: string;
  title: string;
  description: string;
  abilities: string[];
  routes: string[] | null;
  rows?: RoleDefinition["rows"];
  fields?: RoleDefinition["fields"];
}

const nonEmpty = <K extends string>(key: K, rules: object | undefined) =>
  rules && Object.keys(rules).length ? { [key]: rules } : {};

/** The `roles.json` of a config folder, parsed (an app without the file has none yet). */
function rolesFile(files: ConfigFiles): RolesConfig & Record<string, unknown> {
  const text = files.get("roles.json");
  return text === undefined ? { $schema: "../schemas/roles.schema.json", roles: [] } : JSON.parse(text);
}

/**
 * The file's entry for `role`, changed as little as it can be: a title in both languages keeps its
 * English when the Chinese is what changed, an absent `routes` stays absent while every page is meant,
 * and the row and field rules (`rows`, `fields`) are kept unless the save names them.
 */
function entryOf(role: RoleInput, before?: RoleDefinition): RoleDefinition {
  const title =
    typeof before?.title === "object"
      ? localize(before.title, "zh-CN") === role.title
        ? before.title
        : { ...before.title, "zh-CN": role.title }
      : role.title;
  return {
    name: role.name,
    title,
    ...(role.description || before?.description !== undefined ? { description: role.description } : {}),
    abilities: role.abilities as RoleDefinition["abilities"],
    ...(role.routes !== null || (before && "routes" in before) ? { routes: role.routes } : {}),
    // Rules the save does not name stay as the file has them; empty ones leave the file.
    ...nonEmpty("rows", role.rows === undefined ? before?.rows : role.rows),
    ...nonEmpty("fields", role.fields === undefined ? before?.fields : role.fields),
  };
}

/** roles.json with `role` written in place (or added at the end), or the role `remove` taken out. */
export function rolesFileWith(files: ConfigFiles, change: { write: RoleInput } | { remove: string }): unknown {
  const file = rolesFile(files);
  const roles = [...file.roles];
  if ("remove" in change) return { ...file, roles: roles.filter((r) => r.name !== change.remove) };
  const at = roles.findIndex((r) => r.name === change.write.name);
  if (at < 0) roles.push(entryOf(change.write));
  else roles[at] = entryOf(change.write, roles[at]);
  return { ...file, roles };
}
