import { describe, expect, it } from "vitest";
import { appParts } from "../../mock-server/parts.js";
import type { ServerModule } from "../../mock-server/module-api.js";
import { shippedParts } from "../helpers/parts.js";

const ship = { run: () => ({ message: "已发货" }) };

describe("an app's registries, from its modules", () => {
  it("merge what each module registers, and hold nothing for the framework alone", () => {
    const parts = appParts([
      { name: "parcels", actions: { "parcel.ship": ship } },
      { name: "stock", hooks: { stock: { afterCreate: async () => {} } } },
    ]);
    expect(Object.keys(parts.actions)).toEqual(["parcel.ship"]);
    expect(Object.keys(parts.hooks)).toEqual(["stock"]);
    const alone = appParts([]);
    expect([alone.actions, alone.managed, alone.hooks, alone.aggregates, alone.responses]).toEqual([
      {},
      {},
      {},
      {},
      {},
    ]);
  });

  it("refuse a name two modules register, and a module listed twice", () => {
    const a: ServerModule = { name: "a", actions: { "parcel.ship": ship } };
    expect(() => appParts([a, { name: "b", actions: { "parcel.ship": ship } }])).toThrow(
      'modules "a" and "b" both register the action "parcel.ship"',
    );
    expect(() => appParts([a, a])).toThrow('the module "a" is listed twice');
    // A page is the framework's or one module's.
    expect(() => appParts([{ name: "c", pages: ["home/Index"] }])).toThrow(
      'modules "framework" and "c" both register the page "home/Index"',
    );
  });

  it("of the shipped app hold its actions, managed fields, hooks and the dashboards' aggregates", () => {
    expect(Object.keys(shippedParts.actions)).toContain("user-order.refund");
    expect(Object.keys(shippedParts.managed)).toEqual(["user-order", "campus-order", "activation-code"]);
    expect(Object.keys(shippedParts.hooks)).toEqual(["schedule-rule", "teacher-leave"]);
    expect(Object.keys(shippedParts.aggregates)).toHaveLength(10);
    expect(shippedParts.pages["scheduling/Timetable"]).toBe("scheduling");
    expect(shippedParts.pages["designer/PageDesigner"]).toBe("framework");
  });
});
