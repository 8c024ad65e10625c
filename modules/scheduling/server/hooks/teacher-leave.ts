import { fail } from "../../../../mock-server/plugins/errors.js";
import { localMoment } from "../../../../mock-server/clock.js";
import { leaveRequests, toMoment, type LeaveRequest } from "../leave-requests.js";
import type { Row } from "../../../../mock-server/resources/codec.js";
import type { ResourceContext } from "../../../../mock-server/resources/context.js";
import type { ResourceHooks } from "../../../../mock-server/resources/hooks/types.js";
import { localize } from "../../../../src/common/i18n.js";

/** The scheduling side of a request: its mirror in teacher_leaves and the conflicts it raises. */
function sync(ctx: ResourceContext) {
  const options = ctx.resources["teacher-leave"]?.record.properties.type?.options ?? [];
  const label = (type: string) => {
    const option = options.find((o) => o.value === type);
    return option ? localize(option.label) : type;
  };
  // ctx.db is the write's own transaction: the mirror and its conflicts commit or roll back with the request.
  return leaveRequests({ db: ctx.db, sql: ctx.store.sql }, () => localMoment(ctx.now()), label);
}

/** The end comes after the start, to the minute (lessons keep minutes). */
function check(row: Row): LeaveRequest {
  const request = row as unknown as LeaveRequest;
  if (toMoment(String(request.end_at)) <= toMoment(String(request.start_at))) {
    throw fail.badParams({ end_at: "结束时间须晚于开始时间" });
  }
  return request;
}

/**
 * 教师请假: approving a request makes it a leave (clash detection refuses lessons in it, and the lessons
 * already booked in it show on 课程冲突); taking the approval back or deleting the request undoes both.
 */
export const teacherLeaveHooks: ResourceHooks = {
  afterCreate: (row, ctx) => sync(ctx).apply(check(row)),
  afterUpdate: (_before, after, ctx) => sync(ctx).apply(check(after)),
  afterDelete: (row, ctx) => sync(ctx).withdraw(row.id),
};
