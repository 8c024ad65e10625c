import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Store } from "../../../mock-server/db/index.js";
import type { AuditLog } from "../../../mock-server/plugins/audit.js";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import { envelope } from "../../../mock-server/plugins/errors.js";
import { localMoment } from "../../../mock-server/clock.js";
import { conflictRoutes } from "./conflict-routes.js";
import { correctionRoute } from "./correction.js";
import { lessonDtos } from "./dto.js";
import { hoursOf } from "./hours.js";
import { scheduleRepositories } from "./repositories.js";
import { refuse } from "./rules.js";
import { scheduleService } from "./service.js";
import { tableColumns } from "./tables.js";
import { campusReach } from "./reach.js";
import type { RowReach } from "../../../mock-server/resources/row-reach.js";
import { timetable } from "./timetable.js";
import {
  PAGES,
  DELETE,
  READ,
  WRITE,
  batchBody,
  campusHoursQuery,
  idParams,
  rescheduleBody,
  singleBody,
  timetableQuery,
  type BatchBody,
  type CampusHoursQuery,
  type RescheduleBody,
  type SingleBody,
  type TimetableQuery,
} from "./schemas.js";

export interface ScheduleRouteDeps {
  store: Store;
  audit: AuditLog;
  config: LoadedConfig;
  /** The callers' row rules: a lesson is theirs when its campus is (reach.ts). */
  reach: RowReach;
  now: () => number;
}

/** The scheduling API of design.md §8, under `/api/v1/schedule/…`. */
export async function scheduleRoutes(app: FastifyInstance, deps: ScheduleRouteDeps): Promise<void> {
  // The config's tables are read once for the app; reads go through the store, writes through the service.
  const on = { store: deps.store, columns: tableColumns(deps.store.sql) };
  const { people, lessons, hours } = scheduleRepositories(deps.store.db, on);
  const now = () => localMoment(deps.now());
  const service = scheduleService({ ...on, now });
  const reached = campusReach(deps.reach);
  /**
   * Refuses a new lesson or batch outside the caller's campuses: its campus (the body's, else its teacher's,
   * as rules.ts checkParties decides), and the open slot it would take the place of.
   */
  const reachBody = async (
    request: FastifyRequest,
    b: { campus_id?: number; teacher_id?: number; slot_id?: number },
  ) => {
    const caller = reached(request);
    await caller.campus(b.campus_id ?? (b.teacher_id ? (await people.teacher(b.teacher_id))?.campus_id : undefined));
    if (b.slot_id) await caller.lesson(await lessons.find(b.slot_id), "预留时段不存在");
  };
  const tags = ["schedule"];
  const base = "/v1/schedule";
  type Id = { Params: { id: number } };

  app.get<{ Querystring: TimetableQuery }>(
    `${base}/timetable`,
    {
      config: { access: READ, pages: PAGES },
      schema: {
        tags,
        summary: "课表：周（按讲师或学生分行）或月（按天），默认一个校区",
        description:
          "Lessons are arrays of values in the order of `fields` (id, start_at, duration, status, campus_id, " +
          "teacher_id, student_id, subject_id); `names` maps campus, teacher, student and subject ids to names, " +
          "each once. Without campus_id, teacher_id, student_id or all_campuses=true, the first open campus " +
          "is shown; `campus_id` in the answer says which (null: every campus). See docs/schedule-api.md.",
        querystring: timetableQuery,
      },
    },
    async (request) => {
      const q = request.query;
      const caller = reached(request);
      await caller.campus(q.campus_id);
      // A teacher or student of another campus is unknown too: their row of the week would name them.
      if (q.teacher_id && !(await caller.holds((await people.teacher(q.teacher_id))?.campus_id)))
        throw refuse(15005, "teacher_id", "讲师不存在");
      if (q.student_id && !(await caller.holds((await people.student(q.student_id))?.campus_id)))
        throw refuse(15024, "student_id", "学生不存在");
      return envelope(await timetable(lessons, people, now(), q, await caller.campuses()));
    },
  );

  app.get<{ Querystring: CampusHoursQuery }>(
    `${base}/campus-hours`,
    {
      config: { access: READ, pages: PAGES },
      schema: {
        tags,
        summary: "校区课时余额：所选校区，或讲师所属校区",
        querystring: campusHoursQuery,
      },
    },
    async (request) => {
      const { campus_id, teacher_id } = request.query;
      const campusId = campus_id ?? (teacher_id ? (await people.teacher(teacher_id))?.campus_id : undefined);
      await reached(request).campus(campusId);
      const campus = campusId ? await people.campus(campusId) : undefined;
      if (!campusId || !campus) throw refuse(15011, "campus_id", "校区不存在");
      const balance = await hours.balance(campusId);
      return envelope({ campus_id: campusId, campus: campus.name, hours_balance: balance?.hours_balance ?? null });
    },
  );

  app.get<Id>(
    `${base}/lessons/:id`,
    { config: { access: READ, pages: PAGES }, schema: { tags, summary: "一节课或预留时段", params: idParams } },
    async (request) => {
      const row = await lessons.find(request.params.id);
      await reached(request).lesson(row);
      if (!row) throw refuse(15009, "id", "课程不存在", 404);
      return envelope((await lessonDtos([row], people, now()))[0]);
    },
  );

  app.post<{ Body: SingleBody }>(
    `${base}/lessons`,
    {
      config: { access: WRITE, pages: PAGES },
      schema: { tags, summary: "单次排课（可替换一个预留时段）", body: singleBody },
    },
    async (request) => {
      await reachBody(request, request.body);
      const result = await service.createSingle(request.body);
      const l = result.lesson;
      await deps.audit(
        request,
        "单次排课",
        `lesson:${l.id}`,
        `${l.start_at} ${l.teacher} ${l.student} ${l.subject}，课时${hoursOf(l.duration)}`,
      );
      return envelope(result, "排课成功");
    },
  );

  app.put<Id & { Body: RescheduleBody }>(
    `${base}/lessons/:id`,
    {
      config: { access: WRITE, pages: PAGES },
      schema: { tags, summary: "调课或修改课程", params: idParams, body: rescheduleBody },
    },
    async (request) => {
      await reached(request).lesson(await lessons.find(request.params.id));
      const lesson = await service.reschedule(request.params.id, request.body);
      await deps.audit(request, "调课", `lesson:${lesson.id}`, lesson.start_at);
      return envelope(lesson, "修改成功");
    },
  );

  app.delete<Id>(
    `${base}/lessons/:id`,
    { config: { access: DELETE, pages: PAGES }, schema: { tags, summary: "删除课程或预留时段", params: idParams } },
    async (request) => {
      await reached(request).lesson(await lessons.find(request.params.id));
      const row = await service.remove(request.params.id);
      await deps.audit(request, row.open_slot ? "删除预留时段" : "删除课程", `lesson:${row.id}`, row.start_at);
      return envelope({ id: row.id }, "删除成功");
    },
  );

  app.post<{ Body: BatchBody }>(
    `${base}/batch/preview`,
    {
      config: { access: WRITE, pages: PAGES },
      schema: { tags, summary: "批量排课预览：将创建的课次与冲突数", body: batchBody },
    },
    async (request) => {
      await reachBody(request, request.body);
      return envelope(await service.previewBatch(request.body));
    },
  );

  app.post<{ Body: BatchBody }>(
    `${base}/batch`,
    {
      config: { access: WRITE, pages: PAGES },
      schema: { tags, summary: "批量排课（全部成功或全部不保存）", body: batchBody },
    },
    async (request) => {
      await reachBody(request, request.body);
      const result = await service.saveBatch(request.body);
      await deps.audit(
        request,
        "批量排课",
        `batch:${result.batch_id}`,
        `${result.created}节，冲突${result.conflict_count}节，课时${result.hours}`,
      );
      return envelope(result, `已排${result.created}节课`);
    },
  );

  correctionRoute(app, { ...deps, ...on, now, base, tags });

  await conflictRoutes(app, { ...deps, ...on, service, now, base, tags, reached });
}
