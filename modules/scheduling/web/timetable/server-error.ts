import { HttpError } from "../../../../src/app/http/http-error.js";
import type { Clash } from "../api.js";

/** Codes of a refused clash: the teacher's leave, the student's lesson, the teacher's lesson or slot. */
const CLASH_CODES = new Set(["15031", "15032", "15033"]);

/** A batch that clashes: the server lists the clashes in `data.conflicts`. */
const BATCH_CLASH = "15015";

/** A clash the user may accept: why, and every clash the server found. */
export interface ClashRefusal {
  reason: string;
  conflicts: Clash[];
  conflictCount: number;
}

/**
 * The clash behind a refused save (single 15031–15033, batch 15015), or undefined for any other
 * failure: only a clash may be saved anyway, with `accept_conflicts`.
 */
export function clashOf(error: unknown): ClashRefusal | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = String(error.code);
  if (!CLASH_CODES.has(code) && code !== BATCH_CLASH) return undefined;
  const data = (error.data ?? {}) as { conflicts?: Clash[]; conflict_count?: number };
  const conflicts = Array.isArray(data.conflicts) ? data.conflicts : [];
  return {
    reason: error.errors?.time ?? error.message,
    conflicts,
    conflictCount: data.conflict_count ?? conflicts.length,
  };
}

/**
 * The server's field messages (`{time: "…"}`) in the shape `form.setFields` takes, renamed onto
 * the form's own names; messages for fields the form does not have are dropped (the toast says them).
 */
export function fieldErrors<const Name extends string>(
  error: unknown,
  names: Readonly<Record<string, Name>>,
): { name: Name; errors: string[] }[] {
  const errors = error instanceof HttpError ? (error.errors ?? {}) : {};
  return Object.entries(errors)
    .filter(([field]) => Object.hasOwn(names, field))
    .map(([field, message]) => ({ name: names[field], errors: [message] }));
}

/** What the server said, when it said something. */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
