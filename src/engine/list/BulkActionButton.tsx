import { useState } from "react";
import { Button, Popconfirm } from "antd";
import type { BaseKey } from "@refinedev/core";
import { format } from "../../common/i18n.js";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { inlineTexts } from "../inline/texts.js";
import { ActionFormDialog } from "./ActionFormDialog.js";
import { BulkReportDialog } from "./BulkReportDialog.js";
import { useBulkAction } from "./use-bulk-action.js";
import { localize } from "../../common/i18n.js";

interface Props {
  config: ResourceConfig;
  action: CustomAction;
  /** The checked rows. */
  ids: BaseKey[];
  /** After the run is done: the checks go and the list reloads. */
  onDone(): void;
}

/**
 * A row action run on the checked rows (`bulk: true`), in the toolbar beside 批量删除 and disabled like it
 * while nothing is checked: it asks (`bulkConfirm`, with the count) or opens the action's input dialog,
 * then shows the report, or the rows that stopped it.
 */
export function BulkActionButton({ config, action, ids, onDone }: Props) {
  const { run, running, report, closeReport } = useBulkAction(config, action, onDone);
  const [dialog, setDialog] = useState(false);
  const label = format(inlineTexts.bulkLabel, { label: localize(action.label) });
  const count = ids.length;
  const question = action.bulkConfirm
    ? format(localize(action.bulkConfirm), { count })
    : format(inlineTexts.bulkConfirm, { count, label: localize(action.label) });
  const button = (onClick?: () => void) => (
    <Button danger={action.danger} disabled={count === 0} loading={running} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <>
      {action.input ? (
        button(() => setDialog(true))
      ) : (
        <Popconfirm
          title={question}
          okText={localize(action.label)}
          cancelText={engineTexts.cancel}
          okButtonProps={{ danger: action.danger }}
          disabled={count === 0}
          onConfirm={() => run(ids)}
        >
          {button()}
        </Popconfirm>
      )}
      {dialog && (
        <ActionFormDialog
          config={config}
          action={action}
          title={label}
          question={question}
          run={(_row, input, shown) => run(ids, input, shown)}
          onClosed={() => setDialog(false)}
        />
      )}
      {report && <BulkReportDialog action={action} report={report} onClose={closeReport} />}
    </>
  );
}
