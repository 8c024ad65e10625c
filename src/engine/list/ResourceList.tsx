import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Card, Table } from "antd";
import type { BaseKey } from "@refinedev/core";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { describeProblem } from "../config/resource-file.js";
import { ConfigProblemAlert } from "../config/ConfigProblemAlert.js";
import { resolveColumns } from "../columns/resolve-columns.js";
import { resolveQueryFields } from "../query/resolve-query-fields.js";
import { QueryForm } from "../query/QueryForm.js";
import { useQueryFormSync } from "../query/use-query-form-sync.js";
import { ResourceFormDialog } from "../form/ResourceFormDialog.js";
import { useListTable } from "./use-list-table.js";
import { useColumnSettings } from "./use-column-settings.js";
import { useListAccess } from "./use-list-access.js";
import { useRowSelection } from "./use-row-selection.js";
import { useExport } from "./use-export.js";
import { useTableColumns } from "./use-table-columns.js";
import { paginationProps } from "./pagination-props.js";
import { ListToolbar } from "./ListToolbar.js";
import { DensityButton } from "./DensityButton.js";
import { ColumnSettingsButton } from "./ColumnSettingsButton.js";
import { useCustomActions, useDeletable } from "./use-custom-actions.js";
import { CustomActionButton } from "./CustomActionButton.js";
import type { ListScope } from "../show/list-scope.js";
import { useDetailLinks } from "../show/DetailLink.js";
import { useBulkActions } from "./use-bulk-action.js";
import { BulkActionButton } from "./BulkActionButton.js";
import { useInlineSave } from "../inline/use-inline-save.js";
import { ImportButton } from "../import/ImportButton.js";
import { useSavedViews } from "./views/use-saved-views.js";
import { SavedViewsControl } from "./views/SavedViewsControl.js";
import { useTreeRows } from "./use-tree-rows.js";
import { localize } from "../../common/i18n.js";
import { useStickyTable } from "../../shell/sticky-top.js";

/** Above this page size the table renders only the rows in view. */
const VIRTUAL_FROM = 50;

type Dialog = { action: "create" | "edit"; id?: BaseKey } | null;

/**
 * A config-driven list: query form, toolbar, table and its create/edit dialog, in one card. With a
 * `scope` it is a child list on a detail page: only that parent's rows, its state kept off the address.
 */
export function ResourceList({ config, scope }: { config: ResourceConfig; scope?: ListScope }) {
  const navigate = useNavigate();
  const { actions = {}, rowSelection } = config.list;
  const resolved = useMemo(() => resolveColumns(config), [config]);
  const titles = useMemo(() => new Map(resolved.columns.map((c) => [c.field, c.title])), [resolved]);
  const queryFields = useMemo(() => resolveQueryFields(config), [config]);
  const table = useListTable(config, queryFields, scope);
  const { tableProps, searchFormProps, filters, sorters, setFilters, setCurrentPage, tableQuery } = table;
  useQueryFormSync(searchFormProps.form, queryFields, filters);
  const settings = useColumnSettings(config.name, resolved.columns);
  const sticky = useStickyTable();
  const access = useListAccess(config);
  const savedViews = useSavedViews(config, table, settings, !scope);
  const view = JSON.stringify([filters, sorters, table.currentPage, table.pageSize]);
  // Checkboxes serve 批量删除 and bulk actions: without one the user may run they would do nothing.
  const batchDeletable = !!rowSelection && !!actions.batchDelete && access.delete;
  const bulkActions = useBulkActions(config);
  const checkable = batchDeletable || (!!rowSelection && bulkActions.length > 0);
  // A bulk action may be for rows 删除 is not for: every row can be checked, the server says which do not fit.
  const deletable = useDeletable(config);
  const selection = useRowSelection(config.name, checkable, view, bulkActions.length ? undefined : deletable);
  const inlineSave = useInlineSave(config);
  const [dialog, setDialog] = useState<Dialog>(null);
  const exporter = useExport(
    config,
    filters,
    sorters,
    settings.visibleColumns.map((c) => c.field),
  );
  const onEdit = useMemo(
    () => (actions.edit && access.update ? (row: ResourceRow) => setDialog({ action: "edit", id: row.id }) : null),
    [actions.edit, access.update],
  );
  const refetch = tableQuery.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  const customActions = useCustomActions(config, reload);
  const tableColumns = useTableColumns({
    config,
    columns: settings.visibleColumns,
    sorters,
    onEdit,
    onDelete: actions.delete && access.delete ? selection.deleteOne : null,
    custom: customActions.row,
    inline: access.update ? inlineSave : null,
  });
  const columns = useDetailLinks(config, tableColumns);
  const tree = useTreeRows(config, tableProps.dataSource, { filters, sorters, columns, selectable: checkable });

  const create = typeof actions.create === "object" ? actions.create : actions.create ? {} : null;
  const virtual = table.pageSize > VIRTUAL_FROM;
  const width = columns.reduce((sum, c) => sum + (typeof c.width === "number" ? c.width : 150), checkable ? 48 : 0);

  return (
    <Card variant={scope ? "borderless" : undefined} styles={scope ? { body: { padding: 0 } } : undefined}>
      <ConfigProblemAlert messages={resolved.problems.map((p) => describeProblem(config.name, p))} />
      <QueryForm
        name={`${config.name}-query`}
        fields={queryFields}
        formProps={searchFormProps}
        active={new Set(filters.flatMap((f) => ("field" in f ? [f.field] : [])))}
        onReset={() => {
          setFilters([], "replace");
          setCurrentPage(1);
        }}
      />
      <ListToolbar
        createLabel={create && access.create ? (create.label ? localize(create.label) : engineTexts.create) : null}
        onCreate={() => (create?.to ? void navigate(create.to) : setDialog({ action: "create" }))}
        actions={[
          ...customActions.toolbar.map((action) => (
            <CustomActionButton key={action.name} config={config} action={action} onDone={reload} />
          )),
          ...(checkable ? bulkActions : []).map((action) => (
            <BulkActionButton
              key={`bulk-${action.name}`}
              config={config}
              action={action}
              ids={selection.selected}
              onDone={() => {
                selection.clear();
                reload();
              }}
            />
          )),
        ]}
        selected={batchDeletable ? selection.count : null}
        onBatchDelete={selection.deleteSelected}
        onExport={actions.export && access.read ? exporter.run : null}
        exporting={exporter.exporting}
        importButton={
          actions.import && access.create && !scope ? <ImportButton config={config} onImported={reload} /> : null
        }
        onRefresh={() => void tableQuery.refetch()}
        refreshing={tableQuery.isFetching}
        settings={
          <>
            {savedViews.enabled && <SavedViewsControl views={savedViews} />}
            <DensityButton density={settings.density} onChange={settings.setDensity} />
            <ColumnSettingsButton settings={settings} titles={titles} />
          </>
        }
      />
      <Table<ResourceRow>
        {...tableProps}
        rowKey="id"
        columns={columns}
        size={settings.density}
        rowSelection={selection.rowSelection}
        pagination={paginationProps(config.list.pagination, tableProps.pagination, table.count)}
        virtual={virtual}
        {...tree}
        scroll={virtual ? { x: width, y: 600 } : { x: "max-content" }}
        // Columns as wide as their content: a table wider than the page scrolls, its bar kept in view at
        // the window's bottom and its head under the header, so nothing hides under the fixed 操作 column.
        sticky={virtual ? undefined : sticky}
      />
      {dialog && (
        <ResourceFormDialog
          config={config}
          {...dialog}
          preset={scope && { [scope.field]: scope.value }}
          onClosed={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
