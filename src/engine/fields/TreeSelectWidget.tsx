import { useEffect, useMemo, useState } from "react";
import { Form, TreeSelect } from "antd";
import { useServices } from "../../app/services-context.js";
import type { WidgetProps } from "../types.js";
import { toTreeOptions, type TreeNode } from "./tree-nodes.js";

/**
 * The parent of a row of a tree list (`list.tree.parentField`): the resource's rows as a tree, searchable
 * by name; cleared, the row is a top-level one. With `relation.matches` (a parent of the same kind) only
 * the rows matching this form's value are offered. The server refuses a parent that is the row itself or
 * one of its descendants, and its message shows on this field; those are greyed out here already.
 */
export function TreeSelectWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const { http } = useServices();
  const resource = field.record.relation?.resource ?? field.resource;
  const [nodes, setNodes] = useState<TreeNode[] | null>(null);
  // The first pair of `relation.matches`: the parent's field and the form's field it must equal.
  const [theirs, ours] = Object.entries(field.record.relation?.matches ?? {})[0] ?? [];
  const form = Form.useFormInstance();
  const own: unknown = Form.useWatch(ours ?? [], form);
  // The edited row's id is among the form's values (set from the record), though no item shows it.
  const edited: unknown = Form.useWatch("id", { form, preserve: true });
  const params = useMemo(
    () => (theirs && own !== undefined && own !== null && own !== "" ? { [theirs]: own } : undefined),
    [theirs, own],
  );
  useEffect(() => {
    let live = true;
    http<{ list: TreeNode[] }>(`/v1/resources/${resource}/tree-nodes`, { params, silent: true })
      .then((answer) => live && setNodes(answer.list))
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [http, resource, params]);
  const treeData = useMemo(
    () => toTreeOptions(nodes ?? [], typeof edited === "number" ? edited : undefined),
    [nodes, edited],
  );

  return (
    <TreeSelect
      id={id}
      value={typeof value === "number" ? value : undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      treeData={treeData}
      loading={nodes === null}
      disabled={disabled}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={field.placeholder}
      style={{ width: "100%" }}
      popupMatchSelectWidth={false}
    />
  );
}
