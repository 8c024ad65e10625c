import type { ResourceSeed, SeedContext } from "../../../../mock-server/resources/seed-types.js";
import { categorySeed } from "./category.js";
import { textbookVersionSeed } from "./textbook-version.js";
import { campusSeed } from "./campus.js";
import { lecturerSeed } from "./lecturer.js";
import { studentSeed } from "./student.js";
import { videoSeed } from "./video.js";
import { liveLessonSeed } from "./live-lesson.js";
import { directorSeed } from "./director.js";
import { courseCancellationSeed } from "./course-cancellation.js";
import { campusAppealSeed } from "./campus-appeal.js";

export type { ResourceSeed, SeedContext };

/** Seed generators in dependency order: a resource comes after those its relations reference. */
export const resourceSeeds: [name: string, seed: ResourceSeed][] = [
  ["category", categorySeed],
  ["textbook-version", textbookVersionSeed],
  ["campus", campusSeed],
  ["lecturer", lecturerSeed],
  ["student", studentSeed],
  ["video", videoSeed],
  ["live-lesson", liveLessonSeed],
  ["director", directorSeed],
  ["course-cancellation", courseCancellationSeed],
  ["campus-appeal", campusAppealSeed],
];
