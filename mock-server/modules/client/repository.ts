import { createHash, timingSafeEqual } from "node:crypto";
import type { DB } from "../../plugins/database.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../resources/table-name.js";
import { hashPassword, verifyPassword } from "../account/password.js";

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
 * migration 007). Without a config `student` resource with a `phone` field nobody can sign in.
 */
export function clientRepository(db: DB, resources: Record<string, ResourceConfig>) {
  const fields = resources.student?.record.properties ?? {};
  const table = tableName("student");
  const exists = () => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  const column = (name: string, fallback: string) => (name in fields ? `"${name}"` : fallback);
  const credential = db.prepare<[number], { password_hash: string }>(
    "SELECT password_hash FROM student_credentials WHERE student_id = ?",
  );

  return {
    byPhone(phone: string): ClientStudent | undefined {
      if (!("phone" in fields) || !exists()) return undefined;
      const row = db
        .prepare(
          `SELECT id, ${column("name", "''")} AS name, "phone" AS phone, ${column("campus_id", "NULL")} AS campus_id, ` +
            `${column("disabled", "0")} AS disabled FROM "${table}" WHERE "phone" = ? ORDER BY id LIMIT 1`,
        )
        .get(phone) as (Omit<ClientStudent, "disabled"> & { disabled: number | null }) | undefined;
      return row && { ...row, name: String(row.name ?? ""), disabled: row.disabled === 1 };
    },

    /**
     * Checks the student's own password if one was set, else the initial one (`initial`: right, but
     * still the phone's last digits, to be changed before anything else). One scrypt whatever the
     * case, so an unknown phone answers as slowly as a wrong password.
     */
    async checkPassword(student: ClientStudent | undefined, password: string): Promise<"wrong" | "initial" | "own"> {
      const stored = student && credential.get(student.id);
      if (stored) return (await verifyPassword(password, stored.password_hash)) ? "own" : "wrong";
      await verifyPassword(password, undefined);
      return student && sameText(password, initialPassword(student.phone)) ? "initial" : "wrong";
    },

    async setPassword(studentId: number, password: string): Promise<void> {
      const hash = await hashPassword(password);
      db.prepare(
        `INSERT INTO student_credentials (student_id, password_hash, changed_at) VALUES (?, ?, ?)
         ON CONFLICT(student_id) DO UPDATE SET password_hash = excluded.password_hash, changed_at = excluded.changed_at`,
      ).run(studentId, hash, new Date().toISOString());
    },
  };
}

export type ClientRepository = ReturnType<typeof clientRepository>;
