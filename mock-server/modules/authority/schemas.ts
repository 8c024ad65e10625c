import {
  arrayOf,
  bool,
  deletedAnswer,
  acknowledged,
  int,
  nullable,
  object,
  mapOf,
  pageOf,
  str,
} from "../../openapi/answers.js";
import { username } from "../account/schemas.js";
import type { RoleDefinition } from "../../../src/types/generated/roles.js";

/**
 * Request schemas of 权限管理 (roles and staff accounts). Every rule has its Chinese message, shown
 * on the form field of the same name; checks that need the database (unique names, known roles and
 * pages, the caller's own admin access) are the routes' business.
 */

/** Roles and accounts are managed by administrators only (the 权限管理 group is `roles: ["admin"]`). */
export const ADMIN_ONLY = ["admin"];

/** The page that serves this API: a role limited to other pages cannot call it. */
export const RIGHTS_PAGE = "RightsManagement";

const strict = { additionalProperties: false } as const;

export const ROLE_NAME_PATTERN = "^[a-z0-9]+$";

const roleName = {
  type: "string",
  minLength: 2,
  maxLength: 32,
  pattern: ROLE_NAME_PATTERN,
  errorMessage: {
    type: "请输入角色标识",
    minLength: "角色标识至少2个字符",
    maxLength: "角色标识不能超过32个字符",
    pattern: "角色标识只能包含小写字母和数字",
  },
} as const;

const roleTitle = {
  type: "string",
  minLength: 1,
  maxLength: 20,
  pattern: "\\S",
  errorMessage: {
    type: "请输入角色名称",
    minLength: "请输入角色名称",
    pattern: "请输入角色名称",
    maxLength: "角色名称不能超过20个字符",
  },
} as const;

const description = {
  type: "string",
  maxLength: 200,
  errorMessage: { type: "描述应为文本", maxLength: "描述不能超过200个字符" },
} as const;

/** The abilities of a role: those the app has (`names`, titled `titles`), each once. */
const abilitiesSchema = (names: readonly string[], titles: readonly string[]) =>
  ({
    type: "array",
    minItems: 1,
    maxItems: names.length,
    uniqueItems: true,
    itemValues: [...names],
    errorMessage: {
      type: "请选择权限",
      minItems: "请选择权限",
      maxItems: "权限重复",
      uniqueItems: "权限重复",
      itemValues: `权限只能是${titles.slice(0, -1).join("、")}${titles.length > 1 ? "或" : ""}${titles.at(-1) ?? ""}`,
    },
  }) as const;

const name = "^[a-z][a-z0-9-]*$";
const fieldName = "^[a-z][a-z0-9_]*$";
const fieldList = { type: "array", maxItems: 200, uniqueItems: true, items: { type: "string", pattern: fieldName } };

/** Rules by resource name (roles.json `rows`, `fields`), an empty object for none; `message` when malformed. */
const byResource = <T extends object>(rule: T, message: string) =>
  ({
    type: "object",
    maxProperties: 200,
    propertyNames: { pattern: name },
    additionalProperties: rule,
    errorMessage: message,
  }) as const;

/**
 * 数据权限: row rules (each field a value, a list, or `$user.<attribute>`). Which resources, fields and
 * attributes exist is the route's check (checkRowRules).
 */
const rows = byResource(
  {
    type: "object",
    minProperties: 1,
    maxProperties: 20,
    propertyNames: { pattern: fieldName },
    additionalProperties: {
      anyOf: [
        { type: ["string", "number", "boolean"], maxLength: 200 },
        { type: "array", minItems: 1, maxItems: 500, items: { type: ["string", "number"], maxLength: 200 } },
      ],
    },
  },
  "数据范围格式不正确",
);

/** 字段权限: hidden and read-only fields. */
const fields = byResource(
  { type: "object", additionalProperties: false, properties: { hidden: fieldList, readOnly: fieldList } },
  "字段权限格式不正确",
);

/** Route names, or null for every page the role's `meta.roles` allow. */
const routes = {
  type: ["array", "null"],
  maxItems: 500,
  items: { type: "string", maxLength: 100, errorMessage: "页面名称格式不正确" },
  errorMessage: { type: "请选择可见页面", maxItems: "可见页面过多" },
} as const;

export interface RoleBody {
  name: string;
  title: string;
  description?: string;
  abilities: string[];
  routes?: string[] | null;
  rows?: NonNullable<RoleDefinition["rows"]>;
  fields?: NonNullable<RoleDefinition["fields"]>;
}

export type RolePatch = Partial<Omit<RoleBody, "name">>;

/** The bodies of 新增角色 and 修改角色, for an app whose abilities are `names` (titled `titles`, in Chinese). */
export function roleBodies(names: readonly string[], titles: readonly string[]) {
  const abilities = abilitiesSchema(names, titles);
  return {
    create: {
      type: "object",
      ...strict,
      properties: { name: roleName, title: roleTitle, description, abilities, routes, rows, fields },
      required: ["name", "title", "abilities"],
      errorMessage: {
        required: { name: "请输入角色标识", title: "请输入角色名称", abilities: "请选择权限" },
        additionalProperties: "不支持的字段",
      },
    },
    update: {
      type: "object",
      ...strict,
      properties: { title: roleTitle, description, abilities, routes, rows, fields },
      errorMessage: { additionalProperties: "不支持的字段（角色标识创建后不能修改）" },
    },
  } as const;
}

export const roleParams = {
  type: "object",
  ...strict,
  properties: { name: { type: "string", maxLength: 32, errorMessage: "角色标识格式不正确" } },
  required: ["name"],
} as const;

export const accountParams = {
  type: "object",
  ...strict,
  properties: { id: { type: "integer", minimum: 1, errorMessage: "账号ID应为正整数" } },
  required: ["id"],
} as const;

export interface AccountQuery {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  role?: string;
  disabled?: boolean;
}

export const accountListQuery = {
  type: "object",
  ...strict,
  properties: {
    pageNo: { type: "integer", minimum: 1, maximum: 100000, errorMessage: "页码应为正整数" },
    pageSize: { type: "integer", minimum: 1, maximum: 100, errorMessage: "每页条数应为1到100之间的整数" },
    keyword: { type: "string", maxLength: 50, errorMessage: "关键词不能超过50个字符" },
    role: { type: "string", maxLength: 32, errorMessage: "角色标识格式不正确" },
    disabled: { type: "boolean", errorMessage: "状态应为 true 或 false" },
  },
  errorMessage: { additionalProperties: "不支持的参数" },
} as const;

export interface AccountPatch {
  nickname?: string;
  roles?: string[];
  disabled?: boolean;
  /** app.json `accountAttributes` by name (the routes add their schema). */
  attributes?: Record<string, string | number | number[]>;
}

export const accountUpdateBody = {
  type: "object",
  ...strict,
  properties: {
    nickname: {
      type: "string",
      maxLength: 20,
      errorMessage: { type: "昵称应为文本", maxLength: "昵称不能超过20个字符" },
    },
    roles: {
      type: "array",
      maxItems: 20,
      uniqueItems: true,
      items: { type: "string", maxLength: 32, errorMessage: "角色格式不正确" },
      errorMessage: { type: "请选择角色", maxItems: "角色过多", uniqueItems: "角色重复" },
    },
    disabled: { type: "boolean", errorMessage: "禁用应为是或否" },
  },
  errorMessage: { additionalProperties: "不支持的字段" },
} as const;

const password = {
  type: "string",
  minLength: 6,
  maxLength: 64,
  errorMessage: { type: "请输入新密码", minLength: "密码不能少于6位", maxLength: "密码不能超过64位" },
} as const;

export interface AccountCreate {
  username: string;
  nickname?: string;
  password: string;
  confirm_password?: string;
  roles?: string[];
  attributes?: Record<string, string | number | number[]>;
}

/** 新增账号: a login name by the registration rule, a password by the rule of 重置密码, and roles. */
export const accountCreateBody = {
  type: "object",
  ...strict,
  properties: {
    username,
    nickname: accountUpdateBody.properties.nickname,
    password: { ...password, errorMessage: { ...password.errorMessage, type: "请输入密码" } },
    confirm_password: { type: "string", errorMessage: "请再次输入密码" },
    roles: accountUpdateBody.properties.roles,
  },
  required: ["username", "password"],
  errorMessage: {
    required: { username: "请输入用户名", password: "请输入密码" },
    additionalProperties: "不支持的字段",
  },
} as const;

export const resetPasswordBody = {
  type: "object",
  ...strict,
  properties: { password, confirm_password: { type: "string", errorMessage: "请再次输入新密码" } },
  required: ["password"],
  errorMessage: { required: { password: "请输入新密码" }, additionalProperties: "不支持的字段" },
} as const;

/** A role as 权限管理 shows it: `routes` null when it is not limited to some pages. */
const role = object(
  {
    name: str,
    title: str,
    description: str,
    abilities: arrayOf({
      type: "string",
      description: "查看 READ、编辑 WRITE、删除 DELETE，及应用的模块注册的权限",
    }),
    routes: nullable(arrayOf(str)),
    accounts: { type: "integer", description: "持有该角色的账号数" },
    created_at: str,
    rows: { ...mapOf(mapOf()), description: "数据范围：按资源的行规则（roles.json rows）" },
    fields: {
      ...mapOf(object({ hidden: arrayOf(str), readOnly: arrayOf(str) }, ["hidden", "readOnly"])),
      description: "字段权限：按资源的隐藏与只读字段（roles.json fields）",
    },
  },
  ["rows", "fields"],
);

/** What 数据权限 may name: the config's resources with their fields, the account attributes. */
const ruleOptions = object({
  resources: arrayOf(
    object({ name: str, title: str, fields: arrayOf(object({ name: str, title: str, type: str, list: bool })) }),
  ),
  attributes: arrayOf(object({ name: str, title: str })),
});

/** A staff account as 账号管理 shows it, with its login lock (null when not locked). */
const account = object({
  id: int,
  username: str,
  nickname: str,
  avatar: str,
  phone: str,
  email: str,
  roles: arrayOf(str),
  admin: bool,
  disabled: bool,
  last_login_at: nullable(str),
  created_at: str,
  locked_until: nullable(str),
  attributes: { type: "object", description: "账号属性（app.json accountAttributes），如 campus_ids 所属校区" },
});

/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  "GET /v1/roles": pageOf(role),
  "GET /v1/roles/rule-options": ruleOptions,
  "POST /v1/roles": role,
  "PUT /v1/roles/:name": role,
  "DELETE /v1/roles/:name": deletedAnswer,
  "GET /v1/accounts": pageOf(account),
  "POST /v1/accounts": account,
  "PUT /v1/accounts/:id": account,
  "PUT /v1/accounts/:id/password": acknowledged,
  "POST /v1/accounts/:id/unlock": account,
};
