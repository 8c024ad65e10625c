import { useState } from "react";
import { Button, Popconfirm, Space, Tag, Tooltip } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { dt, designerTexts as tx, valueLabels } from "../../texts.js";
import type { ResourceDraft } from "../../state/use-resource-draft.js";
import { isRequiredField, removeField } from "../../state/record-edits.js";
import type { DesignedField } from "../../types.js";
import { moved, SortableTable } from "../SortableTable.js";
import { FieldDialog } from "./FieldDialog.js";
import { ruleSummary } from "./rule-summary.js";
import { zhText } from "../../localized.js";

interface Row {
  name: string;
  field: DesignedField;
}

/** The record's fields in file order (dragged into another), each opened in the field dialog. */
export function FieldsTab({ draft }: { draft: ResourceDraft }) {
  const { config } = draft;
  const [editing, setEditing] = useState<{ name?: string } | null>(null);
  const rows: Row[] = Object.entries(config.record.properties).map(([name, field]) => ({ name, field }));
  const reorder = (from: number, to: number) =>
    draft.update((c) => {
      c.record.properties = Object.fromEntries(moved(Object.entries(c.record.properties), from, to));
    });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <SortableTable<Row>
        label={tx.tabFields}
        rows={rows}
        onMove={reorder}
        columns={[
          {
            title: tx.fieldName,
            render: (_, r) => (
              <Space size={4}>
                <code>{r.name}</code>
                {r.field.renamedFrom && (
                  <Tooltip title={dt("renamedFrom", { from: r.field.renamedFrom })}>
                    <Tag color="orange">← {r.field.renamedFrom}</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { title: tx.fieldTitle, render: (_, r) => zhText(r.field.title) },
          { title: tx.fieldType, render: (_, r) => valueLabels.FieldType[r.field.type] ?? r.field.type },
          {
            title: tx.required,
            render: (_, r) => (isRequiredField(config, r.name) ? <Tag color="red">{tx.required}</Tag> : null),
          },
          { title: tx.fieldRules, render: (_, r) => ruleSummary(r.field) },
          {
            title: "",
            render: (_, r) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ name: r.name })}
                  aria-label={`${tx.editField} ${r.name}`}
                >
                  {tx.editField}
                </Button>
                <Popconfirm
                  title={dt("removeFieldConfirm", { title: zhText(r.field.title) })}
                  okText={tx.ok}
                  cancelText={tx.cancel}
                  onConfirm={() => draft.replace(removeField(config, r.name))}
                >
                  <Button type="link" size="small" danger>
                    {tx.removeField}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
        {tx.addField}
      </Button>
      {editing && <FieldDialog draft={draft} name={editing.name} onClose={() => setEditing(null)} />}
    </Space>
  );
}
