import type { Db } from "../../../mock-server/db/index.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import type { TableColumns } from "./tables.js";

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
export function peopleRepository(db: Db, columns: TableColumns) {
  const [lecturer, student, campus, category] = ["lecturer", "student", "campus", "category"].map(tableName);
  const exists = async (table: string) => (await columns(db, table)).size > 0;
  async function one<T>(table: string, fields: string[], id: number, subject = false): Promise<T | undefined> {
    if (!(await exists(table))) return undefined;
    let query = db.selectFrom(table).select(fields).where("id", "=", id);
    // Subjects are the categories of code `xk`.
    if (subject) query = query.where("code", "=", "xk");
    return (await query.executeTakeFirst()) as T | undefined;
  }
  async function names(table: string, ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
    if (!unique.length || !(await exists(table))) return new Map();
    const rows = (await db.selectFrom(table).select(["id", "name"]).where("id", "in", unique).execute()) as Named[];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  return {
    /**
     * The first campus not closed (已停业), in the campus list's order (by id), among `among` when given
     * (the campuses a caller reaches): a timetable's default.
     */
    async firstCampus(among?: readonly number[]): Promise<number | undefined> {
      const fields = await columns(db, campus);
      if (!fields.size || (among && !among.length)) return undefined;
      let query = db.selectFrom(campus).select("id").orderBy("id").limit(1);
      if (among) query = query.where("id", "in", among);
      if (fields.has("status")) query = query.where((eb) => eb.or([eb("status", "is", null), eb("status", "<>", 0)]));
      const row = (await query.executeTakeFirst()) as { id: number } | undefined;
      return row ? Number(row.id) : undefined;
    },
    teacher: (id: number) => one<Teacher>(lecturer, ["id", "name", "campus_id", "working_state"], id),
    student: (id: number) => one<Student>(student, ["id", "name", "campus_id", "grade"], id),
    campus: (id: number) => one<Named>(campus, ["id", "name"], id),
    subject: (id: number) => one<Named>(category, ["id", "name"], id, true),
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
