import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { resolveFormFields } from "../../src/engine/form/resolve-form-fields.js";
import { toFormValues, toRequestBody } from "../../src/engine/form/form-values.js";
import { toFormRules } from "../../src/engine/fields/form-rules.js";
import { defaultValue } from "./support/configs.js";

const config: ResourceConfig = {
  name: "leave",
  title: "请假",
  record: {
    type: "object",
    required: ["teacher"],
    properties: {
      teacher: { type: "string", title: "讲师" },
      starts_on: { type: "string", title: "开始日期", format: "date" },
      ends_on: { type: "string", title: "结束日期", format: "date" },
      reason: { type: "string", title: "原因" },
      code: { type: "string", title: "编号" },
      days: { type: "integer", title: "天数", default: defaultValue(1) },
    },
  },
  list: { columns: [{ field: "teacher" }] },
  form: {
    fields: [
      { field: "teacher" },
      { field: "starts_on", widget: "dateRange", endField: "ends_on" },
      { field: "reason" },
      { field: "code", on: "create" },
      { field: "days" },
    ],
  },
};

describe("form values", () => {
  it("leaves fields out of the form that are not for this action", () => {
    expect(resolveFormFields(config, "create").map((f) => f.name)).toContain("code");
    expect(resolveFormFields(config, "edit").map((f) => f.name)).not.toContain("code");
  });

  it("joins a range with its end field and splits it again; a new row starts from the defaults", () => {
    const fields = resolveFormFields(config, "create");
    expect(toFormValues(fields)).toMatchObject({ days: 1, teacher: undefined });
    const row = { id: 3, teacher: "王老师", starts_on: "2024-05-01", ends_on: "2024-05-03", reason: "病假" };
    expect(toFormValues(fields, row)).toMatchObject({ starts_on: ["2024-05-01", "2024-05-03"] });
    const body = toRequestBody(fields, "create", {
      teacher: "王老师",
      starts_on: ["2024-05-01", "2024-05-03"],
      reason: "",
    });
    expect(body).toEqual({ teacher: "王老师", starts_on: "2024-05-01", ends_on: "2024-05-03" });
  });

  it("sends only what an edit changed, a cleared field as null", () => {
    const fields = resolveFormFields(config, "edit");
    const row = { id: 3, teacher: "王老师", starts_on: "2024-05-01", ends_on: "2024-05-03", reason: "病假", days: 2 };
    const values = { ...toFormValues(fields, row), reason: "", starts_on: ["2024-05-01", "2024-05-04"] };
    expect(toRequestBody(fields, "edit", values, row)).toEqual({ reason: null, ends_on: "2024-05-04" });
  });
});

describe("form rules", () => {
  const run = async (rules: ReturnType<typeof toFormRules>, value: unknown) => {
    for (const rule of rules) {
      if (typeof rule === "function" || !("validator" in rule) || !rule.validator) continue;
      try {
        await rule.validator({} as never, value, () => {});
      } catch (e) {
        return (e as Error).message;
      }
    }
    return null;
  };

  it("checks numbers, arrays and enums like the server", async () => {
    const score = toFormRules({ type: "integer", title: "分数", minimum: 0, maximum: 100 }, false);
    expect(await run(score, 101)).toBe("分数不能大于100");
    expect(await run(score, 1.5)).toBe("分数应为整数");
    expect(await run(score, 50)).toBeNull();
    const tags = toFormRules(
      { type: "array", title: "学科", minItems: 1, items: { type: "string", options: [{ value: "a", label: "A" }] } },
      false,
    );
    expect(await run(tags, ["b"])).toBe("请选择有效的学科");
    expect(await run(tags, ["a"])).toBeNull();
    const required = toFormRules({ type: "string", title: "名称" }, true);
    expect(required[0]).toEqual({ required: true, message: "请输入名称" });
  });
});
