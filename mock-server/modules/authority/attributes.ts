import { sql } from "kysely";
import type { Store } from "../../db/index.js";
import type { AccountAttribute } from "../../../src/types/generated/app.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { localize } from "../../../src/common/i18n.js";
import { rowsTable, scopeOf } from "../../resources/source.js";

/** An account's attributes as stored (`users.attributes`, JSON): only the declared ones, by name. */
export type Attributes = Record<string, string | number | number[]>;

/** The stored JSON read back; anything malformed reads as no attributes. */
export function parseAttributes(text: unknown): Attributes {
  try {
    const value: unknown = JSON.parse(String(text ?? "{}"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Attributes) : {};
  } catch {
    return {};
  }
}

/**
 * The request schema of `attributes` in POST/PUT /v1/accounts: the app's declared attributes and nothing
 * else, each by its type (a list of ids at most 500 long), with a message on its own field.
 */
export function attributesSchema(declared: readonly AccountAttribute[]) {
  const properties: Record<string, unknown> = {};
  for (const a of declared) {
    const title = localize(a.title);
    properties[a.name] =
      a.type === "array"
        ? {
            type: "array",
            maxItems: 500,
            uniqueItems: true,
            // On the list itself, as the record's lists report (plugins/record-ajv.ts).
            itemType: { type: "integer" },
            errorMessage: {
              type: `${title}应为编号的列表`,
              itemType: `${title}应为编号的列表`,
              maxItems: `${title}最多500项`,
              uniqueItems: `${title}有重复的项`,
            },
          }
        : a.type === "integer"
          ? { type: ["integer", "null"], errorMessage: `${title}应为整数` }
          : { type: ["string", "null"], maxLength: 200, errorMessage: `${title}应为不超过200个字符的文本` };
  }
  return {
    type: "object",
    additionalProperties: false,
    properties,
    errorMessage: { type: "账号属性应为对象", additionalProperties: "不支持的账号属性" },
  };
}

/**
 * The ids of a relation attribute that name no row of its resource, per attribute: `{ campus_ids:
 * "所选所属校区不存在：99" }`, on the field `attributes.<name>`. Empty when every id exists.
 */
export async function unknownIds(
  store: Store,
  resources: Record<string, ResourceConfig>,
  declared: readonly AccountAttribute[],
  values: Attributes,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const a of declared) {
    const target = a.relation?.resource;
    const value = values[a.name];
    if (!target || !resources[target] || value === undefined || value === null || value === "") continue;
    const ids = [...new Set((Array.isArray(value) ? value : [value]).map(Number))];
    if (!ids.length) continue;
    const scope = scopeOf(resources, target);
    const found = await [...scope, sql<boolean>`id IN (${sql.join(ids)})`]
      .reduce((q, c) => q.where(c), store.db.selectFrom(rowsTable(resources, target)).select("id"))
      .execute();
    const known = new Set(found.map((r) => Number(r.id)));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) errors[`attributes.${a.name}`] = `所选${localize(a.title)}不存在：${missing.join("、")}`;
  }
  return errors;
}
