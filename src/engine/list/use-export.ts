import { useState } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { useServices } from "../../app/services-context.js";
import { listParams } from "../../app/providers/data-provider.js";
import { toQueryString } from "../../app/http/query-string.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { fileNameOf, saveBlob } from "./download.js";

/**
 * 导出: the CSV of every row of the current filter and sort, with the visible columns in the
 * user's order, from `GET /v1/resources/<name>/export`. Fetched directly with the token header
 * (the http client reads JSON envelopes, this answer is a file), then saved under the server's name.
 */
export function useExport(config: ResourceConfig, filters: CrudFilter[], sorters: CrudSort[], columns: string[]) {
  const { boot, session, notify } = useServices();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    const { apiBase, tokenHeader } = boot.app;
    const query = toQueryString({ ...listParams({ filters, sorters }), columns });
    const token = session.get().token;
    setExporting(true);
    try {
      const res = await fetch(`${apiBase}/v1/resources/${config.name}/export${query}`, {
        headers: token ? { [tokenHeader]: token } : {},
      });
      const type = res.headers.get("content-type") ?? "";
      if (!res.ok || type.includes("json")) {
        const envelope = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(envelope.message || engineTexts.exportFailed);
      }
      const name = fileNameOf(res.headers.get("content-disposition")) ?? `${config.title}.csv`;
      saveBlob(await res.blob(), name);
    } catch (err) {
      // fetch's own TypeError ("Failed to fetch") means no answer at all: say it in our words.
      notify.error(err instanceof TypeError ? engineTexts.exportFailed : (err as Error).message);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
