import { describe, expect, it } from "vitest";
import { isBlank, isEmpty } from "../../src/common/empty.js";

describe("empty values", () => {
  it("isBlank: nothing typed, but 0, false and lists are values", () => {
    for (const v of [undefined, null, ""]) expect(isBlank(v)).toBe(true);
    for (const v of [0, false, " ", [], "a"]) expect(isBlank(v)).toBe(false);
  });

  it("isEmpty: blank or an empty list", () => {
    for (const v of [undefined, null, "", []]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, false, [0], "a"]) expect(isEmpty(v)).toBe(false);
  });
});
