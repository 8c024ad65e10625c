import { useState } from "react";
import { Button, Card, Col, Row, Table, Tag, Tree, type TreeDataNode } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import type { RouteConfig } from "../../../types/generated/routes.js";
import { useDesigner } from "../designer-context.js";
import { resourceNames, resourcePath } from "../state/paths.js";
import { findRoute, routeOfResource } from "../state/route-tree.js";
import { useRoutesDraft } from "../editor/use-routes-draft.js";
import { designerTexts as tx, dt } from "../texts.js";
import { NewPageDialog } from "./NewPageDialog.js";
import { localize } from "../../../common/i18n.js";

/** What the designer opens: a resource (its page), or a route of the tree that is not one. */
export type Opened = { kind: "resource"; name: string } | { kind: "route"; name: string };

const treeOf = (routes: RouteConfig[]): TreeDataNode[] =>
  routes.map((r) => ({
    key: r.name,
    title: r.component?.startsWith("resource:")
      ? localize(r.meta?.title) || r.name
      : dt("valueWithName", { label: localize(r.meta?.title) || r.name, value: r.path }),
    children: r.children ? treeOf(r.children) : undefined,
  }));

/**
 * Every resource (title, name, menu entry, the module bringing it, whether changed) and the route tree, titles in the page's
 * language (the editors show and change the Chinese ones); 新建页面.
 */
export function DesignerHome({ onOpen }: { onOpen(opened: Opened): void }) {
  const { draft, modules } = useDesigner();
  const { routes } = useRoutesDraft();
  const [creating, setCreating] = useState(false);
  const names = [...new Set([...resourceNames(draft.files), ...resourceNames(draft.base.files)])].sort();
  const rows = names.map((name) => {
    const path = resourcePath(name);
    const config = draft.valueOf(path) as ResourceConfig | null;
    return {
      name,
      path,
      title: config ? localize(config.title) : name,
      removed: config === null,
      menu: routeOfResource(routes, name),
      module: modules[path],
    };
  });
  const byRouteName = (key: string) => {
    const route = findRoute(routes, key)?.route.component;
    const resource = route?.startsWith("resource:") ? route.slice("resource:".length) : undefined;
    onOpen(resource && names.includes(resource) ? { kind: "resource", name: resource } : { kind: "route", name: key });
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={14}>
        <Card
          title={tx.pages}
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {tx.newPage}
            </Button>
          }
        >
          <Table
            size="small"
            rowKey="name"
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: tx.resourceTitle, dataIndex: "title" },
              { title: tx.resourceName, dataIndex: "name", render: (name: string) => <code>{name}</code> },
              {
                title: tx.menu,
                render: (_, r) =>
                  r.menu?.route.meta?.title ? (
                    localize(r.menu.route.meta.title)
                  ) : (
                    <span style={{ color: "#999" }}>{tx.noMenu}</span>
                  ),
              },
              {
                // Which module brings the page (its file is the module's, an edit saved as the app's copy).
                title: tx.module,
                render: (_, r) =>
                  r.module ? <Tag>{r.module}</Tag> : <span style={{ color: "#999" }}>{tx.appOwn}</span>,
              },
              {
                title: "",
                render: (_, r) =>
                  r.removed ? (
                    <>
                      <Tag color="red">{tx.removed}</Tag>
                      <Button type="link" size="small" onClick={() => draft.discard(r.path)}>
                        {tx.restore}
                      </Button>
                    </>
                  ) : (
                    <>
                      {r.path in draft.changes && <Tag color="orange">{tx.changed}</Tag>}
                      <Button
                        type="link"
                        size="small"
                        aria-label={`${tx.open} ${r.name}`}
                        onClick={() => onOpen({ kind: "resource", name: r.name })}
                      >
                        {tx.open}
                      </Button>
                    </>
                  ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={tx.routeTree}>
          <Tree
            treeData={treeOf(routes)}
            defaultExpandAll
            onSelect={(keys) => keys[0] && byRouteName(String(keys[0]))}
          />
        </Card>
      </Col>
      {creating && (
        <NewPageDialog
          onClose={() => setCreating(false)}
          onCreated={(name) => {
            setCreating(false);
            onOpen({ kind: "resource", name });
          }}
        />
      )}
    </Row>
  );
}
