import { useMemo } from "react";
import { Checkbox, Space, Tag, Tree, Typography } from "antd";
import type { DataNode } from "antd/es/tree";
import type { AccessRecord } from "../../../common/access.js";
import { useServices } from "../../../app/services-context.js";
import { fill, authorityTexts as tx } from "../texts.js";
import {
  allNodes,
  buildPageTree,
  checkState,
  fixedPages,
  grantablePages,
  selectedRoutes,
  toggle,
  type PageNode,
} from "./page-tree.js";

interface Props {
  /** Route names, or null for 全部页面. */
  value?: string[] | null;
  onChange?: (value: string[] | null) => void;
  id?: string;
  /** The role as it is being edited: pages its routes' `meta.roles` refuse cannot be granted. */
  role: AccessRecord;
}

const roleNames = (rule: PageNode["rules"][number]) => (Array.isArray(rule) ? rule : (rule.role ?? [])).join("、");

function NodeTitle({ node, fixed }: { node: PageNode; fixed: boolean }) {
  const denied = fixed && !node.home ? node.rules.map(roleNames).filter(Boolean).join("、") : "";
  return (
    <Space size={4}>
      <span>{node.title}</span>
      {node.hidden ? <Tag>{tx.hiddenPage}</Tag> : null}
      {node.hidden?.from ? (
        <Typography.Text type="secondary">{fill(tx.openedFrom, { title: node.hidden.from })}</Typography.Text>
      ) : null}
      {node.home ? <Typography.Text type="secondary">{tx.alwaysVisible}</Typography.Text> : null}
      {denied ? <Typography.Text type="secondary">{fill(tx.deniedByRoute, { roles: denied })}</Typography.Text> : null}
    </Space>
  );
}

/**
 * 可见页面: 全部页面 (no limit, pages added later included), or a checkable tree of the menu. A group
 * checks all its pages; a page checks only itself (a hidden page is listed after the page it opens
 * from). The home page is always visible; pages the routes keep for other roles cannot be ticked.
 */
export function PageAccessField({ value, onChange, id, role }: Props) {
  const { boot } = useServices();
  const nodes = useMemo(() => buildPageTree(boot.routes, boot.app.homePath), [boot]);
  // Keyed by content: typing a role name re-renders the dialog, not a tree that did not change.
  const fixedKey = [...fixedPages(nodes, role)].join();
  const fixed = useMemo(() => new Set(fixedKey ? fixedKey.split(",") : []), [fixedKey]);
  const byKey = useMemo(() => new Map(allNodes(nodes).map((n) => [n.key, n])), [nodes]);
  const all = value === null || value === undefined;
  const selected = useMemo(() => new Set(all ? grantablePages(nodes, fixed) : value), [all, value, nodes, fixed]);
  const checkedKeys = checkState(nodes, selected, fixed);

  const treeData = useMemo(() => {
    const toData = (list: PageNode[]): DataNode[] =>
      list.map((node) => ({
        key: node.key,
        title: <NodeTitle node={node} fixed={fixed.has(node.key)} />,
        // A group whose pages are all fixed has nothing to tick.
        disableCheckbox: fixed.has(node.key) || (node.group && !grantablePages([node], fixed).length),
        children: node.children ? toData(node.children) : undefined,
      }));
    return toData(nodes);
  }, [nodes, fixed]);

  return (
    <div id={id}>
      <Checkbox checked={all} onChange={(e) => onChange?.(e.target.checked ? null : grantablePages(nodes, fixed))}>
        {tx.allPages}
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ margin: "4px 0 8px" }}>
        {all ? tx.allPagesHelp : selected.size ? tx.pagesHelp : tx.noPages}
      </Typography.Paragraph>
      <div
        style={{
          maxHeight: 320,
          overflow: "auto",
          border: "1px solid rgba(5, 5, 5, 0.06)",
          borderRadius: 6,
          padding: 8,
        }}
      >
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          disabled={all}
          checkedKeys={checkedKeys}
          treeData={treeData}
          onCheck={(_, info) => {
            const node = byKey.get(String(info.node.key));
            if (node) onChange?.(selectedRoutes(nodes, toggle(node, selected, info.checked, fixed)));
          }}
        />
      </div>
    </div>
  );
}
