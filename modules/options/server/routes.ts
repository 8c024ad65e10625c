import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Store } from "../../../mock-server/db/index.js";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import { envelope, fail } from "../../../mock-server/plugins/errors.js";
import { currentUser } from "../../../mock-server/plugins/auth.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { optionRepository } from "./repository.js";
import { liveLessonSearch } from "./live-lessons.js";
import { localMoment } from "../../../mock-server/clock.js";
import { selectPages } from "../../../mock-server/plugins/page-gate.js";
import type { RowReach } from "../../../mock-server/resources/row-reach.js";
import { fieldView } from "../../../mock-server/resources/field-rules.js";
import {
  campusQuery,
  categoryQuery,
  lecturerQuery,
  liveLessonQuery,
  studentQuery,
  type CampusQuery,
  type CategoryQuery,
  type LecturerQuery,
  type LiveLessonQuery,
  type StudentQuery,
} from "./schemas.js";

/** What the route needs beyond being logged in; a resource's own `access.read` may ask more. */
const READ = { ability: ["READ"] };
/** The scheduling pages whose selects read these endpoints. */
const TIMETABLE = "scheduling/Timetable";
const CONFLICTS = "scheduling/CourseConflict";

/**
 * The option endpoints of spec §7 (design.md §6 "Options"): the selects of the handout, scheduling
 * and config-driven pages read subjects, textbooks, volume areas, campuses, lecturers, students and
 * live lessons from the resources' tables. Registered inside the API prefix.
 */
export async function optionRoutes(
  app: FastifyInstance,
  deps: { store: Store; config: LoadedConfig; reach: RowReach; now?: () => number },
): Promise<void> {
  const repo = optionRepository(deps.store, deps.config.resources);
  const liveLessons = liveLessonSearch(deps.store, deps.config.resources);
  /** The caller's rows of a resource, as a condition on its table's `id`: its role's row rules hold here too. */
  const reached = (request: FastifyRequest, resource: string) =>
    deps.reach.within(currentUser(request), resource, "id");
  const now = deps.now ?? Date.now;

  /** A resource whose `access.read` is stricter than READ keeps its rows from these endpoints too. */
  const mayRead = (request: FastifyRequest, resource: string) => {
    const rule = resourceAccessRule(deps.config.resources[resource]?.access, "read");
    if (!can(currentUser(request), rule)) throw fail.forbidden();
  };

  /**
   * An option endpoint over `resource`, served to the pages that read it: those showing the resource, those
   * whose selects name it, and the bespoke pages (`components`) whose selects call the endpoint.
   */
  const options = (summary: string, querystring: object, resource: string, components: string[]) => ({
    config: { access: READ, pages: selectPages(deps.config, resource, components) },
    schema: { tags: ["options"], summary, querystring },
  });

  app.get<{ Querystring: CategoryQuery }>(
    "/v1/category_list_class",
    options("学科（xk）、教材（jc）或卷区（jq）选项：{id, value, label}", categoryQuery, "category", [
      TIMETABLE,
      "handouts/TeachingNotes",
    ]),
    async (request) => {
      mayRead(request, "category");
      return envelope({ list: await repo.categories(request.query.code, reached(request, "category")) });
    },
  );

  app.get<{ Querystring: CampusQuery }>(
    "/v1/campus_name_list_class",
    options("未停业的校区：{id, name}", campusQuery, "campus", [TIMETABLE, CONFLICTS]),
    async (request) => {
      mayRead(request, "campus");
      return envelope({ list: await repo.campuses(request.query.keyword, reached(request, "campus")) });
    },
  );

  app.get<{ Querystring: LecturerQuery }>(
    "/v1/lecturer_name_list_class",
    options("在职讲师（all=true 含休假、离职）：{id, name}", lecturerQuery, "lecturer", [
      TIMETABLE,
      "handouts/TeachingNotes",
    ]),
    async (request) => {
      mayRead(request, "lecturer");
      return envelope({ list: await repo.lecturers(request.query, reached(request, "lecturer")) });
    },
  );

  app.get<{ Querystring: StudentQuery }>(
    "/v1/check_student_name_list",
    options("未禁用的学员，按姓名或手机号搜索，最多50条：{id, name}", studentQuery, "student", [TIMETABLE]),
    async (request) => {
      mayRead(request, "student");
      // A role whose field rules hide phones cannot find students by one.
      const student = deps.config.resources.student;
      const byPhone =
        !student || !fieldView(currentUser(request), student, deps.config.roles.roles).hidden.has("phone");
      return envelope({ list: await repo.students(request.query, reached(request, "student"), byPhone) });
    },
  );

  app.get<{ Querystring: LiveLessonQuery }>(
    "/v1/get_live_lesson_list_serch",
    options(
      "直播课搜索（不含已取消），最多20条：标题包含关键字的课；关键字为空时列出即将开始和正在直播的课",
      liveLessonQuery,
      "live-lesson",
      [],
    ),
    async (request) => {
      mayRead(request, "live-lesson");
      const moment = `${localMoment(now())}:00`;
      return envelope({ list: await liveLessons(request.query.keyword, moment, reached(request, "live-lesson")) });
    },
  );
}
