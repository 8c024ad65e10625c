import type { RolesConfig } from "../../src/types/generated/roles.js";
import type { ConfigProblem } from "./problems.js";
import { didYouMean } from "./did-you-mean.js";
import { childPointer } from "./schema-messages.js";

/** `未知的权限 "X"`, with the one meant or, when none is near, the app's abilities. */
const unknownAbility = (name: string, abilities: readonly string[]) =>
  `未知的权限 "${name}"${didYouMean(name, abilities) || `（可用：${abilities.join("、")}）`}`;

/**
 * What roles.json's schema cannot check: role names are unique, their abilities are the app's (the
 * framework's and its modules': `abilities`, or a switched-off module's, which wait for it: `waiting`),
 * and demo accounts name its roles (or admin).
 */
export function checkRoles(
  config: RolesConfig,
  abilities: readonly string[],
  waiting: ReadonlySet<string> = new Set(),
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const say = (pointer: string, message: string) => problems.push({ file: "roles.json", pointer, message });
  const names = new Set<string>();
  config.roles.forEach((role, i) => {
    if (names.has(role.name)) say(`/roles/${i}/name`, `角色 "${role.name}" 重复`);
    names.add(role.name);
    role.abilities.forEach((ability, j) => {
      if (!abilities.includes(ability) && !waiting.has(ability)) say(`/roles/${i}/abilities/${j}`, unknownAbility(ability, abilities));
    });
  });
  names.add("admin");
  const accounts = new Set<string>();
  (config.demoAccounts ?? []).forEach((account, i) => {
    if (account.username === "admin" || accounts.has(account.username))
      say(`/demoAccounts/${i}/username`, `账号 "${account.username}" 重复（admin 由框架创建）`);
    accounts.add(account.username);
    account.roles.forEach((role, j) => {
      if (!names.has(role)) say(`/demoAccounts/${i}/roles/${j}`, `未知的角色 "${role}"${didYouMean(role, names)}`);
    });
  });
  return problems;
}

/**
 * The abilities access rules name, wherever a config file holds one (a route's `meta.roles`, a
 * resource's `access`, an action's `access`): each is the app's. A rule naming an ability no listed
 * module registers (财务 in an app without the orders) would let nobody but admins through, silently.
 */
export function checkAccessAbilities(file: string, json: unknown, abilities: readonly string[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: unknown, pointer: string, inRule: boolean) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, false));
    if (!node || typeof node !== "object") return;
    const { ability } = node as { ability?: unknown };
    if (inRule && Array.isArray(ability))
      ability.forEach((name, j) => {
        if (typeof name === "string" && !abilities.includes(name))
          problems.push({ file, pointer: `${pointer}/ability/${j}`, message: unknownAbility(name, abilities) });
      });
    for (const [key, value] of Object.entries(node))
      walk(value, childPointer(pointer, key), key === "access" || key === "roles" || (inRule && key !== "ability"));
  };
  walk(json, "", false);
  return problems;
}
