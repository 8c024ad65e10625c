import { Form, InputNumber, Select, Space } from "antd";
import { assign } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { designerTexts as tx } from "../texts.js";
import { fieldOptions } from "./field-options.js";

/** The list before the user touches it: its sort and its page size. */
export function ListSettings({ draft }: { draft: ResourceDraft }) {
  const { config, update } = draft;
  const sort = config.list.defaultSort;
  const fields = fieldOptions(config, true);
  return (
    <Form layout="inline">
      <Form.Item label={tx.defaultSort}>
        <Space.Compact>
          <Select
            aria-label={tx.defaultSort}
            allowClear
            style={{ width: 200 }}
            value={sort?.field}
            options={fields}
            onChange={(field?: string) =>
              update((c) =>
                assign(c.list, "defaultSort", field ? { field, order: sort?.order ?? "ascending" } : undefined),
              )
            }
          />
          <Select
            aria-label={tx.sortOrder}
            style={{ width: 90 }}
            disabled={!sort}
            value={sort?.order}
            options={[
              { value: "ascending", label: tx.ascending },
              { value: "descending", label: tx.descending },
            ]}
            onChange={(order: "ascending" | "descending") => update((c) => void (c.list.defaultSort!.order = order))}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={tx.pageSize}>
        <InputNumber
          aria-label={tx.pageSize}
          min={1}
          max={100}
          precision={0}
          value={config.list.pagination?.pageSize}
          onChange={(size) =>
            update((c) => {
              c.list.pagination = { ...c.list.pagination };
              assign(c.list.pagination, "pageSize", size);
              if (Object.keys(c.list.pagination).length === 0) delete c.list.pagination;
            })
          }
        />
      </Form.Item>
    </Form>
  );
}
