import { createElement, useState } from "react";
import { App } from "antd";
import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { localize } from "../../common/i18n.js";
import { engineTexts } from "../texts.js";
import { noticeOf } from "../../common/action-notice.js";
import { ActionNoticeSheet } from "./ActionNoticeSheet.js";

/** What a run left to the dialog: nothing when done, else the server's messages for the fields it shows. */
export type ActionOutcome = { done: true } | { done: false; fieldErrors: Record<string, string> };

/** The action's address: `…/<id>/actions/<name>` for a row, `…/actions/<name>` for the toolbar. */
export const actionUrl = (resource: string, action: CustomAction, row?: ResourceRow) =>
  `/v1/resources/${resource}${row ? `/${row.id}` : ""}/actions/${action.name}`;

/**
 * An action's failure, said once: field messages for the fields in `shown` go back to the dialog; the
 * others, or the catalogue's message when there are none, are said in a toast.
 */
export function actionFailed(err: unknown, shown: ReadonlySet<string>, say: (text: string) => void): ActionOutcome {
  const errors = err instanceof HttpError ? (err.errors ?? {}) : {};
  const onFields = Object.fromEntries(Object.entries(errors).filter(([name]) => shown.has(name)));
  const elsewhere = Object.entries(errors).filter(([name]) => !shown.has(name));
  if (elsewhere.length) say(elsewhere.map(([, m]) => m).join("；"));
  else if (!Object.keys(onFields).length) say(err instanceof Error ? err.message : engineTexts.actionFailed);
  return { done: false, fieldErrors: onFields };
}

/**
 * Runs a custom action: posts the input, shows the server's message on success and calls `onDone`
 * (the list reloads); a notice in the answer (`data.notice`, a one-time code) opens in a dialog that
 * stays until the user closes it, even when the row's button is gone. A failure is said once, in the catalogue's words; field messages for the fields
 * in `shown` are handed back for the dialog to put on its fields instead.
 */
export function useCustomAction(config: ResourceConfig, action: CustomAction, onDone: () => void) {
  const { http, notify } = useServices();
  const { modal } = App.useApp();
  const [running, setRunning] = useState(false);

  const run = async (
    row?: ResourceRow,
    input: Record<string, unknown> = {},
    shown: ReadonlySet<string> = new Set(),
  ): Promise<ActionOutcome> => {
    setRunning(true);
    try {
      const answer = await http<{ message?: string; data?: unknown }>(actionUrl(config.name, action, row), {
        method: "POST",
        data: input,
        silent: true,
        responseType: "envelope",
      });
      notify.success(answer.message || engineTexts.actionDone);
      const notice = noticeOf(answer.data);
      if (notice)
        modal.info({
          title: localize(action.label),
          content: createElement(ActionNoticeSheet, { notice }),
          okText: engineTexts.noticeClose,
          width: 520,
          icon: null,
        });
      onDone();
      return { done: true };
    } catch (err) {
      return actionFailed(err, shown, notify.error);
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
