import { describe, expect, it } from "vitest";
import { removeField, renameField } from "../../../src/modules/designer/state/record-edits.js";
import { copyResource, blankResource } from "../../../src/modules/designer/state/new-resource.js";
import type { DesignedField } from "../../../src/modules/designer/types.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { room } from "./support.js";

const withEverything = (): ResourceConfig => {
  const c = room();
  c.labelField = "name";
  c.record.compare = [{ field: "seats", op: "lte", than: "seats", message: "x" }];
  c.list.query = [{ field: "seats", operator: "gte" }];
  c.list.defaultSort = { field: "seats", order: "descending" };
  c.list.actions = {
    edit: { when: { seats: [1] } },
    custom: [{ name: "go", label: "去", scope: "row", when: { seats: [2] } }],
  };
  c.form!.fields.push({ field: "kind", dependsOn: "seats" });
  return c;
};

describe("renameField", () => {
  it("renames the field in place and every mention of it, and names the saved column", () => {
    const saved = withEverything();
    const c = renameField(saved, "seats", "places", saved);
    expect(Object.keys(c.record.properties)).toEqual(["name", "places", "kind"]);
    expect((c.record.properties.places as DesignedField).renamedFrom).toBe("seats");
    expect(c.record.required).toEqual(["name", "places"]);
    expect(c.record.compare![0]).toMatchObject({ field: "places", than: "places" });
    expect(c.list.query![0].field).toBe("places");
    expect(c.list.defaultSort!.field).toBe("places");
    expect(c.list.actions!.edit).toEqual({ when: { places: [1] } });
    expect(c.list.actions!.custom![0].when).toEqual({ places: [2] });
    expect(c.form!.fields.at(-1)!.dependsOn).toBe("places");
    // The config it was given stays as it was.
    expect(saved.record.properties.seats).toBeDefined();
  });

  it("keeps the renamed default label field the label: name → room_name names labelField", () => {
    const saved = room();
    expect(saved.labelField).toBeUndefined();
    const c = renameField(saved, "name", "room_name", saved);
    expect(c.labelField).toBe("room_name");
    // Another field renamed leaves the label alone.
    expect(renameField(saved, "seats", "places", saved).labelField).toBeUndefined();
  });

  it("gives a field new in the draft no renamedFrom: it has no column yet", () => {
    const saved = room();
    const draft = structuredClone(saved);
    draft.record.properties.floor = { type: "integer", title: "楼层" };
    const c = renameField(draft, "floor", "storey", saved);
    expect((c.record.properties.storey as DesignedField).renamedFrom).toBeUndefined();
  });

  it("keeps the column of a field renamed in an earlier save", () => {
    const saved = room();
    (saved.record.properties.seats as DesignedField).renamedFrom = "old_seats";
    const c = renameField(saved, "seats", "places", saved);
    expect((c.record.properties.places as DesignedField).renamedFrom).toBe("seats");
  });
});

describe("removeField", () => {
  it("removes the field and what only makes sense with it, keeping the rest", () => {
    const c = removeField(withEverything(), "seats");
    expect(Object.keys(c.record.properties)).toEqual(["name", "kind"]);
    expect(c.record.required).toEqual(["name"]);
    expect(c.record.compare).toBeUndefined();
    expect(c.list.columns.map((col) => col.field)).toEqual(["name", "kind"]);
    expect(c.list.query).toEqual([]);
    expect(c.list.defaultSort).toBeUndefined();
    expect(c.form!.fields).toEqual([{ field: "name" }, { field: "kind" }, { field: "kind" }]);
  });
});

describe("new pages", () => {
  it("a blank page is a valid start: one text field, listed, searched and in the form", () => {
    const c = blankResource("lab", "实验室");
    expect(c).toMatchObject({ name: "lab", title: "实验室", list: { columns: [{ field: "name" }] } });
  });

  it("a copy gets its own name and title, no renames, and its own create form", () => {
    const source = room();
    (source.record.properties.seats as DesignedField).renamedFrom = "old";
    source.list.actions = { create: { to: "/x/add-room" } };
    const c = copyResource(source, "lab", "实验室");
    expect(c.name).toBe("lab");
    expect(c.title).toBe("实验室");
    expect((c.record.properties.seats as DesignedField).renamedFrom).toBeUndefined();
    expect(c.list.actions!.create).toBe(true);
    expect(source.name).toBe("room");
  });
});
