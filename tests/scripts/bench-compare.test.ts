import { describe, expect, it } from "vitest";
import { chartSvg } from "../../bench/compare/chart.js";
import { compareOptions } from "../../bench/compare/index.js";
import { expectedPages, jsonServerQuery, productQuery, scenarios } from "../../bench/compare/scenarios.js";
import { formatSpread, median, ratioSpread, rotation } from "../../bench/compare/stats.js";

describe("the comparison's arithmetic", () => {
  it("takes the median of odd and even counts, and of nothing NaN", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("pairs ratios round by round and gives their median and range", () => {
    const s = ratioSpread([100, 300, 200], [100, 100, 100]);
    expect(s).toEqual({ median: 2, min: 1, max: 3, rounds: 3 });
    expect(formatSpread(s)).toBe("2.00 (1.00–3.00)");
  });

  it("leaves out a round either side missed or where the other served nothing", () => {
    expect(ratioSpread([100, 200, 300], [50, 0, undefined])).toEqual({ median: 2, min: 2, max: 2, rounds: 1 });
    expect(ratioSpread([100], [0])).toBeUndefined();
    expect(ratioSpread([], [])).toBeUndefined();
    expect(formatSpread(undefined)).toBe("n/a");
  });

  it("writes large ratios without decimals", () => {
    expect(formatSpread({ median: 123.4, min: 12.34, max: 1.234, rounds: 3 })).toBe("123 (12.3–1.23)");
  });

  it("turns the order of the targets one step each round", () => {
    expect(rotation(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(rotation(["a", "b", "c"], 4)).toEqual(["b", "c", "a"]);
    expect(rotation([], 2)).toEqual([]);
  });
});

describe("the comparison's scenarios", () => {
  const rows = [
    { name: "王明", status: 1, balance: 5 },
    { name: "李强", status: 2, balance: 9 },
    { name: "张明华", status: 2, balance: 5 },
    { name: "陈静", status: 1, balance: 1 },
  ];

  it("asks past-the-end pages as the last page", () => {
    const list = scenarios({ rows: 30, status2: 5, nameMing: 3 });
    expect(list.find((s) => s.id === "contains")!.page).toBe(1);
    expect(list.find((s) => s.id === "deep")!.page).toBe(2);
  });

  it("knows each page's ids from the rows: filters, and a sort with id breaking ties the same way", () => {
    const list = scenarios({ rows: 4, status2: 2, nameMing: 2 });
    const pages = expectedPages(list, rows);
    expect(pages.get("page1")).toEqual([1, 2, 3, 4]);
    expect(pages.get("status")).toEqual([2, 3]);
    // balance desc, then id desc: 王明 and 张明华 both have 5.
    expect(pages.get("contains")).toEqual([3, 1]);
  });

  it("spells one request for the product and for json-server", () => {
    const contains = scenarios({ rows: 10_000, status2: 2000, nameMing: 2000 }).find((s) => s.id === "contains")!;
    expect(Object.fromEntries(new URLSearchParams(productQuery(contains)))).toEqual({
      pageNo: "50",
      pageSize: "20",
      name: "明",
      prop: "balance",
      order: "descending",
    });
    expect(Object.fromEntries(new URLSearchParams(jsonServerQuery(contains)))).toEqual({
      _page: "50",
      _limit: "20",
      name_like: "明",
      _sort: "balance,id",
      _order: "desc,desc",
    });
  });

  it("takes sizes and stores from flags before the environment", () => {
    const o = compareOptions(["--sizes=10000,100_000"], { BENCH_SIZES: "5", BENCH_STORES: "sqlite" });
    expect(o.sizes).toEqual([10_000, 100_000]);
    expect(o.stores).toEqual(["sqlite"]);
    expect(compareOptions([], {}).sizes).toEqual([10_000, 100_000, 1_000_000]);
    expect(() => compareOptions(["--stores=mysql"], {})).toThrow(/not a store/);
  });
});

describe("the comparison's chart", () => {
  it("draws a bar and its label per ratio taken, none for one that is missing", () => {
    const svg = chartSvg({
      title: "the title",
      subtitle: "the subtitle",
      categories: ["10 000 rows\nSQLite", "10 000 rows\nPostgreSQL"],
      panels: [
        {
          title: "product ÷ bare",
          series: [
            { name: "page 1", values: [{ median: 0.81, min: 0.7, max: 0.9, rounds: 3 }, undefined] },
            { name: "deep page", values: [{ median: 0.64, min: 0.6, max: 0.66, rounds: 3 }, undefined] },
          ],
        },
        {
          title: "product ÷ json-server",
          log: true,
          series: [
            { name: "page 1", values: [{ median: 42.5, min: 30, max: 50, rounds: 3 }, undefined] },
            { name: "deep page", values: [undefined, { median: 0.37, min: 0.2, max: 0.5, rounds: 3 }] },
          ],
        },
      ],
    });
    expect(svg.startsWith("<svg")).toBe(true);
    for (const text of ["the title", "the subtitle", "product ÷ bare", "product ÷ json-server", "page 1", "deep page"])
      expect(svg).toContain(text);
    expect(svg).toContain("PostgreSQL");
    const labels = [...svg.matchAll(/>([\d.]+)<\/text>/g)].map((m) => m[1]);
    for (const v of ["0.81", "0.64", "42.5", "0.37"]) expect(labels).toContain(v);
    expect(svg.match(/>n\/a<\/text>/g)).toHaveLength(4);
    // One bar per ratio taken (bars are the series' filled rectangles).
    const bars = svg.match(/<path d="M[^"]*Z" fill="#[0-9a-f]{6}" ecmeta_series_index/g) ?? [];
    expect(bars).toHaveLength(4);
  });
});
