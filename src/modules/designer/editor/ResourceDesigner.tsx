import { useState } from "react";
import { Badge, Button, Card, Col, Popconfirm, Result, Row, Space, Tabs, Tag, Tooltip, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useDesigner } from "../designer-context.js";
import { useFileProblems } from "../schema/use-file-problems.js";
import { ROUTES_FILE } from "../state/paths.js";
import { removeRoute, routeOfResource, routesOf } from "../state/route-tree.js";
import { isEditable, useResourceDraft } from "../state/use-resource-draft.js";
import { dt, designerTexts as tx } from "../texts.js";
import { JsonTab } from "../json/JsonTab.js";
import { PreviewPane } from "../preview/PreviewPane.js";
import { BasicsTab } from "./BasicsTab.js";
import { FieldsTab } from "./fields/FieldsTab.js";
import { ColumnsTab } from "./ColumnsTab.js";
import { QueryTab } from "./QueryTab.js";
import { FormTab } from "./FormTab.js";
import { ActionsTab } from "./ActionsTab.js";
import { AccessTab } from "./AccessTab.js";
import { RouteTab } from "./RouteTab.js";
import { zhText } from "../localized.js";

/**
 * One resource open in the designer: its parts in tabs of forms, the file in a JSON tab, and the
 * engine's preview beside them. A draft the forms cannot read (the JSON edited out of shape)
 * opens on the JSON tab alone until it has its shape again.
 */
export function ResourceDesigner({ name, onBack }: { name: string; onBack(): void }) {
  const { draft, modules } = useDesigner();
  const module = modules[`resources/${name}.json`];
  const resource = useResourceDraft(name);
  const value = draft.valueOf(resource.path);
  const schemaProblems = useFileProblems(resource.path, value);
  const problems = [...schemaProblems, ...draft.serverProblems.filter((p) => p.file === resource.path)];
  const [tab, setTab] = useState("fields");
  const editable = isEditable(value);
  const active = editable ? tab : "json";
  const remove = () => {
    draft.setFile(resource.path, null);
    const routes = routesOf(draft.valueOf(ROUTES_FILE));
    const route = routeOfResource(routes, name);
    if (route)
      draft.updateFile(ROUTES_FILE, (file) => ({
        ...(file as object),
        routes: removeRoute(routesOf(file), route.route.name),
      }));
    onBack();
  };
  if (value === undefined || value === null) {
    return <Result status="404" title={tx.pageGone} extra={<Button onClick={onBack}>{tx.back}</Button>} />;
  }
  const page = (key: string, label: string, Tab: typeof BasicsTab) => ({
    key,
    label,
    disabled: !editable,
    // Only the tab in view follows each keystroke; the JSON tab stays, keeping text that does not parse yet.
    destroyOnHidden: true,
    children: editable ? <Tab draft={resource} /> : null,
  });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {tx.back}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {editable ? zhText(resource.config.title) : name} <Typography.Text type="secondary">{name}</Typography.Text>
        </Typography.Title>
        {resource.path in draft.changes && <Tag color="orange">{tx.changed}</Tag>}
        {resource.path in draft.changes && (
          <Popconfirm
            title={tx.discardConfirm}
            okText={tx.ok}
            cancelText={tx.cancel}
            onConfirm={() => draft.discard(resource.path)}
          >
            <Button>{tx.discard}</Button>
          </Popconfirm>
        )}
        {module ? (
          // A module's page: a save keeps the app's own copy; the module is switched off in app.json instead.
          <Tooltip title={dt("moduleFileHint", { module })}>
            <Tag color="blue">{dt("moduleFile", { module })}</Tag>
          </Tooltip>
        ) : (
          <Popconfirm
            title={dt("deletePageConfirm", { title: editable ? zhText(resource.config.title) : name })}
            okText={tx.ok}
            cancelText={tx.cancel}
            onConfirm={remove}
          >
            <Button danger>{tx.deletePage}</Button>
          </Popconfirm>
        )}
      </Space>
      <Row gutter={16}>
        <Col xs={24} xxl={editable ? 13 : 24}>
          <Card size="small">
            <Tabs
              activeKey={active}
              onChange={setTab}
              items={[
                page("basics", tx.tabBasics, BasicsTab),
                page("fields", tx.tabFields, FieldsTab),
                page("columns", tx.tabColumns, ColumnsTab),
                page("query", tx.tabQuery, QueryTab),
                page("form", tx.tabForm, FormTab),
                page("actions", tx.tabActions, ActionsTab),
                page("access", tx.tabAccess, AccessTab),
                page("route", tx.tabRoute, RouteTab),
                {
                  key: "json",
                  label: (
                    <Badge count={problems.length} size="small" offset={[8, 0]}>
                      {tx.tabJson}
                    </Badge>
                  ),
                  children: (
                    <JsonTab
                      value={value}
                      problems={problems}
                      onChange={(next) => draft.setFile(resource.path, next)}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        {editable && (
          <Col xs={24} xxl={11}>
            <PreviewPane config={resource.config} problems={schemaProblems.length} />
          </Col>
        )}
      </Row>
    </Space>
  );
}
