import { Button, Input, Select, Space } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import type { QueryField } from "../../../types/generated/resource.js";
import { useDesigner } from "../designer-context.js";
import { enumOptions } from "../schema/schema-enum.js";
import { assign } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx, labelOf } from "../texts.js";
import { AddRow } from "./AddRow.js";
import { fieldOptions, titleOf } from "./field-options.js";
import { moved, SortableTable } from "./SortableTable.js";
import { defaultOperator, operatorFits } from "../../../common/query-operators.js";
import { zhText, withZh } from "../localized.js";
import {} from "../localized.js";

const OPERATORS = ["contains", "eq", "in", "between", "gte", "lte"];

/** The query form's fields, in order, each with its operator, widget, label and placeholder. */
export function QueryTab({ draft }: { draft: ResourceDraft }) {
  const { schemas } = useDesigner();
  const { config, update } = draft;
  const widgets = enumOptions(schemas, "QueryWidget");
  const operatorsFor = (field: string) =>
    OPERATORS.filter((op) => operatorFits(op, field, config.record.properties[field])).map((value) => ({
      value,
      label: labelOf("Operator", value),
    }));
  const fields = fieldOptions(config).concat(fieldOptions(config, true).filter((f) => f.value.endsWith("_at")));
  const query = config.list.query ?? [];
  const change = (i: number, recipe: (q: QueryField) => void) => update((c) => recipe(c.list.query![i]));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <SortableTable<QueryField>
        label={tx.tabQuery}
        rows={query}
        onMove={(from, to) => update((c) => void (c.list.query = moved(c.list.query ?? [], from, to)))}
        columns={[
          {
            title: tx.field,
            render: (_, q, i) => (
              <Select
                aria-label={`${tx.field} ${i + 1}`}
                style={{ width: 210 }}
                value={q.field}
                options={fields}
                showSearch
                onChange={(field: string) =>
                  change(i, (x) => {
                    x.field = field;
                    if (!operatorFits(x.operator, field, config.record.properties[field]))
                      x.operator = defaultOperator(field, config.record.properties[field]);
                  })
                }
              />
            ),
          },
          {
            title: tx.operator,
            render: (_, q, i) => (
              <Select
                aria-label={`${tx.operator} ${i + 1}`}
                style={{ width: 180 }}
                value={q.operator}
                options={operatorsFor(q.field)}
                onChange={(operator: QueryField["operator"]) => change(i, (x) => void (x.operator = operator))}
              />
            ),
          },
          {
            title: tx.widget,
            render: (_, q, i) => (
              <Select
                aria-label={`${tx.widget} ${i + 1}`}
                style={{ width: 150 }}
                allowClear
                value={q.widget}
                options={widgets}
                onChange={(widget?: QueryField["widget"]) => change(i, (x) => assign(x, "widget", widget))}
              />
            ),
          },
          {
            title: tx.label,
            render: (_, q, i) => (
              <Input
                aria-label={`${tx.label} ${i + 1}`}
                style={{ width: 120 }}
                value={zhText(q.label)}
                placeholder={zhText(titleOf(config, q.field))}
                onChange={(e) => change(i, (x) => assign(x, "label", withZh(x.label, e.target.value)))}
              />
            ),
          },
          {
            title: tx.placeholder,
            render: (_, q, i) => (
              <Input
                aria-label={`${tx.placeholder} ${i + 1}`}
                style={{ width: 140 }}
                value={zhText(q.placeholder)}
                onChange={(e) => change(i, (x) => assign(x, "placeholder", withZh(x.placeholder, e.target.value)))}
              />
            ),
          },
          {
            title: "",
            render: (_, _q, i) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${tx.remove} ${i + 1}`}
                onClick={() =>
                  update((c) => {
                    c.list.query!.splice(i, 1);
                    if (c.list.query!.length === 0) delete c.list.query;
                  })
                }
              />
            ),
          },
        ]}
      />
      <AddRow
        label={tx.addQuery}
        options={fields.filter((f) => !query.some((q) => q.field === f.value))}
        onAdd={(field) =>
          update((c) => {
            const operator = defaultOperator(field, c.record.properties[field]);
            c.list.query = [...(c.list.query ?? []), { field, operator }];
          })
        }
      />
    </Space>
  );
}
