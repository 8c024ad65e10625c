import { can } from "../../../common/access.js";
import { useSession } from "../../../app/services-context.js";

/** The abilities the timetable's writes need; the server checks the same ones (docs/schedule-api.md). */
export const WRITE_RULE = { ability: ["WRITE"] };
export const DELETE_RULE = { ability: ["DELETE"] };

/**
 * Whether the user may schedule and whether they may delete: for menus and popovers built as data,
 * where `<Can>` cannot wrap an item. Hidden, not disabled (spec §6).
 */
export function usePermissions(): { write: boolean; remove: boolean } {
  const { access } = useSession();
  return { write: can(access, WRITE_RULE), remove: can(access, DELETE_RULE) };
}
