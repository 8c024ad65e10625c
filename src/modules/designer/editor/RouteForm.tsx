import { Form, Input, Select, Switch, Typography } from "antd";
import type { RouteConfig, RouteMeta } from "../../../types/generated/routes.js";
import { assign } from "../state/assign.js";
import { findRoute, fullPath, groupsOf, moveRoute, updateRoute } from "../state/route-tree.js";
import { designerTexts as tx } from "../texts.js";
import { IconSelect } from "./IconSelect.js";
import { RolesSelect } from "./RolesSelect.js";
import { useRoutesDraft } from "./use-routes-draft.js";
import { zhText, withZh } from "../localized.js";

/** A menu entry of routes.json: its title, icon, group, path, roles and whether the menu shows it. */
export function RouteForm({ name }: { name: string }) {
  const { routes, change } = useRoutesDraft();
  const found = findRoute(routes, name);
  if (!found) return null;
  const { route, parents } = found;
  const setMeta = <K extends keyof RouteMeta>(key: K, value: RouteMeta[K] | undefined | "") =>
    change((rs) =>
      updateRoute(rs, name, (r): RouteConfig => {
        const meta = { ...r.meta };
        assign(meta, key, value);
        return { ...r, meta };
      }),
    );
  const roles = route.meta?.roles;

  return (
    <Form labelCol={{ span: 4 }} wrapperCol={{ span: 20 }}>
      <Form.Item label={tx.routeName}>
        <Typography.Text code>{route.name}</Typography.Text>{" "}
        <Typography.Text type="secondary">{fullPath(found)}</Typography.Text>
      </Form.Item>
      <Form.Item label={tx.menuTitle}>
        <Input
          aria-label={tx.menuTitle}
          value={zhText(route.meta?.title)}
          onChange={(e) => setMeta("title", withZh(route.meta?.title, e.target.value))}
        />
      </Form.Item>
      <Form.Item label={tx.icon}>
        <IconSelect label={tx.icon} value={route.meta?.icon} onChange={(icon) => setMeta("icon", icon)} />
      </Form.Item>
      {parents.length > 0 && (
        <Form.Item label={tx.parent}>
          <Select
            aria-label={tx.parent}
            style={{ width: 240 }}
            value={parents.at(-1)?.name}
            options={groupsOf(routes).filter((g) => g.value !== name)}
            onChange={(parent: string) => change((rs) => moveRoute(rs, name, parent))}
          />
        </Form.Item>
      )}
      <Form.Item label={tx.path}>
        <Input
          aria-label={tx.path}
          value={route.path}
          onChange={(e) => change((rs) => updateRoute(rs, name, (r) => ({ ...r, path: e.target.value })))}
        />
      </Form.Item>
      <Form.Item label={tx.routeRoles} extra={tx.routeRolesHelp}>
        {roles && !Array.isArray(roles) ? (
          <Typography.Text code>{JSON.stringify(roles)}</Typography.Text>
        ) : (
          <RolesSelect
            label={tx.routeRoles}
            value={roles}
            onChange={(r) => setMeta("roles", r.length ? r : undefined)}
          />
        )}
      </Form.Item>
      <Form.Item label={tx.hiddenInMenu}>
        <Switch aria-label={tx.hiddenInMenu} checked={!!route.meta?.hidden} onChange={(on) => setMeta("hidden", on)} />
      </Form.Item>
    </Form>
  );
}
