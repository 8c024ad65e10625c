import type { FastifyRequest } from "fastify";
import { currentUser } from "../../../mock-server/plugins/auth.js";
import type { RowReach } from "../../../mock-server/resources/row-reach.js";
import { refuse } from "./rules.js";

/**
 * Lessons are reached through their campus: a role whose row rules limit `campus` (the campus desk's
 * `"campus": { "id": "$user.campus_ids" }`) sees and schedules only the lessons, open slots, hours and
 * conflicts of those campuses. Another campus's lesson or conflict answers as missing (404), and a campus
 * outside the rules as unknown, as the generic routes answer a row outside them. Teachers and students
 * belong to the lesson's campus (rules.ts), so their rows follow.
 *
 * Made per request: the caller's campuses are asked once, however many checks the request makes.
 */
export function campusReach(reach: RowReach) {
  return (request: FastifyRequest) => {
    let asked: Promise<number[] | undefined> | undefined;
    /** The campuses the caller reaches; undefined: every one. */
    const campuses = () => (asked ??= reach.ids(currentUser(request), "campus"));
    /** Whether the caller reaches this campus (a lesson's, a teacher's, a student's). */
    const holds = async (campusId: number | null | undefined) => {
      const allowed = await campuses();
      return !allowed || allowed.includes(campusId ?? 0);
    };
    return {
      campuses,
      holds,
      /** Refuses (404) a lesson or conflict of a campus the caller does not reach; a missing one passes on. */
      async lesson(row: { campus_id: number } | undefined, what = "课程不存在"): Promise<void> {
        if (row && !(await holds(row.campus_id))) throw refuse(15009, "id", what, 404);
      },
      /** Refuses a campus the caller does not reach, as an unknown one (15011). */
      async campus(campusId: number | null | undefined): Promise<void> {
        if (campusId && !(await holds(campusId))) throw refuse(15011, "campus_id", "校区不存在");
      },
    };
  };
}

export type CampusReach = ReturnType<typeof campusReach>;
