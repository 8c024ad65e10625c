import type { Faker } from "@faker-js/faker";

/** What a seed generator may read: faker (zh_CN, seeded from the resource's name: `seedOf`) and rows already seeded. */
export interface SeedContext {
  faker: Faker;
  /** Ids of the rows seeded so far into another resource. */
  ids(resource: string): number[];
  /** Rows seeded so far into another resource, with their ids. */
  rows(resource: string): Record<string, unknown>[];
}

/** Rows for one resource's empty table; values follow the resource's record (they are validated like requests). */
export type ResourceSeed = (ctx: SeedContext) => Record<string, unknown>[];

/**
 * One module's generator for a resource: `[resource, generator]`, and the resources of other modules
 * whose rows it reads when they are seeded too (`after`): the start runs it after theirs, wherever their
 * module is listed (`orderSeeds`). A resource of its own module or of those it depends on needs no
 * `after`: their generators come first already.
 */
export type SeedEntry = [name: string, seed: ResourceSeed, options?: { after?: readonly string[] }];
