/**
 * The addresses the conflict screens link to. Fixed by the routes of spec §2: the aux page takes the
 * conflict's id in the query (its route opens a tab per distinct address, so one per conflict).
 */
export const LIST_PATH = "/educational-administration/course-conflict";
export const AUX_PATH = "/educational-administration/auxiliary-arrangement";
export const TIMETABLE_PATH = "/educational-administration/course-management";

/** Where 辅助排课 goes for a conflict. */
export const auxHref = (id: number) => `${AUX_PATH}?id=${id}`;

/** The timetable at the week of a date (查看课表 after a reschedule). */
export const timetableHref = (date: string) => `${TIMETABLE_PATH}?date=${date}`;
