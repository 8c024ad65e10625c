import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Store } from "../../../mock-server/db/index.js";
import type { LoadedConfig } from "../../../mock-server/plugins/config-loader.js";
import { envelope, fail } from "../../../mock-server/plugins/errors.js";
import { currentUser } from "../../../mock-server/plugins/auth.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { optionRepository } from "./repository.js";
import { liveLessonSearch } from "./live-lessons.js";
import { localMoment } from "../../../mock-server/clock.js";
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

/**
 * The option endpoints of spec §7 (design.md §6 "Options"): the selects of the handout, scheduling
 * and config-driven pages read subjects, textbooks, volume areas, campuses, lecturers, students and
 * live lessons from the resources' tables. Registered inside the API prefix.
 */
export async function optionRoutes(
  app: FastifyInstance,
  deps: { store: Store; config: LoadedConfig; now?: () => number },
): Promise<void> {
  const repo = optionRepository(deps.store, deps.config.resources);
  const liveLessons = liveLessonSearch(deps.store, deps.config.resources);
  const now = deps.now ?? Date.now;

  /** A resource whose `access.read` is stricter than READ keeps its rows from these endpoints too. */
  const mayRead = (request: FastifyRequest, resource: string) => {
    const rule = resourceAccessRule(deps.config.resources[resource]?.access, "read");
    if (!can(currentUser(request), rule)) throw fail.forbidden();
  };

  const options = (summary: string, querystring: object) => ({
    config: { access: READ },
    schema: { tags: ["options"], summary, querystring },
  });

  app.get<{ Querystring: CategoryQuery }>(
    "/v1/category_list_class",
    options("学科（xk）、教材（jc）或卷区（jq）选项：{id, value, label}", categoryQuery),
    async (request) => {
      mayRead(request, "category");
      return envelope({ list: await repo.categories(request.query.code) });
    },
  );

  app.get<{ Querystring: CampusQuery }>(
    "/v1/campus_name_list_class",
    options("未停业的校区：{id, name}", campusQuery),
    async (request) => {
      mayRead(request, "campus");
      return envelope({ list: await repo.campuses(request.query.keyword) });
    },
  );

  app.get<{ Querystring: LecturerQuery }>(
    "/v1/lecturer_name_list_class",
    options("在职讲师（all=true 含休假、离职）：{id, name}", lecturerQuery),
    async (request) => {
      mayRead(request, "lecturer");
      return envelope({ list: await repo.lecturers(request.query) });
    },
  );

  app.get<{ Querystring: StudentQuery }>(
    "/v1/check_student_name_list",
    options("未禁用的学员，按姓名或手机号搜索，最多50条：{id, name}", studentQuery),
    async (request) => {
      mayRead(request, "student");
      return envelope({ list: await repo.students(request.query) });
    },
  );

  app.get<{ Querystring: LiveLessonQuery }>(
    "/v1/get_live_lesson_list_serch",
    options(
      "直播课搜索（不含已取消），最多20条：标题包含关键字的课；关键字为空时列出即将开始和正在直播的课",
      liveLessonQuery,
    ),
    async (request) => {
      mayRead(request, "live-lesson");
      return envelope({ list: await liveLessons(request.query.keyword, `${localMoment(now())}:00`) });
    },
  );
}
