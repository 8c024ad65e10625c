import { Button, Popconfirm, Space } from "antd";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import { rowActionWhen, whenMismatch } from "../../common/custom-actions.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { deleteQuestion } from "./delete-question.js";
import { CustomActionButton } from "./CustomActionButton.js";

interface Props {
  config: ResourceConfig;
  row: ResourceRow;
  /** Null: the button is hidden (not in config, or not allowed). */
  onEdit: ((row: ResourceRow) => void) | null;
  onDelete: ((row: ResourceRow) => Promise<void>) | null;
  /** The custom row actions the user may run; each shows on the rows its `when` fits. */
  custom: CustomAction[];
  onActionDone(): void;
}

/** 编辑, the custom actions and 删除 (after a confirmation) of one row, each where its `when` fits the row. */
export function RowActions({ config, row, onEdit, onDelete, custom, onActionDone }: Props) {
  const fits = (when: Parameters<typeof whenMismatch>[0]) => whenMismatch(when, row) === undefined;
  return (
    <Space size={0}>
      {onEdit && fits(rowActionWhen(config, "edit")) && (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {engineTexts.edit}
        </Button>
      )}
      {custom
        .filter((action) => fits(action.when))
        .map((action) => (
          <CustomActionButton key={action.name} config={config} action={action} row={row} onDone={onActionDone} />
        ))}
      {onDelete && fits(rowActionWhen(config, "delete")) && (
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
