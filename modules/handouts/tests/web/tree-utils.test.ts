import { describe, expect, it } from "vitest";
import type { HandoutNode } from "../../web/api.js";
import {
  filterTree,
  folderOptions,
  indexTree,
  pathTo,
  presetParent,
  splitMatch,
  topMostChecked,
} from "../../web/live/tree-utils.js";

const file = (id: number, label: string): HandoutNode => ({
  id,
  label,
  subject_id: 1,
  type: 1,
  kind: "file",
  oss_url: `/oss/${id}.pdf`,
  pages: 3,
  children: [],
});
const folder = (id: number, label: string, children: HandoutNode[] = []): HandoutNode => ({
  id,
  label,
  subject_id: 1,
  type: 1,
  kind: "folder",
  children,
});

// 讲义 ─ 第一章 ─ 函数 ─ 函数练习.pdf
//      │        └ 极限.pdf
//      └ 第二章 (empty)
// 作业 ─ 函数作业.pdf
const tree = (): HandoutNode[] => [
  folder(1, "讲义", [
    folder(10, "第一章", [folder(100, "函数", [file(1000, "函数练习")]), file(101, "极限")]),
    folder(11, "第二章"),
  ]),
  folder(2, "作业", [file(20, "函数作业")]),
];

const labels = (nodes: HandoutNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe("filterTree", () => {
  it("returns the tree untouched for a blank keyword", () => {
    const nodes = tree();
    expect(filterTree(nodes, "  ")).toEqual({ nodes, expandedIds: [] });
  });

  it("keeps matches with their whole subtree and the folders leading to them", () => {
    const { nodes } = filterTree(tree(), "函数");
    // 函数 matched: its file stays even though it also matches; 极限 and 第二章 go.
    expect(labels(nodes)).toEqual([
      ["讲义", [["第一章", [["函数", ["函数练习"]]]]]],
      ["作业", ["函数作业"]],
    ]);
  });

  it("keeps a whole matched folder, children that do not match included", () => {
    expect(labels(filterTree(tree(), "第一").nodes)).toEqual([
      ["讲义", [["第一章", [["函数", ["函数练习"]], "极限"]]]],
    ]);
  });

  it("opens every ancestor of every match, matches under a match included", () => {
    expect(filterTree(tree(), "函数").expandedIds.sort((a, b) => a - b)).toEqual([1, 2, 10, 100]);
  });

  it("ignores case and surrounding spaces, and drops everything when nothing matches", () => {
    const nodes = [folder(1, "讲义", [file(5, "Unit One")])];
    expect(labels(filterTree(nodes, " unit ").nodes)).toEqual([["讲义", ["Unit One"]]]);
    expect(filterTree(tree(), "不存在").nodes).toEqual([]);
  });

  it("does not change the tree it was given", () => {
    const nodes = tree();
    filterTree(nodes, "极限");
    expect(labels(nodes)).toEqual(labels(tree()));
  });
});

describe("splitMatch", () => {
  it("cuts the label around the first match, keeping the label's own case", () => {
    expect(splitMatch("Unit unit", "UNIT")).toEqual(["", "Unit", " unit"]);
    expect(splitMatch("第一章函数", "函数")).toEqual(["第一章", "函数", ""]);
  });

  it("returns null without a match or a keyword", () => {
    expect(splitMatch("极限", "函数")).toBeNull();
    expect(splitMatch("极限", " ")).toBeNull();
  });
});

describe("folderOptions", () => {
  it("lists only folders, nested as in the tree", () => {
    expect(folderOptions(tree())).toEqual([
      {
        value: 1,
        title: "讲义",
        children: [
          { value: 10, title: "第一章", children: [{ value: 100, title: "函数", children: [] }] },
          { value: 11, title: "第二章", children: [] },
        ],
      },
      { value: 2, title: "作业", children: [] },
    ]);
  });
});

describe("topMostChecked", () => {
  it("drops items inside a checked folder, at any depth", () => {
    expect(topMostChecked(tree(), [1000, 10, 100, 20])).toEqual([10, 20]);
  });

  it("keeps unrelated items, in tree order, and ignores ids not in the tree", () => {
    expect(topMostChecked(tree(), [20, 101, 11, 999])).toEqual([101, 11, 20]);
  });
});

describe("indexTree and pathTo", () => {
  it("knows each node's folder, and none for a root", () => {
    const index = indexTree(tree());
    expect(index.get(1000)?.parent?.id).toBe(100);
    expect(index.get(1)?.parent).toBeUndefined();
    expect(index.size).toBe(8);
  });

  it("gives the ids from the root down to a node", () => {
    const index = indexTree(tree());
    expect(pathTo(index, 100)).toEqual([1, 10, 100]);
    expect(pathTo(index, 2)).toEqual([2]);
    expect(pathTo(index, 999)).toEqual([]);
  });
});

describe("presetParent", () => {
  const index = indexTree(tree());

  it("is the checked folder when exactly one folder is checked", () => {
    expect(presetParent(index, [100])).toBe(100);
    expect(presetParent(index, [100, 101])).toBe(100);
  });

  it("is the folder of the checked file when no folder and one file is checked", () => {
    expect(presetParent(index, [101])).toBe(10);
    expect(presetParent(index, [20])).toBe(2);
  });

  it("is empty when the choice is unclear", () => {
    expect(presetParent(index, [])).toBeUndefined();
    expect(presetParent(index, [10, 11])).toBeUndefined();
    expect(presetParent(index, [101, 20])).toBeUndefined();
    expect(presetParent(index, [999])).toBeUndefined();
  });
});
