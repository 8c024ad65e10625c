import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Store } from "../../../mock-server/db/index.js";
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

/** The password a student signs in with before choosing one: the last six digits of the phone. */
export const initialPassword = (phone: string): string => phone.slice(-6);

/** Equal texts, compared in constant time (by their digests, so lengths do not matter). */
function sameText(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Students (the config-driven res_student, read by phone) and their passwords (student_credentials,
 * migration 007). Without a config `student` resource with a `phone` field nobody can sign in; with
 * one, its table exists (made from the config at start).
 */
export function clientRepository(store: Store, resources: Record<string, ResourceConfig>) {
  const { db } = store;
  const fields = resources.student?.record.properties ?? {};
  /** A field's column, or `fallback` when the record has no such field. */
  const column = (name: string, fallback: unknown) => (name in fields ? sql.ref(name) : sql.lit(fallback));
  const credential = (studentId: number) =>
    db
      .selectFrom("student_credentials")
      .select("password_hash")
      .where("student_id", "=", studentId)
      .executeTakeFirst() as Promise<{ password_hash: string } | undefined>;

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
     * Checks the student's own password if one was set, else the initial one (`initial`: right, but
     * still the phone's last digits, to be changed before anything else). One scrypt whatever the
     * case, so an unknown phone answers as slowly as a wrong password.
     */
    async checkPassword(student: ClientStudent | undefined, password: string): Promise<"wrong" | "initial" | "own"> {
      const stored = student && (await credential(student.id));
      if (stored) return (await verifyPassword(password, stored.password_hash)) ? "own" : "wrong";
      await verifyPassword(password, undefined);
      return student && sameText(password, initialPassword(student.phone)) ? "initial" : "wrong";
    },

    /** Stores a new password, hashed before the write (hashing never holds the database). */
    async setPassword(studentId: number, password: string): Promise<void> {
      const hash = await hashPassword(password);
      const changed_at = new Date().toISOString();
      await db
        .insertInto("student_credentials")
        .values({ student_id: studentId, password_hash: hash, changed_at })
        .onConflict((oc) => oc.column("student_id").doUpdateSet({ password_hash: hash, changed_at }))
        .execute();
    },
  };
}

export type ClientRepository = ReturnType<typeof clientRepository>;
