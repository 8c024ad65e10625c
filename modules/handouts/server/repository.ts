import { sql } from "kysely";
import type { Db, Store, Trx } from "../../../mock-server/db/index.js";
import { naturalCompare } from "./natural-order.js";

/** A folder or file of the live-handout tree, as stored. */
export interface HandoutNode {
  id: number;
  parent_id: number | null;
  subject_id: number;
  label: string;
  kind: "folder" | "file";
  type: 1 | 2;
  stored_name: string | null;
  original_name: string;
  size: number;
  pages: number;
  downloadable: number;
}

/** A file to insert below a folder (its subject and type come from the folder). */
export interface NewFile {
  label: string;
  stored_name: string;
  original_name: string;
  size: number;
  pages: number;
  downloadable: boolean;
}

/**
 * True when the database refused a row for the one-name-per-folder index: SQLite names the index in
 * its message, PostgreSQL in the error's `constraint`.
 */
export function isDuplicate(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === "SQLITE_CONSTRAINT_UNIQUE") return String(e.message).includes("handout_nodes_name");
  return e.code === "23505" && e.constraint === "handout_nodes_name";
}

/**
 * The SQL of the handout tree, every value bound. Reads take the store's builder; writes take the
 * transaction of the rule they serve (`transaction`), which reads the rows it decides about with
 * `findForUpdate` first.
 */
export function handoutRepository(store: Store) {
  const { db } = store;
  const byId = (ex: Db, id: number) => ex.selectFrom("handout_nodes").selectAll().where("id", "=", id);
  const insert = (trx: Trx, row: Omit<HandoutNode, "id">) =>
    trx
      .insertInto("handout_nodes")
      .values(row)
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.id));

  return {
    find: (id: number) => byId(db, id).executeTakeFirst() as Promise<HandoutNode | undefined>,

    /** The node, locked until `trx` ends: what the rule decides from it stays true until it writes. */
    findForUpdate: (trx: Trx, id: number) =>
      store.forUpdate(byId(trx, id)).executeTakeFirst() as Promise<HandoutNode | undefined>,

    /** The nodes of these ids found, locked until `trx` ends, by id (locked in id order: no two rules wait on each other). */
    async findAllForUpdate(trx: Trx, ids: number[]): Promise<Map<number, HandoutNode>> {
      const query = trx.selectFrom("handout_nodes").selectAll().where("id", "in", ids).orderBy("id");
      const rows = (await store.forUpdate(query).execute()) as HandoutNode[];
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Runs a rule that reads then writes as one transaction. */
    transaction: <T>(rule: (trx: Trx) => Promise<T>): Promise<T> => db.transaction().execute(rule),

    /** The names of every stored file a row refers to. */
    async storedNames(): Promise<Set<string>> {
      const rows = await db
        .selectFrom("handout_nodes")
        .select("stored_name")
        .where("stored_name", "is not", null)
        .execute();
      return new Set(rows.map((r) => r.stored_name as string));
    },

    /** Nodes of one subject, or of all; folders before files, 讲义 before 作业, then by label as people count. */
    async nodes(subjectId?: number | null): Promise<HandoutNode[]> {
      let query = db.selectFrom("handout_nodes").selectAll();
      if (subjectId) query = query.where("subject_id", "=", subjectId);
      const rows = (await query
        .orderBy("subject_id")
        .orderBy("kind", "desc")
        .orderBy("type")
        .orderBy("id")
        .execute()) as HandoutNode[];
      // Stable: rows equal in label keep their id order.
      return rows.sort(
        (a, b) =>
          a.subject_id - b.subject_id ||
          b.kind.localeCompare(a.kind) ||
          a.type - b.type ||
          naturalCompare(a.label, b.label),
      );
    },

    /** Files of a type (1 handout, 2 homework), optionally of one subject, as options. */
    async options(type: 1 | 2, subjectId?: number | null): Promise<{ id: number; name: string }[]> {
      let query = db
        .selectFrom("handout_nodes")
        .select(["id", "label as name", "subject_id"])
        .where("kind", "=", "file")
        .where("type", "=", type);
      if (subjectId) query = query.where("subject_id", "=", subjectId);
      const rows = (await query.orderBy("subject_id").orderBy("id").execute()) as {
        id: number;
        name: string;
        subject_id: number;
      }[];
      return rows
        .sort((a, b) => a.subject_id - b.subject_id || naturalCompare(a.name, b.name))
        .map(({ id, name }) => ({ id, name }));
    },

    /** A folder below `parent`; throws the unique error on a duplicate name. */
    createFolder: (trx: Trx, parent: HandoutNode, label: string): Promise<number> =>
      insert(trx, { ...blank(parent), label, kind: "folder", stored_name: null, original_name: "" }),

    /** A file below `parent`; throws the unique error on a duplicate name. */
    createFile: (trx: Trx, parent: HandoutNode, file: NewFile): Promise<number> =>
      insert(trx, { ...blank(parent), ...file, kind: "file", downloadable: file.downloadable ? 1 : 0 }),

    /** Renames a node; throws the unique error on a duplicate name. */
    async rename(trx: Trx, id: number, label: string): Promise<void> {
      await trx.updateTable("handout_nodes").set({ label }).where("id", "=", id).execute();
    },

    /** Deletes the nodes with their subtrees (links to deleted files go too) and returns the stored names to remove. */
    async remove(trx: Trx, ids: number[]): Promise<string[]> {
      // The subtrees' stored files: the rows go by cascade, the files on disk must be removed by name.
      const { rows } = await sql<{ stored_name: string }>`
        WITH RECURSIVE sub(id) AS (
          SELECT id FROM handout_nodes WHERE id IN (${sql.join(ids)})
          UNION ALL SELECT n.id FROM handout_nodes n JOIN sub ON n.parent_id = sub.id
        )
        SELECT stored_name FROM handout_nodes WHERE id IN (SELECT id FROM sub) AND stored_name IS NOT NULL`.execute(
        trx,
      );
      await trx.deleteFrom("handout_nodes").where("id", "in", ids).execute();
      return rows.map((r) => r.stored_name);
    },
  };
}

/** The columns a new child takes from its folder. */
const blank = (parent: HandoutNode) => ({
  parent_id: parent.id,
  subject_id: parent.subject_id,
  type: parent.type,
  size: 0,
  pages: 0,
  downloadable: 0,
});

export type HandoutRepository = ReturnType<typeof handoutRepository>;
