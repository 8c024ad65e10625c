import { useState } from "react";
import { Button, Popconfirm, Tooltip } from "antd";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import { creatorRefusal, fillLabel } from "../../common/custom-actions.js";
import { useSession } from "../../app/services-context.js";
import type { ResourceRow } from "../types.js";
import { engineTexts } from "../texts.js";
import { rowLabel } from "./delete-question.js";
import { useCustomAction } from "./use-custom-action.js";
import { ActionFormDialog } from "./ActionFormDialog.js";
import { localize } from "../../common/i18n.js";

interface Props {
  config: ResourceConfig;
  action: CustomAction;
  /** The row of a row action; none for a toolbar action. */
  row?: ResourceRow;
  /** After the action is done: the list reloads. */
  onDone(): void;
}

/**
 * One custom action's button: with `input` it opens its dialog (the question on top), with `confirm`
 * it asks first, else it runs at once. A link in the row's 操作 column, a button in the toolbar. The creator
 * of a row sees a four-eyes action (`notByCreator`) disabled, with the reason on hover: the server would refuse
 * them, and a disabled button says who must act instead, where a missing one would only puzzle them.
 */
export function CustomActionButton({ config, action, row, onDone }: Props) {
  const { run, running } = useCustomAction(config, action, onDone);
  const [dialog, setDialog] = useState(false);
  const label = row ? (rowLabel(config, row) ?? String(row.id)) : "";
  const question = action.confirm ? fillLabel(localize(action.confirm), label) : undefined;
  const look = row ? ({ type: "link", size: "small" } as const) : ({ type: "default" } as const);
  const { user } = useSession();
  const refusal = row && creatorRefusal(config, action, row, user?.username);

  if (refusal) {
    return (
      <Tooltip title={refusal}>
        <Button {...look} danger={action.danger} disabled>
          {localize(action.label)}
        </Button>
      </Tooltip>
    );
  }

  if (action.input) {
    return (
      <>
        <Button {...look} danger={action.danger} onClick={() => setDialog(true)}>
          {localize(action.label)}
        </Button>
        {dialog && (
          <ActionFormDialog
            config={config}
            action={action}
            row={row}
            title={row ? `${localize(action.label)}「${label}」` : localize(action.label)}
            question={question}
            run={run}
            onClosed={() => setDialog(false)}
          />
        )}
      </>
    );
  }
  const button = (onClick?: () => void) => (
    <Button {...look} danger={action.danger} loading={running} onClick={onClick}>
      {localize(action.label)}
    </Button>
  );
  if (!question) return button(() => void run(row));
  return (
    <Popconfirm
      title={question}
      okText={localize(action.label)}
      cancelText={engineTexts.cancel}
      okButtonProps={{ danger: action.danger }}
      onConfirm={() => run(row)}
    >
      {button()}
    </Popconfirm>
  );
}
