import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";
import type { ActionHandler } from "../../mock-server/resources/actions/types.js";
import { appModules } from "../../mock-server/app-modules.js";

/** Rooms of a campus, at most 200 seats; `expand` adds 50 seats whatever the maximum says. */
const room = {
  name: "room",
  title: "教室",
  record: {
    type: "object",
    required: ["name", "campus_id", "seats"],
    properties: {
      name: { type: "string", title: "教室名称", maxLength: 20 },
      campus_id: { type: "integer", title: "所属校区", relation: { resource: "campus" } },
      seats: { type: "integer", title: "座位数", minimum: 1, maximum: 200 },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "campus_id" }, { field: "seats" }],
    actions: { create: true, edit: true, custom: [{ name: "expand", label: "扩容", scope: "row" }] },
  },
  form: { fields: [{ field: "name" }, { field: "campus_id" }, { field: "seats" }] },
};

/** A lesson booked in a room of its own campus: the rule the server keeps (`relation.matches`). */
const lesson = {
  name: "lesson",
  title: "课节",
  labelField: "title",
  record: {
    type: "object",
    required: ["title", "campus_id", "room_id"],
    properties: {
      title: { type: "string", title: "课节名称", maxLength: 30 },
      campus_id: { type: "integer", title: "上课校区", relation: { resource: "campus" } },
      room_id: {
        type: "integer",
        title: "教室",
        relation: { resource: "room", matches: { campus_id: "campus_id" } },
      },
      note: { type: "string", title: "备注", maxLength: 10, readOnly: true },
    },
  },
  list: {
    columns: [{ field: "title" }, { field: "room_id" }],
    actions: {
      create: true,
      edit: true,
      custom: [
        { name: "move", label: "换教室", scope: "row" },
        { name: "enlarge-room", label: "教室扩容", scope: "row" },
        { name: "annotate", label: "备注", scope: "row" },
      ],
    },
  },
  form: { fields: [{ field: "title" }, { field: "campus_id" }, { field: "room_id" }] },
};

const moves: { room: number }[] = [];
// The handlers a shipped resource would have in mock-server/resources/actions/, for this test's resources.
const handlers = {
  "room.expand": {
    run: async ({ row, store }) => {
      await store.update(row!.id, { seats: Number(row!.seats) + 50 });
      return { message: "已扩容", data: await store.get(row!.id) };
    },
  },
  // Writes a room of another campus into the lesson.
  "lesson.move": {
    run: async ({ row, store }) => {
      await store.update(row!.id, { room_id: moves.at(-1)!.room });
      return { message: "已换教室" };
    },
  },
  // Writes the lesson first, then breaks the room's maximum: both or neither.
  "lesson.enlarge-room": {
    run: async ({ row, store, storeOf }) => {
      await store.update(row!.id, { title: "扩容后的课节" });
      const rooms = storeOf("room");
      const r = (await rooms.get(Number(row!.room_id)))!;
      await rooms.update(r.id, { seats: Number(r.seats) + 50 });
      return { message: "已扩容" };
    },
  },
  // A readOnly field, which actions may write, still within its rules.
  "lesson.annotate": {
    run: async ({ row, store }) => {
      await store.update(row!.id, { note: moves.length ? "很长很长很长很长很长的备注" : "已备注" });
      return { message: "已备注", data: await store.get(row!.id) };
    },
  },
} satisfies Record<string, ActionHandler>;

let t: ResourceApp;
let chaoyang: number;
let haidian: number;
let roomA: number;
let roomB: number;
const lessons = "/api/v1/resources/lesson";
const rooms = "/api/v1/resources/room";

const errorsOf = async (res: Awaited<ReturnType<ResourceApp["call"]>>) => {
  expect([res.statusCode, body(res).code], res.body).toEqual([400, 10001]);
  return body<{ errors: Record<string, string> }>(res).data.errors;
};
const made = async (url: string, values: Record<string, unknown>) => {
  const res = await t.call("POST", url, values);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: number }>(res).data.id;
};
const rowOf = async (url: string, id: number) =>
  body<Record<string, unknown>>(await t.call("GET", `${url}/${id}`)).data;

beforeAll(async () => {
  t = await resourceApp({ modules: [...appModules(), { name: "test-actions", actions: handlers }] }, [room, lesson]);
  const ids = await sampleData(t);
  chaoyang = ids["北京朝阳校区"];
  haidian = ids["北京海淀校区"];
  roomA = await made(rooms, { name: "朝阳101", campus_id: chaoyang, seats: 180 });
  roomB = await made(rooms, { name: "海淀201", campus_id: haidian, seats: 40 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("a dependent relation (relation.matches)", () => {
  const message = { room_id: "所选教室与上课校区不符" };

  it("refuses a create with a room of another campus, on the field, and accepts one of its own", async () => {
    const wrong = await t.call("POST", lessons, { title: "数学", campus_id: chaoyang, room_id: roomB });
    expect(await errorsOf(wrong)).toEqual(message);
    expect(await t.sql.value("SELECT COUNT(*) FROM res_lesson")).toBe(0);
    await made(lessons, { title: "数学", campus_id: chaoyang, room_id: roomA });
  });

  it("refuses an update with a room of another campus; accepts a matching pair", async () => {
    const id = await made(lessons, { title: "语文", campus_id: chaoyang, room_id: roomA });
    expect(await errorsOf(await t.call("PUT", `${lessons}/${id}`, { room_id: roomB }))).toEqual(message);
    expect(await rowOf(lessons, id)).toMatchObject({ campus_id: chaoyang, room_id: roomA });
    const both = await t.call("PUT", `${lessons}/${id}`, { campus_id: haidian, room_id: roomB });
    expect(both.statusCode, both.body).toBe(200);
    expect(await rowOf(lessons, id)).toMatchObject({ campus_id: haidian, room_id: roomB });
  });

  it("checks a partial update changing one side against the stored other side", async () => {
    const id = await made(lessons, { title: "英语", campus_id: chaoyang, room_id: roomA });
    // Only the campus changes: the stored room (of 朝阳) no longer fits.
    expect(await errorsOf(await t.call("PUT", `${lessons}/${id}`, { campus_id: haidian }))).toEqual(message);
    expect(await rowOf(lessons, id)).toMatchObject({ campus_id: chaoyang });
    // A change naming neither side is not held back by them.
    expect((await t.call("PUT", `${lessons}/${id}`, { title: "英语精讲" })).statusCode).toBe(200);
  });

  it("says an unknown room once, as an unknown room", async () => {
    const res = await t.call("POST", lessons, { title: "物理", campus_id: chaoyang, room_id: 99999 });
    expect(await errorsOf(res)).toEqual({ room_id: "所选教室不存在" });
  });
});

describe("a custom action's writes", () => {
  it("are refused when they break `maximum`: 10001 with the field's message, the row unchanged", async () => {
    const res = await t.call("POST", `${rooms}/${roomA}/actions/expand`, {});
    expect(await errorsOf(res)).toEqual({ seats: "座位数不能大于200" });
    expect(await rowOf(rooms, roomA)).toMatchObject({ seats: 180 });
    const ok = await t.call("POST", `${rooms}/${roomB}/actions/expand`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).data).toMatchObject({ seats: 90 });
  });

  it("keep dependent relations: a room of another campus is refused", async () => {
    const id = await made(lessons, { title: "化学", campus_id: chaoyang, room_id: roomA });
    moves.push({ room: roomB });
    const res = await t.call("POST", `${lessons}/${id}/actions/move`, {});
    expect(await errorsOf(res)).toEqual({ room_id: "所选教室与上课校区不符" });
    expect(await rowOf(lessons, id)).toMatchObject({ room_id: roomA });
  });

  it("to another resource are checked too, named `<resource>.<field>`; the whole action is undone", async () => {
    const id = await made(lessons, { title: "生物", campus_id: chaoyang, room_id: roomA });
    const res = await t.call("POST", `${lessons}/${id}/actions/enlarge-room`, {});
    expect(await errorsOf(res)).toEqual({ "room.seats": "座位数不能大于200" });
    expect(await rowOf(lessons, id)).toMatchObject({ title: "生物" });
    expect(await rowOf(rooms, roomA)).toMatchObject({ seats: 180 });
  });

  it("may set readOnly fields, within their rules", async () => {
    const id = await made(lessons, { title: "历史", campus_id: chaoyang, room_id: roomA });
    const long = await t.call("POST", `${lessons}/${id}/actions/annotate`, {});
    expect(await errorsOf(long)).toEqual({ note: "备注不能超过10个字符" });
    moves.length = 0;
    const ok = await t.call("POST", `${lessons}/${id}/actions/annotate`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).data).toMatchObject({ note: "已备注" });
  });
});
