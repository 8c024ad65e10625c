import { readConfigFiles } from "../../mock-server/config/files.js";
import { describe, expect, it } from "vitest";
import { checkDependentRelations } from "../../mock-server/resources/check-dependent.js";
import type { Relation, ResourceConfig } from "../../src/types/generated/resource.js";

const resource = (name: string, title: string, properties: ResourceConfig["record"]["properties"]) =>
  ({ name, title, record: { type: "object", properties }, list: { columns: [{ field: "id" }] } }) as ResourceConfig;

const campus = resource("campus", "校区", { name: { type: "string", title: "名称" } });
const room = resource("room", "教室", {
  campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
  campus_ids: { type: "array", title: "共享校区", items: { type: "integer" } },
  code: { type: "string", title: "编号" },
});
/** A lesson whose `room_id` relation carries `matches`. */
const lesson = (matches: Relation["matches"], extra: ResourceConfig["record"]["properties"] = {}) =>
  resource("lesson", "课节", {
    campus_id: { type: "integer", title: "上课校区", relation: { resource: "campus" } },
    tags: { type: "array", title: "标签", items: { type: "integer" } },
    room_id: { type: "integer", title: "教室", relation: { resource: "room", matches } },
    ...extra,
  });
const problems = (...resources: ResourceConfig[]) =>
  checkDependentRelations(Object.fromEntries([campus, room, ...resources].map((r) => [r.name, r])));

describe("checkDependentRelations", () => {
  it("accepts a field matched with one of its type, or held by an array of that type", () => {
    expect(problems(lesson({ campus_id: "campus_id" }))).toEqual([]);
    expect(problems(lesson({ campus_ids: "campus_id" }))).toEqual([]);
  });

  it("names every problem at once, at its pointer, in Chinese", () => {
    const bad = lesson({ campus: "campus_id", code: "campus_id", campus_id: "site_id", campus_ids: "tags" });
    const at = "/record/properties/room_id/relation/matches";
    expect(problems(bad)).toEqual([
      { file: "resources/lesson.json", pointer: `${at}/campus`, message: "资源「教室」(room) 没有字段「campus」" },
      {
        file: "resources/lesson.json",
        pointer: `${at}/code`,
        message: "「教室」的字段「code」(string) 与字段「campus_id」(integer) 类型不一致",
      },
      { file: "resources/lesson.json", pointer: `${at}/campus_id`, message: "没有字段「site_id」(不在 properties 中)" },
      {
        file: "resources/lesson.json",
        pointer: `${at}/campus_ids`,
        message: "字段「tags」有多个值，不能作为依赖的条件",
      },
    ]);
    expect(problems(lesson({ campus_id: "room_id" }))).toEqual([
      { file: "resources/lesson.json", pointer: `${at}/campus_id`, message: "字段「room_id」不能依赖它自己" },
    ]);
  });

  it("checks the relations of array items and of actions' inputs", () => {
    const items = resource("lesson", "课节", {
      campus_id: { type: "integer", title: "上课校区" },
      room_ids: {
        type: "array",
        title: "教室",
        items: { type: "integer", relation: { resource: "room", matches: { nope: "campus_id" } } },
      },
    });
    items.list.actions = {
      custom: [
        {
          name: "move",
          label: "换教室",
          scope: "row",
          input: {
            properties: {
              room_id: { type: "integer", title: "教室", relation: { resource: "room", matches: { campus_id: "x" } } },
            },
          },
        },
      ],
    };
    expect(problems(items).map((p) => p.pointer)).toEqual([
      "/record/properties/room_ids/items/relation/matches/nope",
      "/list/actions/custom/0/input/properties/room_id/relation/matches/campus_id",
    ]);
  });

  it("passes the shipped config", () => {
    // The shipped app's resources: its own and those of the modules it lists.
    const files = readConfigFiles("config");
    const shipped = [...files.keys()]
      .filter((f) => f.startsWith("resources/"))
      .map((f) => JSON.parse(files.get(f)!) as ResourceConfig);
    const all = Object.fromEntries(shipped.map((r) => [r.name, r]));
    expect(checkDependentRelations(all)).toEqual([]);
    // The shipped dependent relations: lecturers and students of the row's campus, teachers of its subject.
    const declared = shipped.flatMap((r) =>
      Object.entries(r.record.properties)
        .filter(([, f]) => (f.relation ?? f.items?.relation)?.matches)
        .map(([name]) => `${r.name}.${name}`),
    );
    expect(declared.sort()).toEqual([
      "category.parent_id",
      "course-cancellation.lecturer_id",
      "course-cancellation.student_id",
      "live-lesson.lecturer_id",
      "qa-rule.teacher_ids",
      "student.lecturer_id",
    ]);
  });
});
