import { Alert, Button, Form, Input, InputNumber, Select, Space, Switch } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import type { FormField, ResourceConfig } from "../../../types/generated/resource.js";
import { useDesigner } from "../designer-context.js";
import { enumOptions } from "../schema/schema-enum.js";
import { assign, nonEmpty } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { useResourceNames } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { AddRow } from "./AddRow.js";
import { fieldOptions, titleOf } from "./field-options.js";
import { moved, SortableTable } from "./SortableTable.js";
import { OptionSourceCell } from "./OptionSourceCell.js";
import { zhText, withZh } from "../localized.js";

const writableFields = (c: ResourceConfig) =>
  Object.entries(c.record.properties)
    .filter(([, f]) => !f.readOnly)
    .map(([field]) => ({ field }));

/** The create/edit form: how it opens, its grid, and its fields with widget, span and dependent options. */
export function FormTab({ draft }: { draft: ResourceDraft }) {
  const { schemas } = useDesigner();
  const resources = useResourceNames();
  const { config, update } = draft;
  const form = config.form;
  if (!form) {
    return (
      <Alert
        type="info"
        message={tx.noForm}
        action={
          <Button size="small" onClick={() => update((c) => void (c.form = { fields: nonEmpty(writableFields(c)) }))}>
            {tx.customForm}
          </Button>
        }
      />
    );
  }
  const widgets = enumOptions(schemas, "FieldWidget");
  const fields = fieldOptions(config).filter((f) => !config.record.properties[f.value]?.readOnly);
  const change = (i: number, recipe: (f: FormField) => void) => update((c) => recipe(c.form!.fields[i]));
  const setForm = <K extends keyof NonNullable<ResourceConfig["form"]>>(
    key: K,
    value: NonNullable<ResourceConfig["form"]>[K] | null,
  ) => update((c) => assign(c.form!, key, value));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Form layout="inline">
        <Form.Item label={tx.formMode}>
          <Select
            aria-label={tx.formMode}
            style={{ width: 110 }}
            value={form.mode ?? "modal"}
            options={[
              { value: "modal", label: tx.modeModal },
              { value: "drawer", label: tx.modeDrawer },
            ]}
            onChange={(mode: "modal" | "drawer") => setForm("mode", mode === "modal" ? null : mode)}
          />
        </Form.Item>
        <Form.Item label={tx.formWidth}>
          <InputNumber
            aria-label={tx.formWidth}
            min={320}
            precision={0}
            value={form.width}
            onChange={(w) => setForm("width", w)}
          />
        </Form.Item>
        <Form.Item label={tx.formColumns}>
          <Select
            aria-label={tx.formColumns}
            style={{ width: 70 }}
            value={form.columns ?? 1}
            options={[1, 2, 3].map((n) => ({ value: n, label: n }))}
            onChange={(n: 1 | 2 | 3) => setForm("columns", n === 1 ? null : n)}
          />
        </Form.Item>
      </Form>
      <SortableTable<FormField>
        label={tx.tabForm}
        rows={form.fields}
        onMove={(from, to) => update((c) => void (c.form!.fields = nonEmpty(moved(c.form!.fields, from, to))))}
        columns={[
          {
            title: tx.field,
            render: (_, f, i) => (
              <Select
                aria-label={`${tx.field} ${i + 1}`}
                style={{ width: 160 }}
                value={f.field}
                options={fields}
                showSearch
                onChange={(field: string) => change(i, (x) => void (x.field = field))}
              />
            ),
          },
          {
            title: tx.label,
            render: (_, f, i) => (
              <Input
                aria-label={`${tx.label} ${i + 1}`}
                style={{ width: 110 }}
                value={zhText(f.label)}
                placeholder={zhText(titleOf(config, f.field))}
                onChange={(e) => change(i, (x) => assign(x, "label", withZh(x.label, e.target.value)))}
              />
            ),
          },
          {
            title: tx.widget,
            render: (_, f, i) => (
              <Select
                aria-label={`${tx.widget} ${i + 1}`}
                style={{ width: 130 }}
                allowClear
                value={f.widget}
                options={widgets}
                onChange={(widget?: FormField["widget"]) => change(i, (x) => assign(x, "widget", widget))}
              />
            ),
          },
          {
            title: tx.span,
            render: (_, f, i) => (
              <Select
                aria-label={`${tx.span} ${i + 1}`}
                style={{ width: 64 }}
                value={f.span ?? 1}
                options={[1, 2, 3].map((n) => ({ value: n, label: n }))}
                onChange={(span: 1 | 2 | 3) => change(i, (x) => assign(x, "span", span === 1 ? null : span))}
              />
            ),
          },
          {
            title: tx.dependsOn,
            render: (_, f, i) => (
              <Select
                aria-label={`${tx.dependsOn} ${i + 1}`}
                style={{ width: 140 }}
                allowClear
                value={f.dependsOn}
                options={form.fields
                  .filter((o) => o.field !== f.field)
                  .map((o) => ({ value: o.field, label: titleOf(config, o.field) }))}
                onChange={(dependsOn?: string) => change(i, (x) => assign(x, "dependsOn", dependsOn))}
              />
            ),
          },
          {
            title: tx.optionSource,
            render: (_, f, i) => (
              <OptionSourceCell index={i} field={f} resources={resources} onChange={(recipe) => change(i, recipe)} />
            ),
          },
          {
            title: tx.on,
            render: (_, f, i) => (
              <Select
                aria-label={`${tx.on} ${i + 1}`}
                style={{ width: 110 }}
                value={f.on ?? "both"}
                options={[
                  { value: "both", label: tx.onBoth },
                  { value: "create", label: tx.onCreate },
                  { value: "edit", label: tx.onEdit },
                ]}
                onChange={(on: FormField["on"]) => change(i, (x) => assign(x, "on", on === "both" ? null : on))}
              />
            ),
          },
          {
            title: tx.readOnlyOnEdit,
            render: (_, f, i) => (
              <Switch
                aria-label={`${tx.readOnlyOnEdit} ${i + 1}`}
                size="small"
                checked={!!f.readOnlyOnEdit}
                onChange={(on) => change(i, (x) => assign(x, "readOnlyOnEdit", on))}
              />
            ),
          },
          {
            title: "",
            render: (_, _f, i) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${tx.remove} ${i + 1}`}
                onClick={() => update((c) => void c.form!.fields.splice(i, 1))}
              />
            ),
          },
        ]}
      />
      <AddRow
        label={tx.addFormField}
        options={fields.filter((f) => !form.fields.some((x) => x.field === f.value))}
        onAdd={(field) => update((c) => void c.form!.fields.push({ field }))}
      />
    </Space>
  );
}
