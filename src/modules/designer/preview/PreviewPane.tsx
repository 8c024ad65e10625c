import { useDeferredValue, useMemo } from "react";
import { Alert, Card, Tabs } from "antd";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import { ServicesContext, useServices } from "../../../app/services-context.js";
import { RefineShell } from "../../../app/refine/RefineShell.js";
import { DraftConfigsContext } from "../../../engine/config/use-resource-config.js";
import { ResourceList } from "../../../engine/list/ResourceList.js";
import { useDesigner } from "../designer-context.js";
import { resourceNames, resourceOfPath } from "../state/paths.js";
import { dt, designerTexts as tx } from "../texts.js";
import { previewHttp } from "./preview-http.js";
import { PreviewBoundary } from "./PreviewBoundary.js";
import { FormPreview } from "./FormPreview.js";

interface Props {
  config: ResourceConfig;
  /** The draft's problems: while there are any, the engine is not handed a config it may not read. */
  problems: number;
}

/**
 * The real engine on the draft: the list page (query form, toolbar, columns, actions) on the
 * resource's real rows, and its form. A Refine of its own talks through the preview's http
 * client, so nothing the preview does is saved, and the list keeps out of the address.
 */
export function PreviewPane({ config, problems }: Props) {
  const services = useServices();
  const { draft } = useDesigner();
  const shown = useDeferredValue(config);
  const served = useMemo(() => new Set(resourceNames(draft.base.files)), [draft.base.files]);
  const previewServices = useMemo(
    () => ({ ...services, http: previewHttp(services.http, (name) => served.has(name)) }),
    [services, served],
  );
  // Every resource of the draft, so a relation to a page not saved yet finds its label field.
  const configs = useMemo(() => {
    const all: Record<string, ResourceConfig> = {};
    for (const [path, value] of Object.entries(draft.changes)) {
      const name = resourceOfPath(path);
      if (name && value) all[name] = value as ResourceConfig;
    }
    return { ...all, [shown.name]: shown };
  }, [draft.changes, shown]);

  if (problems > 0) return <Alert type="warning" showIcon message={dt("previewPaused", { n: problems })} />;
  const listKey = JSON.stringify([shown.list.pagination, shown.list.defaultSort, shown.name]);
  return (
    <Card size="small" title={tx.preview} extra={<span style={{ color: "#999" }}>{tx.previewNote}</span>}>
      {!served.has(shown.name) && <Alert type="info" showIcon message={tx.previewNoData} style={{ marginBottom: 8 }} />}
      <ServicesContext.Provider value={previewServices}>
        <DraftConfigsContext.Provider value={configs}>
          <RefineShell>
            <PreviewBoundary resetKey={shown}>
              <Tabs
                size="small"
                items={[
                  { key: "list", label: tx.previewList, children: <ResourceList key={listKey} config={shown} /> },
                  { key: "form", label: tx.previewForm, children: <FormPreview config={shown} /> },
                ]}
              />
            </PreviewBoundary>
          </RefineShell>
        </DraftConfigsContext.Provider>
      </ServicesContext.Provider>
    </Card>
  );
}
