import Ajv, { type ValidateFunction } from "ajv";
import ajvErrors from "ajv-errors";
import { sql } from "kysely";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { compareErrors } from "../../../src/common/record-compare.js";
import { ruleMessage } from "../../../src/common/record-rules.js";
import { fieldErrors } from "../../plugins/errors.js";
import { recordAjv, recordAjvOptions } from "../../plugins/record-ajv.js";
import { bodySchema } from "../body-schema.js";
import { encodeValue } from "../codec.js";
import { relationFields } from "../columns.js";
import { outsideRow, type Viewer } from "../row-rules.js";
import type { ResourceContext } from "../context.js";
import { normaliseValues } from "../normalise.js";
import { matchErrors } from "../relation-matches.js";
import { isUniqueField, rowsTable } from "../source.js";
import { CellError, cellValue, isBlank, RelationLabel } from "./cells.js";
import type { HeaderMap } from "./header.js";
import { relationLookup, type Candidate } from "./relations.js";
import type { FileRow } from "./read-rows.js";
import { localize } from "../../../src/common/i18n.js";

type Values = Record<string, unknown>;

/** One problem of one row: its number in the file, the field and its column title, the form's message. */
export interface RowProblem {
  row: number;
  field: string;
  column: string;
  message: string;
}

/** A row that passed the cells' reading, ready for the record's checks. */
interface Pending {
  number: number;
  values: Values;
  problems: Map<string, string>;
}

/** The create body's validator (the form's rules and messages), per config object. */
const validators = new WeakMap<ResourceConfig, ValidateFunction>();
function validatorOf(res: ResourceConfig): ValidateFunction {
  let v = validators.get(res);
  if (!v) {
    const ajv = recordAjv(new Ajv({ ...recordAjvOptions, strict: false }));
    ajvErrors(ajv);
    v = ajv.compile(bodySchema(res, "create"));
    validators.set(res, v);
  }
  return v;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks a file's rows chunk by chunk, as a create of each would be checked, and keeps the good ones:
 * cells read as values (cells.ts), relation labels looked up (a few queries per chunk), then the record's
 * body schema with the form's messages, comparisons across fields, unique values within the file and
 * against the table (one query per unique field per chunk) and dependent relations (one query per
 * distinct combination). Between chunks the event loop serves other requests.
 */
export function rowChecker(ctx: ResourceContext, res: ResourceConfig, header: HeaderMap, viewer?: Viewer | null) {
  const validate = validatorOf(res);
  const relations = relationFields(res);
  // Relations a dependent relation follows are resolved first: their ids pick among rows of one name.
  relations.sort((a, b) => Number(!!a.relation.matches) - Number(!!b.relation.matches));
  const lookups = new Map(relations.map((r) => [r.name, relationLookup(ctx, r.relation)]));
  const uniques = Object.keys(res.record.properties).filter((n) => isUniqueField(ctx.resources, res, n));
  const seen = new Map(uniques.map((n) => [n, new Map<string, number>()]));
  const matchesKnown = new Map<string, Record<string, string>>();
  const matchInputs = [
    ...new Set(
      relations.filter((r) => r.relation.matches).flatMap((r) => [r.name, ...Object.values(r.relation.matches!)]),
    ),
  ];
  const title = (name: string) => localize(res.record.properties[name]?.title) || name;

  const good: Values[] = [];
  const problems: RowProblem[] = [];
  let total = 0;
  let invalid = 0;

  const readCells = (row: FileRow): Pending => {
    const values: Values = {};
    const found = new Map<string, string>();
    for (const [i, f] of header.columns) {
      const cell = row.cells[i] ?? null;
      if (isBlank(cell)) continue;
      const value = cellValue(f.field, cell!);
      if (value instanceof CellError) found.set(f.name, value.message);
      else values[f.name] = value;
    }
    return { number: row.number, values, problems: found };
  };

  /** Relation labels → ids; a label naming no row is the form's "所选…不存在". */
  async function resolveRelations(rows: Pending[]) {
    for (const { name, relation, many } of relations) {
      const lookup = lookups.get(name)!;
      const labelsOf = (v: unknown) => (many ? (v as RelationLabel[]) : [v as RelationLabel]);
      await lookup.load(rows.flatMap((r) => (name in r.values ? labelsOf(r.values[name]).map((l) => l.label) : [])));
      const field = res.record.properties[name];
      for (const r of rows) {
        if (!(name in r.values)) continue;
        const ids: number[] = [];
        for (const { label } of labelsOf(r.values[name])) {
          const picked = pick(lookup.candidates(label), relation.matches, r.values);
          if (picked === undefined) r.problems.set(name, ruleMessage(field, "relation"));
          else if (picked === null)
            r.problems.set(name, `有多个名为「${label}」的${localize(field.title)}，无法确定是哪一个`);
          else ids.push(picked);
        }
        if (r.problems.has(name)) delete r.values[name];
        else r.values[name] = many ? ids : ids[0];
      }
    }
  }

  /** Unique values already in the table, one query per unique field for the chunk. */
  async function takenInTable(rows: Pending[], name: string): Promise<Set<string>> {
    const field = res.record.properties[name];
    const values = rows.filter((r) => r.values[name] != null).map((r) => encodeValue(field, r.values[name]));
    if (!values.length) return new Set();
    const found = await ctx.db
      .selectFrom(rowsTable(ctx.resources, res.name))
      .select(sql.ref(name).as("v"))
      .where(ctx.store.sql.anyOf(sql.ref(name), [...new Set(values)]))
      .execute();
    return new Set(found.map((r) => String((r as { v: unknown }).v)));
  }

  async function checkChunk(chunk: FileRow[]) {
    const rows = chunk.map(readCells);
    await resolveRelations(rows);
    const passed: Pending[] = [];
    for (const r of rows) {
      normaliseValues(res, r.values);
      if (!validate(r.values)) {
        for (const [field, message] of Object.entries(fieldErrors(validate.errors ?? [])))
          if (!r.problems.has(field)) r.problems.set(field, message);
      }
      if (r.problems.size) continue;
      for (const [field, message] of Object.entries(compareErrors(res.record, r.values)))
        r.problems.set(field, message);
      if (!r.problems.size) passed.push(r);
    }
    for (const name of uniques) {
      const field = res.record.properties[name];
      const taken = await takenInTable(passed, name);
      for (const r of passed) {
        if (r.values[name] == null) continue;
        const key = String(encodeValue(field, r.values[name]));
        const first = seen.get(name)!.get(key);
        if (taken.has(key)) r.problems.set(name, ruleMessage(field, "unique"));
        else if (first !== undefined) r.problems.set(name, `${localize(field.title)}与第${first}行重复`);
        else seen.get(name)!.set(key, r.number);
      }
    }
    for (const r of passed) {
      if (r.problems.size || !matchInputs.length) continue;
      const key = JSON.stringify(matchInputs.map((n) => r.values[n] ?? null));
      let errors = matchesKnown.get(key);
      if (!errors) matchesKnown.set(key, (errors = await matchErrors(ctx, res, r.values)));
      for (const [field, message] of Object.entries(errors)) r.problems.set(field, message);
    }
    // A row the caller's row rules would not reach (another campus's student) is refused on the rule's fields.
    for (const r of passed) {
      if (r.problems.size || !viewer) continue;
      for (const [field, message] of Object.entries(outsideRow(viewer, res, ctx.roles, r.values) ?? {}))
        r.problems.set(field, message);
    }
    for (const r of rows) {
      if (!r.problems.size) {
        good.push(r.values);
        continue;
      }
      invalid++;
      for (const [field, message] of r.problems) problems.push({ row: r.number, field, column: title(field), message });
    }
  }

  let chunk: FileRow[] = [];
  return {
    /** Adds a data row; every `size` rows the chunk is checked and the event loop breathes. */
    async add(row: FileRow, size = 500) {
      if (row.cells.every(isBlank)) return;
      total++;
      chunk.push(row);
      if (chunk.length >= size) await this.flush();
    },
    async flush() {
      if (chunk.length) await checkChunk(chunk);
      chunk = [];
      await yieldToLoop();
    },
    get total() {
      return total;
    },
    result: () => ({ total, invalid, problems, rows: good }),
  };
}

/**
 * The row a label names: the only one, else the only one whose matched fields hold the row's values
 * (a lecturer of the row's campus). Undefined: none; null: several, and nothing tells them apart.
 */
function pick(
  found: Candidate[],
  matches: Record<string, string> | undefined,
  values: Values,
): number | null | undefined {
  if (found.length <= 1) return found[0]?.id;
  const pairs = Object.entries(matches ?? {});
  const fitting = pairs.length
    ? found.filter((c) => pairs.every(([theirs, own]) => String(c[theirs]) === String(values[own])))
    : found;
  if (fitting.length === 1) return fitting[0].id;
  return fitting.length === 0 ? found[0].id : null;
}
