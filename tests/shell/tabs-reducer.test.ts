import { describe, expect, it } from "vitest";
import { closeTabs, keptAlive, retitle, visit } from "../../src/shell/tabs/tabs-reducer.js";
import { emptyTabs, type TabsState, type VisitInfo } from "../../src/shell/tabs/tabs-model.js";
import { createTabsStore } from "../../src/shell/tabs/tabs-store.js";
import { setLocale } from "../../src/common/i18n.js";

const home: VisitInfo = { name: "Index", path: "/index", search: "", title: "首页", noClosable: true };
const page = (name: string, extra: Partial<VisitInfo> = {}): VisitInfo => ({
  name,
  path: `/${name.toLowerCase()}`,
  search: "",
  title: name,
  ...extra,
});
const open = (...visits: VisitInfo[]): TabsState => visits.reduce(visit, emptyTabs);
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe("tabs: visiting", () => {
  it("opens a tab per route and re-activates it on a second visit", () => {
    const s = open(home, page("A"), page("B"), page("A", { search: "?q=1" }));
    expect(keys(s)).toEqual(["Index", "A", "B"]);
    expect(s.active).toBe("A");
    expect(s.tabs[1].fullPath).toBe("/a?q=1");
  });

  it("opens a new tab per distinct path and query for dynamicNewTab routes", () => {
    const detail = (id: number) => page("Detail", { search: `?id=${id}`, dynamicNewTab: true });
    const s = open(home, detail(1), detail(2), detail(1));
    expect(keys(s)).toEqual(["Index", "/detail?id=1", "/detail?id=2"]);
    expect(s.active).toBe("/detail?id=1");
  });

  it("gives tabHidden routes no tab", () => {
    expect(keys(open(home, page("Hidden", { tabHidden: true })))).toEqual(["Index"]);
  });

  it("keeps a retitled detail tab's title when it is visited again", () => {
    const detail = page("Detail", { search: "?id=7", dynamicNewTab: true });
    let s = open(home, detail);
    s = retitle(s, "/detail?id=7", "7 详情页");
    s = visit(visit(s, home), detail);
    expect(s.tabs[1].title).toBe("7 详情页");
  });
});

describe("tabs: closing", () => {
  const four = () => visit(open(home, page("A"), page("B"), page("C")), page("B"));

  it("closes one; closing the active tab moves to the last remaining tab", () => {
    const s = closeTabs(four(), "close", "B");
    expect(keys(s)).toEqual(["Index", "A", "C"]);
    expect(s.active).toBe("C");
    expect(closeTabs(four(), "close", "A").active).toBe("B");
  });

  it("closes the others, left and right, never the uncloseable home", () => {
    expect(keys(closeTabs(four(), "others", "B"))).toEqual(["Index", "B"]);
    expect(keys(closeTabs(four(), "left", "B"))).toEqual(["Index", "B", "C"]);
    expect(keys(closeTabs(four(), "right", "B"))).toEqual(["Index", "A", "B"]);
  });

  it("closes all but the uncloseable, which becomes active", () => {
    const s = closeTabs(four(), "all");
    expect(keys(s)).toEqual(["Index"]);
    expect(s.active).toBe("Index");
  });

  it("leaves nothing active when nothing is left (the shell then goes to /)", () => {
    const s = closeTabs(open(page("A"), page("B")), "all");
    expect(s.tabs).toEqual([]);
    expect(s.active).toBeNull();
  });

  it("ignores an attempt to close the uncloseable home", () => {
    expect(keys(closeTabs(four(), "close", "Index"))).toEqual(["Index", "A", "B", "C"]);
  });
});

describe("tabs: keep-alive", () => {
  it("keeps the most recently used pages up to the limit, least recently used dropped", () => {
    let s = emptyTabs;
    for (let i = 1; i <= 22; i++) s = visit(s, page(`P${i}`));
    s = visit(s, page("P1"));
    const kept = keptAlive(s, 20);
    expect(kept.size).toBe(20);
    expect(kept.has("P1")).toBe(true);
    expect(kept.has("P2")).toBe(false);
    expect(kept.has("P3")).toBe(false);
    expect(kept.has("P22")).toBe(true);
  });

  it("never keeps noKeepAlive pages", () => {
    const s = open(page("A"), page("B", { noKeepAlive: true }));
    expect([...keptAlive(s, 20)]).toEqual(["A"]);
  });
});

describe("the tabs across a reload", () => {
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (k) => items.get(k) ?? null,
      key: (i) => [...items.keys()][i] ?? null,
      removeItem: (k) => void items.delete(k),
      setItem: (k, v) => void items.set(k, v),
    };
  };
  const visitOf = (name: string, search = "") => ({ name, path: `/${name}`, search, title: name });

  it("come back in the same browser tab, in their order, with the query each had", () => {
    const storage = memory();
    const before = createTabsStore(storage);
    before.visit(visitOf("index"));
    before.visit(visitOf("campus", "?currentPage=2"));
    before.visit(visitOf("lecturer"));
    const after = createTabsStore(storage);
    expect(after.get().tabs.map((t) => t.fullPath)).toEqual(["/index", "/campus?currentPage=2", "/lecturer"]);
  });

  it("go with the last one closed or the session reset, and a broken record is ignored", () => {
    const storage = memory();
    const store = createTabsStore(storage);
    store.visit(visitOf("campus"));
    store.reset();
    expect(createTabsStore(storage).get().tabs).toEqual([]);
    storage.setItem("omo-tabs", '{"tabs":[{"key":1}],"clock":"x"}');
    expect(createTabsStore(storage).get().tabs).toEqual([]);
    storage.setItem("omo-tabs", "not json");
    expect(createTabsStore(storage).get().tabs).toEqual([]);
  });

  it("are dropped after a switch of language: their titles were in the other one", () => {
    const storage = memory();
    createTabsStore(storage).visit(visitOf("campus"));
    setLocale("en-US");
    try {
      expect(createTabsStore(storage).get().tabs).toEqual([]);
    } finally {
      setLocale("zh-CN");
    }
    expect(
      createTabsStore(storage)
        .get()
        .tabs.map((t) => t.key),
    ).toEqual(["campus"]);
  });
});
