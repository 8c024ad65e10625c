import { can, type AccessRecord, type AccessRuleInput } from "../../../common/access.js";
import { joinPath } from "../../../common/routes.js";
import type { RouteConfig } from "../../../types/generated/routes.js";
import { localize } from "../../../common/i18n.js";

/** A node of the 可见页面 tree: a menu group or a page, keyed by its route name. */
export interface PageNode {
  key: string;
  title: string;
  group: boolean;
  fullPath: string;
  /** A hidden page (not in the menu): the title of the page it is opened from, when known. */
  hidden?: { from?: string };
  /** The home page: every role sees it. */
  home?: boolean;
  /** `meta.roles` of the route and of the groups above it: all must let a role in. */
  rules: AccessRuleInput[];
  children?: PageNode[];
}

const isGroup = (r: RouteConfig) => r.component === "Layout" || !!r.children?.length;

/**
 * The menu as a tree of pages a role may be granted: the shell's groups (a `levelHidden` group's
 * pages at the top, as in the menu) with their pages; a hidden page sits right after the page of its
 * `activeMenu`, so 添加校区 is granted next to 校区管理. Pages outside the shell (login, 403) are left out.
 */
export function buildPageTree(routes: RouteConfig[], homePath: string): PageNode[] {
  const followers = new Map<string, PageNode[]>();

  const build = (list: RouteConfig[], base: string, rules: AccessRuleInput[]): PageNode[] =>
    list.flatMap((route): PageNode[] => {
      const fullPath = joinPath(base, route.path);
      const own = route.meta?.roles ? [...rules, route.meta.roles] : rules;
      const title = localize(route.meta?.title ?? route.name);
      if (isGroup(route)) {
        const children = build(route.children ?? [], fullPath, own);
        if (route.meta?.levelHidden) return children;
        return children.length ? [{ key: route.name, title, group: true, fullPath, rules: own, children }] : [];
      }
      const node: PageNode = { key: route.name, title, group: false, fullPath, rules: own };
      if (fullPath === homePath) node.home = true;
      if (!route.meta?.hidden) return [node];
      const target = route.meta.activeMenu;
      node.hidden = {};
      if (target && target !== fullPath) {
        followers.set(target, [...(followers.get(target) ?? []), node]);
        return [];
      }
      return [node];
    });

  const top = build(
    routes.filter((r) => r.component === "Layout"),
    "/",
    [],
  );
  // Hidden pages go right after the page they are opened from; one whose page is gone stays listed.
  const placed = new Set<PageNode>();
  const place = (nodes: PageNode[]): PageNode[] =>
    nodes.flatMap((node) => {
      const self = node.children ? { ...node, children: place(node.children) } : node;
      const after = node.group ? [] : (followers.get(node.fullPath) ?? []);
      after.forEach((f) => {
        f.hidden = { from: node.title };
        placed.add(f);
      });
      return [self, ...after];
    });
  const tree = place(top);
  const orphans = [...followers.values()].flat().filter((f) => !placed.has(f));
  return [...tree, ...orphans];
}

/** Every node, depth first. */
export function allNodes(nodes: PageNode[]): PageNode[] {
  return nodes.flatMap((n) => [n, ...allNodes(n.children ?? [])]);
}

/** The pages of a node: itself when a page, else every page below it. */
export function pagesOf(node: PageNode): PageNode[] {
  return node.group ? allNodes(node.children ?? []).filter((n) => !n.group) : [node];
}

/**
 * Pages a role cannot be granted here: the home page (always visible) and pages whose routes'
 * `meta.roles` would refuse it anyway (权限管理 is for `admin`).
 */
export function fixedPages(nodes: PageNode[], role: AccessRecord): Set<string> {
  return new Set(
    allNodes(nodes)
      .filter((n) => !n.group && (n.home || !n.rules.every((rule) => can(role, rule))))
      .map((n) => n.key),
  );
}

/**
 * The tree's check marks for a selection: a page is checked when selected (the home page always);
 * a group when all its grantable pages are, half when some are. Fixed pages other than home stay unchecked.
 */
export function checkState(
  nodes: PageNode[],
  selected: Set<string>,
  fixed: Set<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const node of allNodes(nodes)) {
    if (!node.group) {
      if (node.home || (selected.has(node.key) && !fixed.has(node.key))) checked.push(node.key);
      continue;
    }
    const pages = pagesOf(node).filter((p) => !fixed.has(p.key));
    const on = pages.filter((p) => selected.has(p.key)).length;
    if (pages.length && on === pages.length) checked.push(node.key);
    else if (on > 0) halfChecked.push(node.key);
  }
  return { checked, halfChecked };
}

/** Checks or unchecks a page, or every grantable page of a group. */
export function toggle(node: PageNode, selected: Set<string>, on: boolean, fixed: Set<string>): Set<string> {
  const next = new Set(selected);
  for (const page of pagesOf(node)) {
    if (fixed.has(page.key)) continue;
    if (on) next.add(page.key);
    else next.delete(page.key);
  }
  return next;
}

/** The selection as the role's `routes`: grantable page names in the tree's order. */
export function selectedRoutes(nodes: PageNode[], selected: Set<string>): string[] {
  return allNodes(nodes)
    .filter((n) => !n.group && selected.has(n.key))
    .map((n) => n.key);
}

/** Every grantable page: what 全部页面 turns into when it is unticked. */
export function grantablePages(nodes: PageNode[], fixed: Set<string>): string[] {
  return allNodes(nodes)
    .filter((n) => !n.group && !fixed.has(n.key))
    .map((n) => n.key);
}
