import { can } from "../../../../src/common/access.js";
import { useSession } from "../../../../src/app/services-context.js";

/** The abilities the timetable's writes need; the server checks the same ones (docs/schedule-api.md). */
export const WRITE_RULE = { ability: ["WRITE"] };
export const DELETE_RULE = { ability: ["DELETE"] };
/** 课时更正 of a taught lesson: administrators only. */
export const CORRECT_RULE = { role: ["admin"] };

/**
 * Whether the user may schedule, delete and correct a taught lesson's hours: for menus and popovers built as data,
 * where `<Can>` cannot wrap an item. Hidden, not disabled (spec §6).
 */
export function usePermissions(): { write: boolean; remove: boolean; correct: boolean } {
  const { access } = useSession();
  return { write: can(access, WRITE_RULE), remove: can(access, DELETE_RULE), correct: can(access, CORRECT_RULE) };
}
