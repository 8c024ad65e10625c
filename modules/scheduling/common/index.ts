/** Scheduling rules shared by the server and the browser: times of day, dates, recurrence, conflicts. */
export * from "./time.js";
export * from "../../../src/common/calendar.js";
export * from "./recurrence.js";
export * from "./overlap.js";
