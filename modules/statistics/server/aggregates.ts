import type { Aggregate } from "../../../mock-server/modules/stats/aggregate.js";
import { campusOrderTrend } from "./aggregates/campus-order-trend.js";
import { conflictTrend } from "./aggregates/conflict-trend.js";
import { lessonsBySubject } from "./aggregates/lessons-by-subject.js";
import { lessonsByStatus } from "./aggregates/lessons-by-status.js";
import { lessonsByTeacher } from "./aggregates/lessons-by-teacher.js";
import { revenueByCampus } from "./aggregates/revenue-by-campus.js";
import { revenueByType } from "./aggregates/revenue-by-type.js";
import { revenueSummary } from "./aggregates/revenue-summary.js";
import { revenueTrend } from "./aggregates/revenue-trend.js";
import { teachingSummary } from "./aggregates/teaching-summary.js";

/**
 * The tutoring app's statistics aggregates: one file each in `aggregates/`, one line here. Each is served
 * at `/api/v1/stats/<name>` and may feed the widgets of config/dashboards/ its kind allows, once its
 * module registers it (ServerModule.aggregates).
 */
export const aggregates: Aggregate[] = [
  revenueSummary,
  revenueTrend,
  revenueByType,
  revenueByCampus,
  campusOrderTrend,
  teachingSummary,
  lessonsByTeacher,
  lessonsBySubject,
  lessonsByStatus,
  conflictTrend,
];
