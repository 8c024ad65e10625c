import { defineTexts, format } from "./i18n.js";

/** The lists of a resource file whose items each name one field of the record. */
const LISTS = [
  ["/list/columns", (r: ResourceLists) => r.list?.columns],
  ["/list/query", (r: ResourceLists) => r.list?.query],
  ["/form/fields", (r: ResourceLists) => r.form?.fields],
] as const;

interface ResourceLists {
  list?: { columns?: { field: string }[]; query?: { field: string }[] | null };
  form?: { fields?: { field: string }[] } | null;
}

const tx = defineTexts(
  "config.duplicate",
  { repeated: '字段 "{field}" 重复：{at} 已有' },
  { repeated: 'The field "{field}" is repeated: {at} already has it' },
);

/**
 * A field named twice in one list of a resource: two columns, two query fields or two form inputs
 * for one value, where the second would overwrite what the first holds. One problem per repeat, at
 * the repeat's pointer, saying where the field already is. The server's start and save checks and
 * the page designer share it.
 */
export function duplicateFields(resource: ResourceLists): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  for (const [at, items] of LISTS) {
    const first = new Map<string, number>();
    (items(resource) ?? []).forEach((item, i) => {
      const before = first.get(item.field);
      if (before === undefined) first.set(item.field, i);
      else
        problems.push({
          pointer: `${at}/${i}/field`,
          message: format(tx.repeated, { field: item.field, at: `${at}/${before}` }),
        });
    });
  }
  return problems;
}
