import type { ResourceSeed, SeedContext } from "../../resources/seed-types.js";
import { categorySeed } from "./category.js";
import { textbookVersionSeed } from "./textbook-version.js";
import { campusSeed } from "./campus.js";
import { lecturerSeed } from "./lecturer.js";
import { studentSeed } from "./student.js";
import { coursePackageSeed } from "./course-package.js";
import { commoditySeed } from "./commodity.js";
import { videoSeed } from "./video.js";
import { codeKindSeed } from "./code-kind.js";
import { agentSeed } from "./agent.js";
import { activationCodeSeed } from "./activation-code.js";
import { userOrderSeed } from "./user-order.js";
import { campusOrderSeed } from "./campus-order.js";
import { liveLessonSeed } from "./live-lesson.js";
import { directorSeed } from "./director.js";
import { courseCancellationSeed } from "./course-cancellation.js";
import { campusAppealSeed } from "./campus-appeal.js";
import { welfareGiftSeed } from "./welfare-gift.js";

export type { ResourceSeed, SeedContext };

/** Seed generators in dependency order: a resource comes after those its relations reference. */
export const resourceSeeds: [name: string, seed: ResourceSeed][] = [
  ["category", categorySeed],
  ["textbook-version", textbookVersionSeed],
  ["campus", campusSeed],
  ["lecturer", lecturerSeed],
  ["student", studentSeed],
  ["course-package", coursePackageSeed],
  ["commodity", commoditySeed],
  ["video", videoSeed],
  ["live-lesson", liveLessonSeed],
  ["director", directorSeed],
  ["course-cancellation", courseCancellationSeed],
  ["campus-appeal", campusAppealSeed],
  ["welfare-gift", welfareGiftSeed],
  ["code-kind", codeKindSeed],
  ["agent", agentSeed],
  ["activation-code", activationCodeSeed],
  ["user-order", userOrderSeed],
  ["campus-order", campusOrderSeed],
];
