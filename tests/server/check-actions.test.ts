import { describe, expect, it } from "vitest";
import { checkResources } from "../../mock-server/resources/check-resources.js";
import { problemLine } from "../../mock-server/config/problems.js";
import type { CustomAction, ResourceConfig } from "../../src/types/generated/resource.js";
import { shippedParts } from "../helpers/parts.js";

/** An order resource whose one action (`user-order.refund`) has a shipped handler. */
function order(actions: CustomAction[], extra: Partial<ResourceConfig> = {}): ResourceConfig {
  return {
    name: "user-order",
    title: "用户订单",
    record: {
      type: "object",
      properties: {
        order_no: { type: "string", title: "订单号", readOnly: true },
        status: { type: "integer", title: "状态", readOnly: true },
        remark: { type: "string", title: "备注" },
      },
    },
    list: { columns: [{ field: "order_no" }], actions: { custom: actions } },
    ...extra,
  };
}

const refund: CustomAction = {
  name: "refund",
  label: "退款",
  scope: "row",
  when: { status: [1] },
  input: { required: ["refund_reason"], properties: { refund_reason: { type: "string", title: "退款原因" } } },
  fields: [{ field: "refund_reason", widget: "textarea" }],
};

const check = (res: ResourceConfig) => checkResources({ [res.name]: res }, [], shippedParts.actions).map(problemLine);

describe("start-time checks of custom actions", () => {
  it("accept an action with a handler, matching input and fields, and `when` on a record field", () => {
    expect(check(order([refund]))).toEqual([]);
  });

  it("refuse an action without a server handler, with its pointer", () => {
    expect(check(order([refund, { name: "reopen", label: "重开", scope: "row" }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/1/name: 没有服务端处理函数 "user-order.reopen"（由应用的模块注册，见 ServerModule.actions）',
    ]);
  });

  it("refuse `when` naming an unknown field, and `when` on a toolbar action", () => {
    expect(check(order([{ ...refund, when: { state: [1] } }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/0/when/state: 未知的字段 "state"（record.properties 中没有），你是不是想写 “status”？',
    ]);
    expect(check(order([{ ...refund, scope: "toolbar" }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/0/when: "when" 只用于行操作',
    ]);
  });

  it("refuse `fields` and `input` that do not match, both ways", () => {
    const input = {
      properties: { refund_reason: { type: "string", title: "退款原因" }, amount: { type: "number", title: "金额" } },
    } as const;
    expect(check(order([{ ...refund, input, fields: [{ field: "refund_reason" }, { field: "reason" }] }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/0/fields/1/field: 未知的字段 "reason"（input.properties 中没有）',
      'resources/user-order.json#/list/actions/custom/0/input/properties/amount: 不在 "fields" 中：对话框永远不会要求填写它',
    ]);
    const { input: _input, ...noInput } = refund;
    expect(check(order([noInput]))).toEqual([
      'resources/user-order.json#/list/actions/custom/0/fields: "fields" 用于排布 "input"，此操作没有 "input"',
    ]);
    expect(check(order([{ ...refund, input: { ...refund.input!, required: ["refund_reasn"] } }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/0/input/required/0: 未知的字段 "refund_reasn"（input.properties 中没有），你是不是想写 “refund_reason”？',
    ]);
  });

  it("refuse duplicate names and input relations to unknown resources", () => {
    const relation = {
      properties: { refund_reason: { type: "integer", title: "原因", relation: { resource: "reason" } } },
    } as const;
    expect(check(order([refund, { ...refund, input: relation }]))).toEqual([
      'resources/user-order.json#/list/actions/custom/1/name: 操作名 "refund" 重复',
      'resources/user-order.json#/list/actions/custom/1/input/properties/refund_reason/relation/resource: 未知的资源 "reason"（没有 resources/reason.json）',
    ]);
  });
});

describe("start-time checks of 编辑 and 删除 limited to some rows", () => {
  it("refuse `when` naming an unknown field", () => {
    const res = order([refund]);
    res.list.actions = { ...res.list.actions, edit: { when: { state: [0] } }, delete: { when: { status: [0] } } };
    expect(check({ ...res, form: { fields: [{ field: "remark" }] } })).toEqual([
      'resources/user-order.json#/list/actions/edit/when/state: 未知的字段 "state"（record.properties 中没有），你是不是想写 “status”？',
    ]);
  });
});

describe("start-time checks of readOnly fields", () => {
  it("refuse a readOnly field in the form, also as a range's end", () => {
    const form: ResourceConfig["form"] = {
      fields: [
        { field: "remark" },
        { field: "order_no" },
        { field: "remark", widget: "dateRange", endField: "status" },
      ],
    };
    expect(check(order([refund], { form }))).toEqual([
      'resources/user-order.json#/form/fields/2/field: 字段 "remark" 重复：/form/fields/0 已有',
      'resources/user-order.json#/form/fields/1/field: "order_no" 是只读字段（由服务端维护），不能放在表单中',
      'resources/user-order.json#/form/fields/2/endField: "status" 是只读字段（由服务端维护），不能放在表单中',
    ]);
  });
});
