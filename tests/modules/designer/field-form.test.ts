import { describe, expect, it } from "vitest";
import { fromFormValues, toFormValues } from "../../../src/modules/designer/editor/fields/field-form.js";
import type { DesignedField } from "../../../src/modules/designer/types.js";

const phone = {
  type: "string",
  title: { "zh-CN": "手机号", "en-US": "Mobile" },
  description: { "zh-CN": "11 位手机号", "en-US": "11 digits" },
} as DesignedField;

describe("the field dialog's values", () => {
  it("edits the Chinese of a two-language title and help text and keeps their English", () => {
    const values = toFormValues("phone", phone, false);
    expect(values.title).toBe("手机号");
    expect(values.description).toBe("11 位手机号");
    const saved = fromFormValues({ ...values, title: "联系电话", description: "请填 11 位手机号" }, phone);
    expect(saved.title).toEqual({ "zh-CN": "联系电话", "en-US": "Mobile" });
    expect(saved.description).toEqual({ "zh-CN": "请填 11 位手机号", "en-US": "11 digits" });
  });

  it("drops the help text when it is cleared, and keeps a plain one plain", () => {
    const values = toFormValues("phone", phone, false);
    expect(fromFormValues({ ...values, description: "" }, phone).description).toBeUndefined();
    const plain = { type: "string", title: "备注", description: "选填" } as DesignedField;
    expect(fromFormValues({ ...toFormValues("note", plain, false), description: "可不填" }, plain).description).toBe(
      "可不填",
    );
  });
});
