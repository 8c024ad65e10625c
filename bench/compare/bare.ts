import Database from "better-sqlite3";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { TABLE } from "./data.js";

/**
 * The reference for the product's overhead: one Fastify route on the product's own table (same rows, same
 * indexes), the same query parameters and envelope, LIMIT/OFFSET and a COUNT on every request, no auth,
 * no validation, no config. The product's list minus everything that makes it a product.
 */
const COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "name",
  "phone",
  "city",
  "grade",
  "status",
  "balance",
  "enrolled_on",
];
const SORTABLE = new Set(["id", "name", "balance", "enrolled_on"]);

interface Query {
  pageNo?: string;
  pageSize?: string;
  status?: string;
  name?: string;
  prop?: string;
  order?: string;
}

/** WHERE, ORDER BY and the parameters of a list query, with `?` or `$n` placeholders. */
export function listSql(query: Query, dialect: "sqlite" | "postgres") {
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), dialect === "sqlite" ? "?" : `$${params.length}`);
  const where: string[] = [];
  if (query.status !== undefined) where.push(`status = ${p(Number(query.status))}`);
  if (query.name) {
    const pattern = `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`name ${dialect === "sqlite" ? "LIKE" : "ILIKE"} ${p(pattern)} ESCAPE '\\'`);
  }
  const prop = query.prop && SORTABLE.has(query.prop) ? query.prop : "id";
  const dir = query.order === "descending" ? "DESC" : "ASC";
  // PostgreSQL sorts NULLs as SQLite does, as the product asks it to (and its indexes are made for).
  const nulls = dialect === "postgres" ? (dir === "ASC" ? " NULLS FIRST" : " NULLS LAST") : "";
  const order = prop === "id" ? `id ${dir}` : `${prop} ${dir}${nulls}, id ${dir}`;
  const whereSql = where.length ? ` WHERE ${where.join(" AND ")}` : "";
  const pageSize = Math.min(100, Math.max(1, Number(query.pageSize ?? 20) || 20));
  const pageNo = Math.max(1, Number(query.pageNo ?? 1) || 1);
  const countParams = [...params];
  const rows = `SELECT ${COLUMNS.join(", ")} FROM ${TABLE}${whereSql} ORDER BY ${order} LIMIT ${p(pageSize)} OFFSET ${p((pageNo - 1) * pageSize)}`;
  return { rows, count: `SELECT COUNT(*) AS n FROM ${TABLE}${whereSql}`, params, countParams };
}

export async function bareSqlite(file: string): Promise<FastifyInstance> {
  const db = new Database(file, { readonly: true });
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => statements.get(text) ?? statements.set(text, db.prepare(text)).get(text)!;
  const app = Fastify();
  app.get<{ Querystring: Query }>("/list", async (request) => {
    const q = listSql(request.query, "sqlite");
    const total = (prepared(q.count).get(q.countParams) as { n: number }).n;
    const list = prepared(q.rows).all(q.params);
    return { code: 0, msg: "", data: { list, total } };
  });
  app.addHook("onClose", async () => db.close());
  return app;
}

export async function barePostgres(url: string): Promise<FastifyInstance> {
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  // The product's pool size.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify();
  app.get<{ Querystring: Query }>("/list", async (request) => {
    const q = listSql(request.query, "postgres");
    const total = (await pool.query<{ n: number }>(q.count, q.countParams)).rows[0].n;
    const list = (await pool.query(q.rows, q.params)).rows;
    return { code: 0, msg: "", data: { list, total } };
  });
  app.addHook("onClose", async () => pool.end());
  return app;
}
