import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { Db, Store, Trx } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import { hashPassword, verifyPassword } from "../../../mock-server/modules/account/password.js";

/** A student as the apps' sign-in sees one (res_student). */
export interface ClientStudent {
  id: number;
  name: string;
  phone: string;
  campus_id: number | null;
  disabled: boolean;
}

/** The letters of an issued code: no 0/O, 1/I/L, so it reads aloud and prints without doubt. */
const CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** Eight of them: 31⁸ ≈ 8.5 × 10¹¹, against a login throttled per phone and per address. */
const CODE_LENGTH = 8;

/** A one-time sign-in code, drawn from the system's random source. */
export const newCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join("");

/** Writes a student's password, hashed before (hashing holds no transaction's lock while it can be helped). */
async function storeHash(db: Db | Trx, studentId: number, hash: string, mustChange: boolean): Promise<void> {
  const changed_at = new Date().toISOString();
  const must_change = mustChange ? 1 : 0;
  await db
    .insertInto("student_credentials")
    .values({ student_id: studentId, password_hash: hash, changed_at, must_change })
    .onConflict((oc) => oc.column("student_id").doUpdateSet({ password_hash: hash, changed_at, must_change }))
    .execute();
}

/**
 * Issues a student's one-time sign-in code (学员 → 重置登录密码) inside `db` (the action's transaction):
 * it replaces any password they had, and must be changed at the first sign-in. The code is answered
 * once and never stored in clear.
 */
export async function issueCode(db: Db | Trx, studentId: number): Promise<string> {
  const code = newCode();
  await storeHash(db, studentId, await hashPassword(code), true);
  return code;
}

/**
 * Students (the config-driven res_student, read by phone) and their passwords (student_credentials,
 * migrations 007 and 022). Without a config `student` resource with a `phone` field nobody can sign in;
 * with one, its table exists (made from the config at start). A student signs in only with a code staff
 * issued, then with the password they chose: nothing is derived from what others know of them.
 */
export function clientRepository(store: Store, resources: Record<string, ResourceConfig>) {
  const { db } = store;
  const fields = resources.student?.record.properties ?? {};
  /** A field's column, or `fallback` when the record has no such field. */
  const column = (name: string, fallback: unknown) => (name in fields ? sql.ref(name) : sql.lit(fallback));
  const credential = (studentId: number) =>
    db
      .selectFrom("student_credentials")
      .select(["password_hash", "must_change"])
      .where("student_id", "=", studentId)
      .executeTakeFirst() as Promise<{ password_hash: string; must_change: number | boolean } | undefined>;

  return {
    async byPhone(phone: string): Promise<ClientStudent | undefined> {
      if (!("phone" in fields)) return undefined;
      const row = (await db
        .selectFrom(tableName("student"))
        .select([
          "id",
          column("name", "").as("name"),
          "phone",
          column("campus_id", null).as("campus_id"),
          column("disabled", 0).as("disabled"),
        ])
        .where("phone", "=", phone)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst()) as (Omit<ClientStudent, "disabled"> & { disabled: number | null }) | undefined;
      return row && { ...row, name: String(row.name ?? ""), disabled: row.disabled === 1 };
    },

    /**
     * Checks the password: `issued` when it is the code staff issued (to be changed before anything
     * else), `own` when it is the student's own. One scrypt whatever the case, so an unknown phone, a
     * student without a code and a wrong password answer alike, in the same time.
     */
    async checkPassword(student: ClientStudent | undefined, password: string): Promise<"wrong" | "issued" | "own"> {
      const stored = student && (await credential(student.id));
      const right = await verifyPassword(password, stored?.password_hash);
      if (!stored || !right) return "wrong";
      return Number(stored.must_change) === 1 ? "issued" : "own";
    },

    /** Stores the student's own password. */
    async setPassword(studentId: number, password: string): Promise<void> {
      await storeHash(db, studentId, await hashPassword(password), false);
    },
  };
}

export type ClientRepository = ReturnType<typeof clientRepository>;
