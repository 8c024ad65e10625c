import { describe, expect, it } from "vitest";
import { merge3 } from "../../../src/modules/designer/state/merge3.js";

describe("merge3: a draft carried over someone else's save", () => {
  const base = { title: "教室", list: { columns: [{ field: "name", width: 100 }, { field: "seats" }] } };

  it("keeps their change where this admin changed nothing, and this admin's where they did", () => {
    const ours = { ...base, list: { columns: [{ field: "name", width: 160 }, { field: "seats" }] } };
    const theirs = { ...base, title: "上课教室" };
    expect(merge3(base, ours, theirs)).toEqual({
      title: "上课教室",
      list: { columns: [{ field: "name", width: 160 }, { field: "seats" }] },
    });
  });

  it("lets this admin's value win where both changed one, and keeps keys either side added or removed", () => {
    const ours = { title: "我的", extra: 1, list: base.list };
    const theirs = { title: "他的", list: base.list, more: 2 };
    expect(merge3(base, ours, theirs)).toEqual({ title: "我的", extra: 1, list: base.list, more: 2 });
    const { title: _dropped, ...withoutTitle } = base;
    expect(merge3(base, withoutTitle, base)).toEqual(withoutTitle);
  });

  it("takes this admin's array whole when the lengths differ, and their file when ours is unchanged", () => {
    const ours = { ...base, list: { columns: [{ field: "seats" }] } };
    const theirs = { ...base, list: { columns: [...base.list.columns, { field: "kind" }] } };
    expect(merge3(base, ours, theirs)).toEqual(ours);
    expect(merge3(base, base, theirs)).toEqual(theirs);
  });
});
