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
 */
export function campusReach(reach: RowReach) {
  /** The campuses the caller reaches; undefined: every one. */
  const campuses = (request: FastifyRequest) => reach.ids(currentUser(request), "campus");
  return {
    campuses,
    /** Refuses (404) a lesson or conflict of a campus the caller does not reach; a missing one passes on. */
    async lesson(request: FastifyRequest, row: { campus_id: number } | undefined, what = "课程不存在"): Promise<void> {
      const allowed = row && (await campuses(request));
      if (row && allowed && !allowed.includes(row.campus_id)) throw refuse(15009, "id", what, 404);
    },
    /** Refuses a campus the caller does not reach, as an unknown one (15011). */
    async campus(request: FastifyRequest, campusId: number | null | undefined): Promise<void> {
      const allowed = campusId ? await campuses(request) : undefined;
      if (campusId && allowed && !allowed.includes(campusId)) throw refuse(15011, "campus_id", "校区不存在");
    },
  };
}

export type CampusReach = ReturnType<typeof campusReach>;
