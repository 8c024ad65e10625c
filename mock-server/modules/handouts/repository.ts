import type { DB } from "../../plugins/database.js";
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

/** True when SQLite refused a row for the one-name-per-folder index. */
export const isDuplicate = (err: unknown): boolean =>
  (err as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE" &&
  String((err as Error).message).includes("handout_nodes_name");

/** The SQL of the handout tree: plain functions, every value bound. */
export function handoutRepository(db: DB) {
  const byId = db.prepare<[number], HandoutNode>("SELECT * FROM handout_nodes WHERE id = ?");
  const insert = db.prepare(
    `INSERT INTO handout_nodes (parent_id, subject_id, label, kind, type, stored_name, original_name, size, pages, downloadable)
     VALUES (@parent_id, @subject_id, @label, @kind, @type, @stored_name, @original_name, @size, @pages, @downloadable)`,
  );
  // The subtree's stored files: the rows go by cascade, the files on disk must be removed by name.
  const subtreeFiles = db.prepare<[number], { stored_name: string }>(
    `WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT n.id FROM handout_nodes n JOIN sub ON n.parent_id = sub.id)
     SELECT stored_name FROM handout_nodes WHERE id IN (SELECT id FROM sub) AND stored_name IS NOT NULL`,
  );

  return {
    find: (id: number): HandoutNode | undefined => byId.get(id),

    /** The names of every stored file a row refers to. */
    storedNames: (): Set<string> =>
      new Set(
        db
          .prepare<[], { stored_name: string }>("SELECT stored_name FROM handout_nodes WHERE stored_name IS NOT NULL")
          .all()
          .map((r) => r.stored_name),
      ),

    /** Nodes of one subject, or of all; folders before files, 讲义 before 作业, then by label as people count. */
    nodes(subjectId?: number | null): HandoutNode[] {
      const where = subjectId ? "WHERE subject_id = ?" : "";
      const sql = `SELECT * FROM handout_nodes ${where} ORDER BY subject_id, kind DESC, type, id`;
      const rows = db.prepare<unknown[], HandoutNode>(sql).all(...(subjectId ? [subjectId] : []));
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
    options(type: 1 | 2, subjectId?: number | null): { id: number; name: string }[] {
      const where = subjectId ? "AND subject_id = ?" : "";
      return db
        .prepare<unknown[], { id: number; name: string; subject_id: number }>(
          `SELECT id, label AS name, subject_id FROM handout_nodes WHERE kind = 'file' AND type = ? ${where} ORDER BY subject_id, id`,
        )
        .all(type, ...(subjectId ? [subjectId] : []))
        .sort((a, b) => a.subject_id - b.subject_id || naturalCompare(a.name, b.name))
        .map(({ id, name }) => ({ id, name }));
    },

    /** A folder below `parent`; throws the unique error on a duplicate name. */
    createFolder(parent: HandoutNode, label: string): number {
      const row = { ...blank(parent), label, kind: "folder", stored_name: null, original_name: "" };
      return Number(insert.run(row).lastInsertRowid);
    },

    /** A file below `parent`; throws the unique error on a duplicate name. */
    createFile(parent: HandoutNode, file: NewFile): number {
      const row = { ...blank(parent), ...file, kind: "file", downloadable: file.downloadable ? 1 : 0 };
      return Number(insert.run(row).lastInsertRowid);
    },

    rename(id: number, label: string): void {
      db.prepare("UPDATE handout_nodes SET label = ? WHERE id = ?").run(label, id);
    },

    /** Deletes the nodes with their subtrees (links to deleted files go too) and returns the stored names to remove. */
    remove(ids: number[]): string[] {
      return db.transaction(() => {
        const files = ids.flatMap((id) => subtreeFiles.all(id).map((r) => r.stored_name));
        const del = db.prepare("DELETE FROM handout_nodes WHERE id = ?");
        for (const id of ids) del.run(id);
        return [...new Set(files)];
      })();
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
