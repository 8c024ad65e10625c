import { addMinutes } from "../common/index.js";
import type { Db, Store } from "../../../mock-server/db/index.js";
import { conflictRepository } from "./conflicts.js";
import { campusHours } from "./hours.js";
import { lessonRepository } from "./lessons.js";
import { peopleRepository } from "./people.js";
import { scheduleRuleRepository } from "./schedule-rules.js";
import type { TableColumns } from "./tables.js";

/** What scheduling reads and writes through: the store, and what it knows of the config's tables. */
export interface ScheduleStore {
  store: Store;
  columns: TableColumns;
}

/**
 * The scheduling repositories on one executor: the store's own (reads), or a transaction's (a rule that
 * reads then writes). Inside a transaction every statement must go through it: on SQLite a statement
 * on the store would wait for the connection the transaction holds.
 */
export function scheduleRepositories(db: Db, on: ScheduleStore) {
  return {
    people: peopleRepository(db, on.columns),
    lessons: lessonRepository(db, addMinutes),
    conflicts: conflictRepository(db),
    rules: scheduleRuleRepository(db, on.columns),
    hours: campusHours(db, on.columns, on.store),
  };
}

export type ScheduleRepositories = ReturnType<typeof scheduleRepositories>;
