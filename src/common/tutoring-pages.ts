/**
 * The bespoke pages of the tutoring app's provisional module (src/tutoring.ts registers them, the
 * server's module declares them), until they move with their module folders.
 */
export const TUTORING_PAGES: readonly string[] = [
  "scheduling/Timetable",
  "scheduling/CourseConflict",
  "scheduling/AuxiliaryArrangement",
];
