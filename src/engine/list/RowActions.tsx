import { Button, Popconfirm, Space } from "antd";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { deleteQuestion } from "./delete-question.js";

interface Props {
  config: ResourceConfig;
  row: ResourceRow;
  /** Null: the button is hidden (not in config, or not allowed). */
  onEdit: ((row: ResourceRow) => void) | null;
  onDelete: ((row: ResourceRow) => Promise<void>) | null;
}

/** 编辑 and 删除 (after a confirmation) of one row. */
export function RowActions({ config, row, onEdit, onDelete }: Props) {
  return (
    <Space size={0}>
      {onEdit && (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {engineTexts.edit}
        </Button>
      )}
      {onDelete && (
        <Popconfirm
          title={deleteQuestion(config, row)}
          okText={engineTexts.delete}
          cancelText={engineTexts.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row)}
        >
          <Button type="link" size="small" danger>
            {engineTexts.delete}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
