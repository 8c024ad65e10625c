import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRepository } from "../../mock-server/modules/account/repository.js";
import { checkActions } from "../../mock-server/resources/check-actions.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { body } from "../helpers/test-app.js";
import { shippedApp, type ShippedApp } from "../helpers/shipped-app.js";
import { shippedParts } from "../helpers/parts.js";

/**
 * Four eyes on money (issue 13, item 4): 确认收款 needs the 财务 ability the config names, and never the
 * account that created the order; 退款 needs 财务 too. On the shipped config and seed.
 */
let t: ShippedApp;
/** A non-admin account whose role holds 财务 (FINANCE). */
let cashier: string;
beforeAll(async () => {
  t = await shippedApp();
  const accounts = accountRepository(t.app.store, Date.now);
  await accounts.ensureRole("treasurer", "出纳", ["READ", "WRITE", "FINANCE"], "收款与退款");
  await accounts.createUser({ username: "cashier", password: "cashier123", roles: ["treasurer"] });
  cashier = await t.login("cashier", "cashier123");
});
afterAll(() => t?.close());

type Order = { id: number; status: number; created_by: string | null; campus_id: number };
const CAMPUS = 1;
const balance = async () =>
  (await t.ok<{ hours_balance: number }>("GET", `/v1/resources/campus/${CAMPUS}`)).hours_balance;
const order = (id: number) => t.ok<Order>("GET", `/v1/resources/campus-order/${id}`);
/** A pending order of `hours` at ¥0.01 an hour, made by the account of `token`. */
const placeOrder = (token: string, hours = 10000) =>
  t.ok<Order>(
    "POST",
    "/v1/resources/campus-order",
    { campus_id: CAMPUS, hours, unit_price: 0.01, pay_method: 1 },
    token,
  );
const confirm = (id: number, token: string) =>
  t.call("POST", `/v1/resources/campus-order/${id}/actions/confirm-payment`, undefined, token);

describe("确认收款", () => {
  it("refuses the editor's attack: an order of 10 000 hours at ¥0.01 confirmed by its own maker", async () => {
    const before = await balance();
    const made = await placeOrder(t.editor);
    expect(made.created_by).toBe("editor");
    const res = await confirm(made.id, t.editor);
    // The editor holds neither the 财务 ability nor, as its creator, the right to confirm it.
    expect([res.statusCode, body(res).code]).toEqual([403, 403]);
    expect(await order(made.id)).toMatchObject({ status: 0 });
    expect(await balance()).toBe(before);
  });

  it("refuses the creator even when they hold 财务, and an admin who made the order too (403 / 14017)", async () => {
    const before = await balance();
    for (const token of [cashier, t.admin]) {
      const made = await placeOrder(token, 50);
      const res = await confirm(made.id, token);
      expect([res.statusCode, body(res).code], res.body).toEqual([403, 14017]);
      expect(body(res).message).toBe("该校区订单由您创建，需由其他有权限的账号确认收款");
      expect(await order(made.id)).toMatchObject({ status: 0 });
    }
    expect(await balance()).toBe(before);
  });

  it("lets another account with 财务 confirm it, once, and logs who did", async () => {
    const before = await balance();
    const made = await placeOrder(t.editor, 120);
    const res = await confirm(made.id, cashier);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance()).toBe(before + 120);
    const log = await t.sql.all(
      "SELECT username, action FROM operation_log WHERE target = ? AND action = '确认收款'",
      `campus-order#${made.id}`,
    );
    expect(log).toEqual([{ username: "cashier", action: "确认收款" }]);
    // An admin is another account too.
    const other = await placeOrder(cashier, 30);
    expect((await confirm(other.id, t.admin)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 150);
  });

  it("keeps the creator out of the client's hands: created_by is refused in create and update bodies", async () => {
    const forged = await t.call("POST", "/v1/resources/campus-order", {
      campus_id: CAMPUS,
      hours: 1,
      unit_price: 1,
      pay_method: 1,
      created_by: "cashier",
    });
    expect(body<{ errors: Record<string, string> }>(forged).data.errors).toEqual({
      created_by: "下单人由系统维护，不能修改",
    });
    const made = await placeOrder(t.editor, 1);
    const renamed = await t.call("PUT", `/v1/resources/campus-order/${made.id}`, { created_by: "cashier" }, t.editor);
    expect([renamed.statusCode, body(renamed).code]).toEqual([400, 10001]);
    expect((await order(made.id)).created_by).toBe("editor");
  });
});

describe("退款", () => {
  it("needs 财务: the editor is refused, an account with 财务 refunds", async () => {
    const paid = await t.ok<{ list: { id: number }[] }>("GET", "/v1/resources/user-order?status=1&pageSize=1");
    const id = paid.list[0].id;
    const url = `/v1/resources/user-order/${id}/actions/refund`;
    const refused = await t.call("POST", url, { refund_reason: "误购" }, t.editor);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    expect(await t.ok("GET", `/v1/resources/user-order/${id}`)).toMatchObject({ status: 1 });
    expect((await t.call("POST", url, { refund_reason: "误购" }, cashier)).statusCode).toBe(200);
    expect(await t.ok("GET", `/v1/resources/user-order/${id}`)).toMatchObject({ status: 2 });
  });
});

describe("notByCreator in config", () => {
  const campusOrder = (over: object, fields: object = {}) => {
    const res = JSON.parse(JSON.stringify(t.app.omoConfig.resources["campus-order"])) as ResourceConfig;
    Object.assign(res.list.actions!.custom![0], over);
    Object.assign(res.record.properties, fields);
    return res;
  };
  const problems = (res: ResourceConfig) => {
    const said: string[] = [];
    checkActions(res, t.app.omoConfig.resources, (at, message) => said.push(`${at}: ${message}`), shippedParts.actions);
    return said;
  };

  it("is on 确认收款 of the shipped config", () => {
    expect(t.app.omoConfig.resources["campus-order"].list.actions?.custom?.[0]).toMatchObject({
      name: "confirm-payment",
      access: { ability: ["FINANCE"] },
      notByCreator: true,
    });
    expect(problems(campusOrder({}))).toEqual([]);
  });

  it("is refused at start on a toolbar action, or on a record that does not keep its creator", () => {
    expect(problems(campusOrder({ scope: "toolbar", when: undefined }))).toEqual([
      `/list/actions/custom/0/notByCreator: "notByCreator" 只用于行操作`,
    ]);
    expect(problems(campusOrder({}, { created_by: { type: "string", title: "下单人" } }))).toEqual([
      `/list/actions/custom/0/notByCreator: 需要 record.properties 中有只读的文本字段 "created_by"（创建人）`,
    ]);
  });
});
