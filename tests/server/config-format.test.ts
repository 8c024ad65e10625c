import { describe, expect, it } from "vitest";
import { formatConfigFile } from "../../mock-server/config/format.js";

const room = {
  name: "room",
  title: "教室",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "教室名称" },
      seats: { type: "integer", title: "座位数" },
      kind: { type: "string", title: "类型" },
    },
  },
};

describe("formatConfigFile", () => {
  it("writes 2-space indent and a final newline; unchanged, the same bytes", () => {
    const text = formatConfigFile(room, room);
    expect(text).toBe(`${JSON.stringify(room, null, 2)}\n`);
    expect(formatConfigFile(JSON.parse(text), room)).toBe(text);
  });

  it("keeps the old file's key order for keys sent in another order, new keys last", () => {
    const { record, title, name } = room;
    const text = formatConfigFile({ record, title, name, labelField: "name" }, room);
    expect(Object.keys(JSON.parse(text))).toEqual(["name", "title", "record", "labelField"]);
    const field = { title: "座位数", maximum: 200, type: "integer" };
    const next = formatConfigFile(
      { ...room, record: { ...room.record, properties: { ...room.record.properties, seats: field } } },
      room,
    );
    expect(Object.keys(JSON.parse(next).record.properties.seats)).toEqual(["type", "title", "maximum"]);
  });

  it("keeps the draft's order of a record's fields: a field renamed or dragged stays where it was put", () => {
    const { name, seats, kind } = room.record.properties;
    const renamed = { room_name: { ...name, renamedFrom: "name" }, seats, kind };
    const text = formatConfigFile({ ...room, record: { ...room.record, properties: renamed } }, room);
    expect(Object.keys(JSON.parse(text).record.properties)).toEqual(["room_name", "seats", "kind"]);
    const dragged = formatConfigFile({ ...room, record: { ...room.record, properties: { kind, name, seats } } }, room);
    expect(Object.keys(JSON.parse(dragged).record.properties)).toEqual(["kind", "name", "seats"]);
    // Each field's own keys still keep the file's order.
    const field = { title: "类型", type: "string" };
    const reordered = formatConfigFile(
      { ...room, record: { ...room.record, properties: { kind: field, name, seats } } },
      room,
    );
    expect(Object.keys(JSON.parse(reordered).record.properties.kind)).toEqual(["type", "title"]);
  });
});
