import { describe, expect, it } from "vitest";
import { removeField, renameField } from "../../../src/modules/designer/state/record-edits.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { room } from "./support.js";

const withShow = (): ResourceConfig => ({
  ...room(),
  show: {
    sections: [
      { title: "基本信息", fields: [{ field: "name" }, { field: "seats" }] },
      { title: "容量", fields: [{ field: "seats", span: 2 }] },
    ],
  },
});

describe("the designer's field edits and the detail page (show)", () => {
  it("renames the field in the detail's sections", () => {
    const c = renameField(withShow(), "seats", "places");
    expect(c.show!.sections.map((s) => s.fields.map((f) => f.field))).toEqual([["name", "places"], ["places"]]);
  });

  it("removes the field from the sections, and a section left empty with it", () => {
    const c = removeField(withShow(), "seats");
    expect(c.show!.sections).toEqual([{ title: "基本信息", fields: [{ field: "name" }] }]);
  });

  it("drops the detail when no section is left", () => {
    const c = removeField(removeField(withShow(), "seats"), "name");
    expect(c.show).toBeUndefined();
  });
});
