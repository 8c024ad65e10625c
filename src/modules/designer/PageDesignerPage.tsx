import { formatBusinessTime, useTimeZone } from "../../app/locale/business-time.js";
import { useMemo, useState } from "react";
import { Alert, App, Badge, Button, Card, Result, Space, Typography } from "antd";
import { SaveOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../app/services-context.js";
import { designerApi, type DesignerApi } from "./api.js";
import { DesignerContext } from "./designer-context.js";
import { useDraft } from "./state/use-draft.js";
import { dt, designerTexts as tx } from "./texts.js";
import type { FilesAnswer, SaveAnswer, SchemaSet } from "./types.js";
import { DesignerHome, type Opened } from "./home/DesignerHome.js";
import { ResourceDesigner } from "./editor/ResourceDesigner.js";
import { RouteDesigner } from "./editor/RouteDesigner.js";
import { SaveDialog } from "./save/SaveDialog.js";
import { useConfigEvents } from "./use-config-events.js";
import { useWarnWhenDirty } from "./use-warn-when-dirty.js";

/**
 * 页面设计 (`designer/PageDesigner`, admin only): every resource and route of `config/`, edited
 * with forms and as JSON, previewed by the real engine, and saved as files through the server,
 * which checks, plans and applies them at once. See docs/architecture.md, "Live config and the
 * page designer".
 */
export default function PageDesignerPage() {
  const { http } = useServices();
  const api = useMemo(() => designerApi(http), [http]);
  const files = useQuery({ queryKey: ["designer", "files"], queryFn: api.files, staleTime: Infinity, gcTime: 0 });
  const schemas = useQuery({ queryKey: ["designer", "schemas"], queryFn: api.schemas, staleTime: Infinity });
  if (files.isPending) return <Card loading />;
  if (files.isError) return <Result status="error" title={tx.loadFailed} subTitle={files.error.message} />;
  return <Designer initial={files.data} schemas={schemas.data} api={api} />;
}

function Designer({ initial, schemas, api }: { initial: FilesAnswer; schemas?: SchemaSet; api: DesignerApi }) {
  const { message } = App.useApp();
  const draft = useDraft({ version: initial.version, files: initial.files });
  const [status, setStatus] = useState(initial.status);
  const [modules, setModules] = useState(initial.modules ?? {});
  const zone = useTimeZone();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [saving, setSaving] = useState(false);
  useWarnWhenDirty(draft.dirty);

  const reload = async () => {
    const next = await api.files();
    draft.reset({ version: next.version, files: next.files });
    setStatus(next.status);
    setModules(next.modules ?? {});
  };
  // Someone applied a config (another admin, an editor, git pull): follow it while nothing is unsaved.
  useConfigEvents((version) => {
    if (version !== draft.base.version && !draft.dirty) void reload();
  });
  const saved = (answer: SaveAnswer) => {
    setSaving(false);
    void message.success([tx.saved, ...answer.lines].join("；"));
    void reload();
  };
  const back = () => setOpened(null);
  const changed = Object.keys(draft.changes).length;

  return (
    <DesignerContext.Provider value={{ draft, schemas, api, modules }}>
      <Card>
        <Space direction="vertical" style={{ width: "100%" }} size="middle">
          <Space style={{ width: "100%", justifyContent: "space-between" }}>
            <Typography.Text type="secondary">
              {dt("lastApplied", {
                version: draft.base.version,
                at: status.appliedAt ? formatBusinessTime(status.appliedAt, zone) : "-",
                // Applied at a start or from a file changed on the server: nobody signed in did it.
                by: status.appliedBy || dt("bySystem"),
              })}
            </Typography.Text>
            <Badge count={changed}>
              <Button type="primary" icon={<SaveOutlined />} disabled={!draft.dirty} onClick={() => setSaving(true)}>
                {tx.save}
              </Button>
            </Badge>
          </Space>
          {status.problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              message={tx.statusProblems}
              description={status.problems.map((p) => (
                <div key={`${p.file}#${p.pointer}:${p.message}`}>{`${p.file}#${p.pointer}: ${p.message}`}</div>
              ))}
            />
          )}
          {!opened && <DesignerHome onOpen={setOpened} />}
          {opened?.kind === "resource" && <ResourceDesigner key={opened.name} name={opened.name} onBack={back} />}
          {opened?.kind === "route" && <RouteDesigner key={opened.name} name={opened.name} onBack={back} />}
        </Space>
      </Card>
      {saving && <SaveDialog onClose={() => setSaving(false)} onSaved={saved} />}
    </DesignerContext.Provider>
  );
}
