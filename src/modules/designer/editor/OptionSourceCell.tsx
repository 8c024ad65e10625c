import { Input, Select, Space, Tag } from "antd";
import type { FormField } from "../../../types/generated/resource.js";
import { assign } from "../state/assign.js";
import { designerTexts as tx } from "../texts.js";

interface Props {
  index: number;
  field: FormField;
  resources: string[];
  onChange(recipe: (f: FormField) => void): void;
}

/**
 * Where a form field's options come from: the record field's own (options, relation) or another
 * resource's rows, filtered by the field it depends on. An endpoint or a fixed list written in the
 * JSON shows as such and stays.
 */
export function OptionSourceCell({ index, field, resources, onChange }: Props) {
  const source = field.options;
  if (Array.isArray(source)) return <Tag>{tx.fixedList}</Tag>;
  if (source && "url" in source) return <Tag>{source.url}</Tag>;
  return (
    <Space.Compact>
      <Select
        aria-label={`${tx.optionSource} ${index + 1}`}
        style={{ width: 140 }}
        allowClear
        placeholder={tx.optionsFromField}
        value={source?.resource}
        options={resources.map((value) => ({ value, label: value }))}
        onChange={(resource?: string) =>
          onChange((f) => assign(f, "options", resource ? { ...(f.options as object), resource } : undefined))
        }
      />
      {source && field.dependsOn && (
        <Input
          aria-label={`${tx.filterBy} ${index + 1}`}
          style={{ width: 110 }}
          placeholder={tx.filterBy}
          value={source.filterBy ?? ""}
          onChange={(e) =>
            onChange((f) => {
              const options = f.options as { resource: string; filterBy?: string };
              assign(options, "filterBy", e.target.value);
            })
          }
        />
      )}
    </Space.Compact>
  );
}
