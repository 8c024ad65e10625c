import { describe, expect, it } from "vitest";
import type { FormField, ResourceConfig } from "../../src/types/generated/resource.js";
import { resolveFormFields } from "../../src/engine/form/resolve-form-fields.js";
import { optionSourceOf } from "../../src/engine/fields/options/option-source.js";

/** A lesson in a room of its site: the room's `campus_id` must be the lesson's `site_id`. */
const lesson = (fields: FormField[]): ResourceConfig => ({
  name: "lesson",
  title: "课节",
  record: {
    type: "object",
    properties: {
      site_id: { type: "integer", title: "上课校区", relation: { resource: "campus" } },
      room_id: { type: "integer", title: "教室", relation: { resource: "room", matches: { campus_id: "site_id" } } },
      room_ids: {
        type: "array",
        title: "备用教室",
        items: { type: "integer", relation: { resource: "room", matches: { campus_id: "site_id" } } },
      },
    },
  },
  list: { columns: [{ field: "room_id" }] },
  form: { fields: fields as [FormField, ...FormField[]] },
});

const field = (config: ResourceConfig, name: string) =>
  resolveFormFields(config, "create").find((f) => f.name === name)!;

describe("a dependent relation declared in the record (relation.matches)", () => {
  it("makes the form field follow this record's field and filter by the referenced one", () => {
    const config = lesson([{ field: "site_id" }, { field: "room_id" }, { field: "room_ids" }]);
    for (const name of ["room_id", "room_ids"]) {
      const room = field(config, name);
      expect(room.form?.dependsOn).toBe("site_id");
      expect(optionSourceOf(room)).toMatchObject({ kind: "resource", resource: "room", filterBy: "campus_id" });
    }
  });

  it("is not followed when the form does not show the field it depends on (the select would wait forever)", () => {
    const room = field(lesson([{ field: "room_id" }]), "room_id");
    expect(room.form?.dependsOn).toBeUndefined();
    expect(optionSourceOf(room)).toMatchObject({ kind: "resource", resource: "room", filterBy: undefined });
  });

  it("leaves a form entry's own dependsOn and options as they are; their filterBy defaults from matches", () => {
    const own = lesson([
      { field: "site_id" },
      { field: "room_id", dependsOn: "site_id", options: { resource: "room" } },
      { field: "room_ids", dependsOn: "site_id", options: { resource: "room", filterBy: "site" } },
    ]);
    expect(optionSourceOf(field(own, "room_id"))).toMatchObject({ filterBy: "campus_id" });
    expect(optionSourceOf(field(own, "room_ids"))).toMatchObject({ filterBy: "site" });
    const url = lesson([{ field: "site_id" }, { field: "room_id", options: { url: "/v1/rooms" } }]);
    expect(field(url, "room_id").form?.dependsOn).toBeUndefined();
  });
});
