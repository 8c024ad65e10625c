import { useCallback } from "react";
import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import { isEmpty } from "../../common/empty.js";
import { compareErrors } from "../../common/record-compare.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import type { ResourceRow } from "../types.js";
import { inlineTexts } from "./texts.js";

/** How a save ended: the row as the server stored it, or why not (the message shown beside the cell). */
export type InlineOutcome = { ok: true; row: ResourceRow } | { ok: false; message: string };

/** Comparisons (`record.compare`) this value breaks that the stored row did not: `开始日期不能晚于结束日期`. */
function brokenComparison(config: ResourceConfig, row: ResourceRow, name: string, value: unknown) {
  const before = compareErrors(config.record, row);
  const after = compareErrors(config.record, { ...row, [name]: value });
  return Object.entries(after).find(([field, message]) => before[field] !== message)?.[1];
}

/**
 * Saves one field of one row: the record's comparisons first (the field's own rules were checked by its
 * form item), then a PUT of that field alone. The server's message for the field is handed back for the
 * cell; any other refusal (a locked row, a rule on another field) is also said in a toast. No list reload:
 * the cell shows the row the server answered.
 */
export function useInlineSave(config: ResourceConfig) {
  const { http, notify } = useServices();
  return useCallback(
    async (row: ResourceRow, name: string, value: unknown): Promise<InlineOutcome> => {
      const broken = brokenComparison(config, row, name, value);
      if (broken) return { ok: false, message: broken };
      try {
        const answer = await http<{ data: ResourceRow }>(`/v1/resources/${config.name}/${row.id}`, {
          method: "PUT",
          data: { [name]: isEmpty(value) ? null : value },
          silent: true,
          responseType: "envelope",
        });
        notify.success(inlineTexts.saved);
        return { ok: true, row: answer.data };
      } catch (err) {
        const errors = err instanceof HttpError ? (err.errors ?? {}) : {};
        const own = errors[name];
        const message =
          own ?? (Object.values(errors).join("；") || (err instanceof Error ? err.message : inlineTexts.saveFailed));
        if (!own) notify.error(message);
        return { ok: false, message };
      }
    },
    [config, http, notify],
  );
}
