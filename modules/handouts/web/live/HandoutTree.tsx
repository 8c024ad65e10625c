import { useMemo } from "react";
import { Empty, Tree, type TreeDataNode } from "antd";
import type { HandoutNode } from "../api.js";
import { NodeTitle } from "./NodeTitle.js";
import type { HandoutViewer } from "../viewer/use-handout-viewer.js";

interface Props {
  nodes: HandoutNode[];
  keyword: string;
  checked: number[];
  onCheck(ids: number[]): void;
  expanded: number[];
  onExpand(ids: number[]): void;
  viewer: HandoutViewer;
}

/**
 * The handout nodes as antd's tree data. The roots 讲义 and 作业 cannot be deleted or renamed, so they
 * have no checkbox at all (a disabled one would grey their names out).
 */
function toTreeData(nodes: HandoutNode[], keyword: string, viewer: HandoutViewer, root: boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <NodeTitle node={node} keyword={keyword} viewer={viewer} />,
    isLeaf: node.kind === "file",
    checkable: !root,
    children: toTreeData(node.children, keyword, viewer, false),
  }));
}

/**
 * The live-handout tree. Each item is checked alone (a folder's check does not spread to its
 * files), and clicking a row checks it: the tree is for choosing what the buttons act on.
 */
export function HandoutTree({ nodes, keyword, checked, onCheck, expanded, onExpand, viewer }: Props) {
  const treeData = useMemo(() => toTreeData(nodes, keyword, viewer, true), [nodes, keyword, viewer]);
  if (!nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree
      checkable
      checkStrictly
      blockNode
      selectable={false}
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(Number))}
      expandedKeys={expanded}
      onExpand={(keys) => onExpand(keys.map(Number))}
    />
  );
}
