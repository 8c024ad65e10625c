import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DB } from "../../plugins/database.js";
import type { LoadedConfig } from "../../plugins/config-loader.js";
import { envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import { can, resourceAccessRule } from "../../../src/common/access.js";
import { optionRepository } from "./repository.js";
import {
  campusQuery,
  categoryQuery,
  lecturerQuery,
  studentQuery,
  type CampusQuery,
  type CategoryQuery,
  type LecturerQuery,
  type StudentQuery,
} from "./schemas.js";

/** What the route needs beyond being logged in; a resource's own `access.read` may ask more. */
const READ = { ability: ["READ"] };

/**
 * The option endpoints of spec §7 (design.md §6 "Options"): the selects of the handout, scheduling
 * and config-driven pages read subjects, textbooks, volume areas, campuses, lecturers and students
 * from the resources' tables. Registered inside the API prefix.
 */
export async function optionRoutes(app: FastifyInstance, deps: { db: DB; config: LoadedConfig }): Promise<void> {
  const repo = optionRepository(deps.db, deps.config.resources);

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
      return envelope({ list: repo.categories(request.query.code) });
    },
  );

  app.get<{ Querystring: CampusQuery }>(
    "/v1/campus_name_list_class",
    options("未停业的校区：{id, name}", campusQuery),
    async (request) => {
      mayRead(request, "campus");
      return envelope({ list: repo.campuses(request.query.keyword) });
    },
  );

  app.get<{ Querystring: LecturerQuery }>(
    "/v1/lecturer_name_list_class",
    options("在职讲师（all=true 含休假、离职）：{id, name}", lecturerQuery),
    async (request) => {
      mayRead(request, "lecturer");
      return envelope({ list: repo.lecturers(request.query) });
    },
  );

  app.get<{ Querystring: StudentQuery }>(
    "/v1/check_student_name_list",
    options("未禁用的学员，按姓名或手机号搜索，最多50条：{id, name}", studentQuery),
    async (request) => {
      mayRead(request, "student");
      return envelope({ list: repo.students(request.query) });
    },
  );
}
