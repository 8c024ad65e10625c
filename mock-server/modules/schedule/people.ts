import type { DB } from "../../plugins/database.js";
import { tableName } from "../../resources/table-name.js";

export interface Teacher {
  id: number;
  name: string;
  campus_id: number | null;
  working_state: number | null;
}
export interface Student {
  id: number;
  name: string;
  campus_id: number | null;
  grade: number | null;
}
export interface Named {
  id: number;
  name: string;
}

/**
 * The people and places a lesson names, read from the config-driven tables (res_lecturer,
 * res_student, res_campus, res_category). Each lookup answers undefined for an unknown id, and for
 * a table the config does not define.
 */
export function peopleRepository(db: DB) {
  const [lecturer, student, campus, category] = ["lecturer", "student", "campus", "category"].map(tableName);
  const exists = (table: string) =>
    !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  const one = <T>(table: string, columns: string, id: number, extra = ""): T | undefined =>
    exists(table) ? (db.prepare(`SELECT ${columns} FROM "${table}" WHERE id = ? ${extra}`).get(id) as T) : undefined;
  const names = (table: string, ids: number[]): Map<number, string> => {
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
    if (!unique.length || !exists(table)) return new Map();
    const rows = db
      .prepare(`SELECT id, name FROM "${table}" WHERE id IN (${unique.map(() => "?").join(",")})`)
      .all(...unique) as Named[];
    return new Map(rows.map((r) => [r.id, r.name]));
  };

  return {
    teacher: (id: number) => one<Teacher>(lecturer, "id, name, campus_id, working_state", id),
    student: (id: number) => one<Student>(student, "id, name, campus_id, grade", id),
    campus: (id: number) => one<Named>(campus, "id, name", id),
    subject: (id: number) => one<Named>(category, "id, name", id, "AND code = 'xk'"),
    /** Names by id, for many rows at once (a timetable, a conflict list). */
    names: {
      teachers: (ids: number[]) => names(lecturer, ids),
      students: (ids: number[]) => names(student, ids),
      campuses: (ids: number[]) => names(campus, ids),
      subjects: (ids: number[]) => names(category, ids),
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
