import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatConfigFile } from "../../mock-server/config/format.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

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

describe("formatConfigFile over the text it replaces", () => {
  const text = readFileSync(join(process.cwd(), "modules/codes/config/resources/agent.json"), "utf8");
  const agent = JSON.parse(text) as ResourceConfig;
  /** The lines one text has and the other lacks, each way (as a diff counts them, without their order). */
  const changedLines = (a: string, b: string) => {
    const lacking = (from: string[], other: string[]) => {
      const left = [...other];
      return from.filter((line) => {
        const i = left.indexOf(line);
        if (i < 0) return true;
        left.splice(i, 1);
        return false;
      }).length;
    };
    const [x, y] = [a.split("\n"), b.split("\n")];
    return { removed: lacking(x, y), added: lacking(y, x) };
  };

  it("writes a one-field change as a few lines, the rest of the file's layout as it was", () => {
    const draft = structuredClone(agent);
    draft.record.properties.backup_phone = { type: "string", title: { "zh-CN": "备用电话", "en-US": "Backup phone" } };
    draft.list.columns.push({ field: "backup_phone" });
    const written = formatConfigFile(draft, agent, text);
    expect(JSON.parse(written)).toEqual(draft);
    const { removed, added } = changedLines(text, written);
    // The last field and the last column gain a comma; the new ones follow them, each on its line.
    expect({ removed, added }).toEqual({ removed: 2, added: 4 });
    expect(written).toContain(
      '      "backup_phone": { "type": "string", "title": { "zh-CN": "备用电话", "en-US": "Backup phone" } }\n',
    );
  });

  it("keeps the bytes when nothing changed, and a changed value changes its line alone", () => {
    expect(formatConfigFile(agent, agent, text)).toBe(text);
    const draft = structuredClone(agent);
    draft.record.properties.region.maxLength = 40;
    const written = formatConfigFile(draft, agent, text);
    expect(changedLines(text, written)).toEqual({ removed: 1, added: 1 });
    expect(written).toContain('"maxLength": 40,');
  });

  it("puts a new field where the draft has it, and removes one with its line", () => {
    const { name, ...rest } = agent.record.properties;
    const draft = structuredClone(agent);
    draft.record.properties = { name, code: { type: "string", title: "编号" }, ...rest };
    const written = formatConfigFile(draft, agent, text);
    expect(Object.keys(JSON.parse(written).record.properties).slice(0, 3)).toEqual(["name", "code", "contact"]);
    const without = structuredClone(agent);
    delete without.record.properties.region;
    without.record.required = without.record.required!.filter((f) => f !== "region");
    without.list.columns = without.list.columns.filter((c) => c.field !== "region") as typeof without.list.columns;
    const shorter = formatConfigFile(without, agent, text);
    expect(JSON.parse(shorter)).toEqual(without);
    expect(shorter.split("\n").length).toBeLessThan(text.split("\n").length);
  });
});
