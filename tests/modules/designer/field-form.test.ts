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

  it("edits the Chinese of two-language messages and keeps their English, one for all or one per rule", () => {
    const perRule = {
      type: "integer",
      title: "有效天数",
      minimum: 1,
      errorMessage: { minimum: { "zh-CN": "至少1天", "en-US": "At least 1 day" }, maximum: "太长" },
    } as DesignedField;
    const values = toFormValues("valid_days", perRule, false);
    expect(values.messageAll).toBeUndefined();
    expect(values.messages).toEqual({ minimum: "至少1天", maximum: "太长" });
    const saved = fromFormValues({ ...values, messages: { minimum: "至少为1天", maximum: "太长了" } }, perRule);
    expect(saved.errorMessage).toEqual({
      minimum: { "zh-CN": "至少为1天", "en-US": "At least 1 day" },
      maximum: "太长了",
    });

    const one = { ...perRule, errorMessage: { "zh-CN": "天数不对", "en-US": "Wrong days" } } as DesignedField;
    const all = toFormValues("valid_days", one, false);
    expect(all.messageAll).toBe("天数不对");
    expect(all.messages).toEqual({});
    expect(fromFormValues({ ...all, messageAll: "天数有误" }, one).errorMessage).toEqual({
      "zh-CN": "天数有误",
      "en-US": "Wrong days",
    });
  });
});
