import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CampusReach } from "./reach.js";
import { envelope } from "../../../mock-server/plugins/errors.js";
import { requestLocale } from "../../../mock-server/plugins/locale.js";
import { noticeRepository } from "../../../mock-server/modules/shell/notices.js";
import { conflictViews } from "./conflict-views.js";
import { scheduleRepositories, type ScheduleStore } from "./repositories.js";
import type { ScheduleRouteDeps } from "./routes.js";
import type { ScheduleService } from "./service.js";
import {
  DELETE,
  PAGES,
  READ,
  WRITE,
  conflictsQuery,
  idParams,
  moveBody,
  slotsQuery,
  type ConflictsQuery,
} from "./schemas.js";
import { localize } from "../../../src/common/i18n.js";

interface Deps extends Omit<ScheduleRouteDeps, "now">, ScheduleStore {
  service: ScheduleService;
  /** The business's wall clock, as 'YYYY-MM-DD HH:mm'. */
  now: () => string;
  base: string;
  tags: string[];
  reached: CampusReach;
}

/** 课程冲突: the list, one conflict, the free slots for 辅助排课, and the two ways to resolve. */
export async function conflictRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { base, tags, now } = deps;
  const grades = new Map(
    (deps.config.resources.student?.record.properties.grade?.options ?? []).map((o) => [o.value, localize(o.label)]),
  );
  const { conflicts, lessons, people, rules } = scheduleRepositories(deps.store.db, deps);
  const views = conflictViews(
    conflicts,
    lessons,
    people,
    (g) => (g === null ? "" : (grades.get(g) ?? String(g))),
    rules,
  );
  type Id = { Params: { id: number } };
  /** Another campus's conflict answers as missing (reach.ts). */
  const reachConflict = async (request: FastifyRequest, id: number) =>
    deps.reached(request).lesson(await conflicts.find(id), "冲突记录不存在");

  app.get<{ Querystring: ConflictsQuery }>(
    `${base}/conflicts`,
    {
      config: { access: READ, pages: PAGES },
      schema: { tags, summary: "排课冲突列表（等待最久的在前）", querystring: conflictsQuery },
    },
    async (request) => {
      const caller = deps.reached(request);
      await caller.campus(request.query.campus_id);
      return envelope(await views.list(request.query, now(), requestLocale(request), await caller.campuses()));
    },
  );

  app.get<Id>(
    `${base}/conflicts/:id`,
    { config: { access: READ, pages: PAGES }, schema: { tags, summary: "冲突详情", params: idParams } },
    async (request) => {
      await reachConflict(request, request.params.id);
      return envelope(await views.detail(request.params.id, now(), requestLocale(request)));
    },
  );

  app.get<Id & { Querystring: { date?: string } }>(
    `${base}/conflicts/:id/slots`,
    {
      config: { access: READ, pages: PAGES },
      schema: {
        tags,
        summary: "辅助排课：讲师与学生一周的课程和共同空闲时段",
        params: idParams,
        querystring: slotsQuery,
      },
    },
    async (request) => {
      await reachConflict(request, request.params.id);
      return envelope(await views.slots(request.params.id, request.query.date, now()));
    },
  );

  app.post<Id & { Body: { date?: string; time?: string } }>(
    `${base}/conflicts/:id/reschedule`,
    {
      config: { access: WRITE, pages: PAGES },
      schema: { tags, summary: "辅助排课：把冲突的课调到空闲时段", params: idParams, body: moveBody },
    },
    async (request) => {
      await reachConflict(request, request.params.id);
      const lessonId = await views.lessonOf(request.params.id);
      const lesson = await deps.service.reschedule(
        lessonId,
        { date: request.body.date, time: request.body.time },
        { resolving: true },
      );
      await deps.audit(request, "辅助排课", `conflict:${request.params.id}`, `lesson:${lessonId} → ${lesson.start_at}`);
      return envelope(lesson, "调课成功");
    },
  );

  app.post<Id>(
    `${base}/conflicts/:id/delete-notify`,
    {
      config: { access: DELETE, pages: PAGES },
      schema: { tags, summary: "删除冲突的课并通知相关人员", params: idParams },
    },
    async (request) => {
      await reachConflict(request, request.params.id);
      await views.lessonOf(request.params.id);
      const detail = await views.detail(request.params.id, now(), "zh-CN");
      const l = detail.lesson;
      const text = `${l.date} ${l.range} ${l.student}的${l.subject}课（讲师${l.teacher}，${l.campus}）因排课冲突已删除，请通知学生和讲师`;
      // Everyone is told in the deletion's own transaction: no notice of a lesson that is still there.
      await deps.service.remove(l.id, (trx) => noticeRepository(trx).toEveryone(text));
      await deps.audit(request, "删除并通知", `conflict:${request.params.id}`, `lesson:${l.id} ${l.start_at}`);
      return envelope({ lesson_id: l.id }, "已删除并通知");
    },
  );
}
