import { useCallback, useMemo, useState } from "react";
import { Button, Card, Result, Skeleton, Space } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useOne, type HttpError } from "@refinedev/core";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { format, localize } from "../../common/i18n.js";
import { useQueryParams } from "../../app/use-query-params.js";
import { useTabTitle } from "../../shell/tabs/use-tab-title.js";
import { describeProblem } from "../config/resource-file.js";
import { ConfigProblemAlert } from "../config/ConfigProblemAlert.js";
import { ResourceFormDialog } from "../form/ResourceFormDialog.js";
import { rowLabel } from "../list/delete-question.js";
import { RowActions } from "../list/RowActions.js";
import { useListAccess } from "../list/use-list-access.js";
import { useCustomActions } from "../list/use-custom-actions.js";
import { useDeleteRows } from "../list/use-delete-rows.js";
import { resolveSections } from "./resolve-sections.js";
import { ShowSections } from "./ShowSections.js";
import { RelatedList } from "./RelatedList.js";
import { useToList } from "./resource-routes.js";
import { useLeaveFormPage } from "../form/use-leave-form-page.js";
import { showTexts as tx } from "./texts.js";

/** The row's id from the address (`?id=12`): a positive integer, else nothing. */
const readId = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

/** A row the server does not have (404), or an id it refuses to read as one (400). */
const isMissing = (error: HttpError | null) => error?.statusCode === 404 || error?.statusCode === 400;

/**
 * The detail page of one row (`show:<name>` at `?id=`): its sections, then its child lists. 编辑,
 * 删除 and the custom row actions are the list's own, with its access and `when` rules; after a
 * delete the page returns to the list. The tab is titled by the row's label, so several details
 * open side by side tell themselves apart.
 */
export function ResourceShow({ config }: { config: ResourceConfig }) {
  const [params] = useQueryParams();
  const id = readId(params.get("id"));
  const { query, result } = useOne<ResourceRow, HttpError>({
    resource: config.name,
    id: id ?? "",
    meta: { silent: true },
    queryOptions: { enabled: id !== undefined, retry: false },
  });
  const row = id !== undefined ? result : undefined;
  const label = row ? (rowLabel(config, row) ?? String(row.id)) : undefined;
  useTabTitle(label ? format(tx.tabTitle, { title: localize(config.title), label }) : undefined);
  const resolved = useMemo(() => resolveSections(config), [config]);
  const access = useListAccess(config);
  const { actions = {} } = config.list;
  const [editing, setEditing] = useState(false);
  const refetch = query.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  const custom = useCustomActions(config, reload);
  const { deleteOne } = useDeleteRows(config.name);
  const toList = useToList(config.name);
  // A deleted row has no detail left: its tab closes, as a saved create page's does.
  const leave = useLeaveFormPage(config.name);
  const onDelete = async (r: ResourceRow) => {
    if (await deleteOne(r.id)) leave();
  };

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={toList}>
      {tx.back}
    </Button>
  );
  const body = () => {
    if (id === undefined) return <Result status="404" title={tx.notFound} subTitle={tx.noId} />;
    if (isMissing(query.error))
      return (
        <Result
          status="404"
          title={tx.notFound}
          subTitle={format(tx.notFoundHint, { title: localize(config.title), id })}
        />
      );
    if (query.error)
      return (
        <Result
          status="error"
          title={tx.loadFailed}
          subTitle={query.error.message}
          extra={<Button onClick={reload}>{tx.retry}</Button>}
        />
      );
    if (!row) return <Skeleton active paragraph={{ rows: 6 }} />;
    return <ShowSections sections={resolved.sections} row={row} />;
  };

  return (
    <>
      <Card
        title={
          <Space>
            {back}
            <span data-show-title>
              {label ? format(tx.tabTitle, { title: localize(config.title), label }) : localize(config.title)}
            </span>
          </Space>
        }
        extra={
          row && (
            <RowActions
              config={config}
              row={row}
              onEdit={actions.edit && access.update ? () => setEditing(true) : null}
              onDelete={actions.delete && access.delete ? onDelete : null}
              custom={custom.row.actions}
              onActionDone={reload}
            />
          )
        }
      >
        <ConfigProblemAlert messages={resolved.problems.map((p) => describeProblem(config.name, p))} />
        {body()}
      </Card>
      {row && config.show?.related?.map((related, i) => <RelatedList key={i} related={related} parentId={row.id} />)}
      {editing && row && (
        <ResourceFormDialog
          config={config}
          action="edit"
          id={row.id}
          onClosed={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
    </>
  );
}
