import { Button, Form, Input, Popconfirm, Select, Space, Typography } from "antd";
import { pageRoute } from "../state/new-resource.js";
import { freeRouteName, groupsOf, insertRoute, removeRoute, routeOfResource } from "../state/route-tree.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { RouteForm } from "./RouteForm.js";
import { FileProblems } from "./FileProblems.js";
import { ROUTES_FILE } from "../state/paths.js";
import { useRoutesDraft } from "./use-routes-draft.js";
import { zhText } from "../localized.js";

interface AddValues {
  parent: string;
  title: string;
  path: string;
}

/** The resource's list page in the menu: its entry edited, or a new entry under a group. */
export function RouteTab({ draft }: { draft: ResourceDraft }) {
  const { routes, change } = useRoutesDraft();
  const { name, title } = draft.config;
  const found = routeOfResource(routes, name);
  if (found) {
    const routeName = found.route.name;
    return (
      <Space direction="vertical" style={{ width: "100%" }}>
        <FileProblems path={ROUTES_FILE} />
        <RouteForm name={routeName} />
        <Popconfirm
          title={`${tx.removeRoute}？`}
          okText={tx.ok}
          cancelText={tx.cancel}
          onConfirm={() => change((rs) => removeRoute(rs, routeName))}
        >
          <Button danger>{tx.removeRoute}</Button>
        </Popconfirm>
      </Space>
    );
  }
  const groups = groupsOf(routes);
  const add = (v: AddValues) =>
    change((rs) => insertRoute(rs, v.parent, pageRoute(freeRouteName(rs, name), name, v.title, v.path)));
  return (
    <Form<AddValues>
      layout="vertical"
      name="designer-add-route"
      initialValues={{ parent: groups.at(-1)?.value, title: `${zhText(title)}管理`, path: name }}
      onFinish={add}
    >
      <Typography.Paragraph>{tx.noRoute}</Typography.Paragraph>
      <Form.Item name="parent" label={tx.parent} rules={[{ required: true }]}>
        <Select options={groups} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="title" label={tx.menuTitle} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="path" label={tx.path} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {tx.addRoute}
      </Button>
    </Form>
  );
}
