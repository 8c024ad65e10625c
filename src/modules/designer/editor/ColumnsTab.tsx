import { Button, Input, InputNumber, Select, Space, Switch } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import type { ListColumn } from "../../../types/generated/resource.js";
import { useDesigner } from "../designer-context.js";
import { enumOptions } from "../schema/schema-enum.js";
import { assign, nonEmpty } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { fieldOptions, titleOf } from "./field-options.js";
import { moved, SortableTable } from "./SortableTable.js";
import { AddRow } from "./AddRow.js";
import { ListSettings } from "./ListSettings.js";
import { zhText, withZh } from "../localized.js";

/**
 * The list's columns, dragged into order, each with its title, renderer, width, sorting, hidden
 * state and side; above them the default sort and page size.
 */
export function ColumnsTab({ draft }: { draft: ResourceDraft }) {
  const { schemas } = useDesigner();
  const { config, update } = draft;
  const renders = enumOptions(schemas, "ColumnRender");
  const fields = fieldOptions(config, true);
  const change = (i: number, recipe: (c: ListColumn) => void) => update((c) => recipe(c.list.columns[i]));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ListSettings draft={draft} />
      <SortableTable<ListColumn>
        label={tx.tabColumns}
        rows={config.list.columns}
        onMove={(from, to) => update((c) => void (c.list.columns = nonEmpty(moved(c.list.columns, from, to))))}
        columns={[
          {
            title: tx.field,
            render: (_, col, i) => (
              <Select
                aria-label={`${tx.field} ${i + 1}`}
                style={{ width: 170 }}
                value={col.field}
                options={fields}
                showSearch
                onChange={(field: string) => change(i, (c) => void (c.field = field))}
              />
            ),
          },
          {
            title: tx.label,
            render: (_, col, i) => (
              <Input
                aria-label={`${tx.label} ${i + 1}`}
                style={{ width: 120 }}
                value={zhText(col.title)}
                placeholder={zhText(titleOf(config, col.field))}
                onChange={(e) => change(i, (c) => assign(c, "title", withZh(c.title, e.target.value)))}
              />
            ),
          },
          {
            title: tx.render,
            render: (_, col, i) => (
              <Select
                aria-label={`${tx.render} ${i + 1}`}
                style={{ width: 130 }}
                allowClear
                value={col.render}
                options={renders}
                onChange={(render?: ListColumn["render"]) => change(i, (c) => assign(c, "render", render))}
              />
            ),
          },
          {
            title: tx.width,
            render: (_, col, i) => (
              <InputNumber
                aria-label={`${tx.width} ${i + 1}`}
                style={{ width: 80 }}
                min={40}
                precision={0}
                value={col.width}
                onChange={(width) => change(i, (c) => assign(c, "width", width))}
              />
            ),
          },
          {
            title: tx.sortable,
            render: (_, col, i) => (
              <Switch
                aria-label={`${tx.sortable} ${i + 1}`}
                size="small"
                checked={!!col.sortable}
                onChange={(on) => change(i, (c) => assign(c, "sortable", on))}
              />
            ),
          },
          {
            title: tx.hidden,
            render: (_, col, i) => (
              <Switch
                aria-label={`${tx.hidden} ${i + 1}`}
                size="small"
                checked={!!col.hidden}
                onChange={(on) => change(i, (c) => assign(c, "hidden", on))}
              />
            ),
          },
          {
            title: tx.ellipsis,
            render: (_, col, i) => (
              <Switch
                aria-label={`${tx.ellipsis} ${i + 1}`}
                size="small"
                checked={!!col.ellipsis}
                onChange={(on) => change(i, (c) => assign(c, "ellipsis", on))}
              />
            ),
          },
          {
            title: tx.fixed,
            render: (_, col, i) => (
              <Select
                aria-label={`${tx.fixed} ${i + 1}`}
                style={{ width: 70 }}
                allowClear
                value={col.fixed}
                options={[
                  { value: "left", label: tx.fixedLeft },
                  { value: "right", label: tx.fixedRight },
                ]}
                onChange={(fixed?: ListColumn["fixed"]) => change(i, (c) => assign(c, "fixed", fixed))}
              />
            ),
          },
          {
            title: "",
            render: (_, _col, i) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${tx.remove} ${i + 1}`}
                onClick={() => update((c) => void c.list.columns.splice(i, 1))}
              />
            ),
          },
        ]}
      />
      <AddRow
        label={tx.addColumn}
        options={fields.filter((f) => !config.list.columns.some((c) => c.field === f.value))}
        onAdd={(field) => update((c) => void c.list.columns.push({ field }))}
      />
    </Space>
  );
}
