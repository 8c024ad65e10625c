import { describe, expect, it } from "vitest";
import { orderSeeds } from "../../mock-server/resources/seed.js";
import type { SeedEntry } from "../../mock-server/resources/seed-types.js";
import { shippedSeeds } from "../helpers/parts.js";

const none = () => [];
const names = (entries: readonly SeedEntry[]) => orderSeeds(entries).map(([name]) => name);

describe("the modules' sample-row generators, in the order a start runs them", () => {
  it("keep the list's order, but run one naming another module's resource after that one's", () => {
    expect(
      names([
        ["a", none],
        ["b", none],
        ["c", none],
      ]),
    ).toEqual(["a", "b", "c"]);
    expect(
      names([
        ["order", none, { after: ["code"] }],
        ["x", none],
        ["code", none],
        ["y", none],
      ]),
    ).toEqual(["x", "code", "order", "y"]);
    // Already behind it, or naming a resource no listed module seeds: where it was.
    expect(
      names([
        ["code", none],
        ["order", none, { after: ["code"] }],
      ]),
    ).toEqual(["code", "order"]);
    expect(
      names([
        ["order", none, { after: ["code"] }],
        ["x", none],
      ]),
    ).toEqual(["order", "x"]);
  });

  it("settle a chain of them, and stop the start on a circle", () => {
    const chain: SeedEntry[] = [
      ["a", none, { after: ["b"] }],
      ["b", none, { after: ["c"] }],
      ["c", none],
    ];
    expect(names(chain)).toEqual(["c", "b", "a"]);
    const circle: SeedEntry[] = [
      ["a", none, { after: ["b"] }],
      ["b", none, { after: ["a"] }],
    ];
    expect(() => names(circle)).toThrow(/in a circle/);
  });

  it("seed the shipped user orders after the activation codes a student redeemed, of another module", () => {
    const order = shippedSeeds.map(([name]) => name);
    expect(order.indexOf("user-order")).toBeGreaterThan(order.indexOf("activation-code"));
    expect(order.indexOf("activation-code")).toBeGreaterThan(order.indexOf("commodity"));
  });
});
