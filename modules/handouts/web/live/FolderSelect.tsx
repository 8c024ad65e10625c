import { useMemo } from "react";
import { TreeSelect, type TreeSelectProps } from "antd";
import type { HandoutNode } from "../api.js";
import { fill, handoutTexts as tx } from "../texts.js";
import { folderOptions } from "./tree-utils.js";

type Props = Omit<TreeSelectProps<number>, "treeData"> & { tree: HandoutNode[] };

/** 父级文件夹: the folders of the shown subject's tree (files cannot hold anything), searchable by name. */
export function FolderSelect({ tree, ...props }: Props) {
  const treeData = useMemo(() => folderOptions(tree), [tree]);
  return (
    <TreeSelect<number>
      {...props}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder={fill(tx.selectPlaceholder, { label: tx.parentFolder })}
    />
  );
}
