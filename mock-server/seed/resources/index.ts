import type { Faker } from "@faker-js/faker";
import { categorySeed } from "./category.js";
import { campusSeed } from "./campus.js";
import { lecturerSeed } from "./lecturer.js";
import { studentSeed } from "./student.js";
import { coursePackageSeed } from "./course-package.js";
import { commoditySeed } from "./commodity.js";
import { videoSeed } from "./video.js";

/** What a seed generator may read: the faker instance (zh_CN, fixed seed) and rows already seeded. */
export interface SeedContext {
  faker: Faker;
  /** Ids of the rows seeded so far into another resource. */
  ids(resource: string): number[];
  /** Rows seeded so far into another resource, with their ids. */
  rows(resource: string): Record<string, unknown>[];
}

/** Rows for one resource's empty table; values follow the resource's record (they are validated like requests). */
export type ResourceSeed = (ctx: SeedContext) => Record<string, unknown>[];

/** Seed generators in dependency order: a resource comes after those its relations reference. */
export const resourceSeeds: [name: string, seed: ResourceSeed][] = [
  ["category", categorySeed],
  ["campus", campusSeed],
  ["lecturer", lecturerSeed],
  ["student", studentSeed],
  ["course-package", coursePackageSeed],
  ["commodity", commoditySeed],
  ["video", videoSeed],
];
