import { useMemo, useState } from "react";
import type { BaseKey } from "@refinedev/core";
import { useServices, useSession } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import { can } from "../../common/access.js";
import { actionAccessRule } from "../../common/custom-actions.js";
import type { CustomAction, ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { actionFailed, type ActionOutcome } from "./use-custom-action.js";

/** One row of a bulk answer: what the handler said of it, or why it was refused. */
export interface BulkRow {
  id: number;
  label: string;
  message: string;
}

/** The catalogue code of a bulk run refused as a whole (errors.json), naming its refused rows. */
const BULK_REFUSED = "10060";

/** A bulk run's rows for the report dialog: all done (with `report`), or the refused ones (nothing done). */
export type BulkReport = { done: boolean; rows: BulkRow[] };

/** The row actions with `bulk: true` the user may run, by the rule the server applies. */
export function useBulkActions(config: ResourceConfig): CustomAction[] {
  const { access } = useSession();
  return useMemo(
    () =>
      (config.list.actions?.custom ?? []).filter(
        (a) => a.bulk && a.scope === "row" && can(access, actionAccessRule(config.access, a)),
      ),
    [access, config],
  );
}

/**
 * Runs a bulk action on the checked rows: `POST …/actions/<name>/bulk` with `{ids, …input}`. Done, it says
 * the server's message (or keeps the rows for the report dialog, with `report`) and calls `onDone` (the list
 * reloads, the checks go). Refused as a whole (10060), the refused rows are kept for the dialog: which and
 * why. Field messages of the input go back to the dialog, as for a single action.
 */
export function useBulkAction(config: ResourceConfig, action: CustomAction, onDone: () => void) {
  const { http, notify } = useServices();
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<BulkReport | null>(null);

  const run = async (
    ids: BaseKey[],
    input: Record<string, unknown> = {},
    shown: ReadonlySet<string> = new Set(),
  ): Promise<ActionOutcome> => {
    setRunning(true);
    try {
      const answer = await http<{ message?: string; data: { rows: BulkRow[] } }>(
        `/v1/resources/${config.name}/actions/${action.name}/bulk`,
        { method: "POST", data: { ...input, ids }, silent: true, responseType: "envelope" },
      );
      notify.success(answer.message || engineTexts.actionDone);
      if (action.report) setReport({ done: true, rows: answer.data.rows });
      onDone();
      return { done: true };
    } catch (err) {
      const refused =
        err instanceof HttpError && String(err.code) === BULK_REFUSED
          ? (err.data as { rows?: BulkRow[] } | null)?.rows
          : undefined;
      if (refused) {
        // The dialog names every refused row and why: a toast would only say it again.
        setReport({ done: false, rows: refused });
        return { done: true };
      }
      return actionFailed(err, shown, notify.error);
    } finally {
      setRunning(false);
    }
  };
  return { run, running, report, closeReport: () => setReport(null) };
}
