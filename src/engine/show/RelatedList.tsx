import { useMemo } from "react";
import { Card } from "antd";
import type { BaseKey } from "@refinedev/core";
import type { ResourceConfig, ShowRelated } from "../../types/generated/resource.js";
import { localize } from "../../common/i18n.js";
import { useResourceConfig } from "../config/use-resource-config.js";
import { ResourceList } from "../list/ResourceList.js";
import { useListAccess } from "../list/use-list-access.js";
import { relatedConfig } from "./related-config.js";
import { useResourceRoutes } from "./resource-routes.js";

/**
 * One child list of a detail page: the engine's own list of the child resource, narrowed to this
 * row. Shown only when the user may open the child's list page (the server's page gate would refuse
 * its API otherwise) and read the resource; a list the user may not see is left out, not an error.
 */
export function RelatedList({ related, parentId }: { related: ShowRelated; parentId: BaseKey }) {
  const { list } = useResourceRoutes(related.resource);
  return list ? <LoadedRelatedList related={related} parentId={parentId} /> : null;
}

function LoadedRelatedList({ related, parentId }: { related: ShowRelated; parentId: BaseKey }) {
  const { data: child, isPending } = useResourceConfig(related.resource);
  if (isPending) return <Card loading style={{ marginTop: 16 }} />;
  return child ? <ReadableList child={child} related={related} parentId={parentId} /> : null;
}

function ReadableList({
  child,
  related,
  parentId,
}: {
  child: ResourceConfig;
  related: ShowRelated;
  parentId: BaseKey;
}) {
  const { read } = useListAccess(child);
  const config = useMemo(() => relatedConfig(child, related), [child, related]);
  const scope = useMemo(() => ({ field: related.field, value: parentId }), [related.field, parentId]);
  if (!read) return null;
  return (
    <Card
      title={localize(related.title) || localize(child.title)}
      style={{ marginTop: 16 }}
      data-related={related.resource}
      styles={{ body: { paddingTop: 16 } }}
    >
      <ResourceList config={config} scope={scope} />
    </Card>
  );
}
