import { useState } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { useServices } from "../../app/services-context.js";
import { listParams } from "../../app/providers/data-provider.js";
import { HttpError } from "../../app/http/http-error.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { fileNameOf, saveBlob } from "./download.js";
import { localize } from "../../common/i18n.js";

/**
 * 导出: the CSV of every row of the current filter and sort, with the visible columns in the
 * user's order, from `GET /v1/resources/<name>/export`, saved under the server's name. Through the
 * http client (as a file answer), so a token renewed by a 402 is kept and replayed, a 401 signs
 * out, and a failure is said in the catalogue's words like any other request.
 */
export function useExport(config: ResourceConfig, filters: CrudFilter[], sorters: CrudSort[], columns: string[]) {
  const { http, notify } = useServices();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const file = await http(`/v1/resources/${config.name}/export`, {
        params: { ...listParams({ filters, sorters }), columns },
        responseType: "blob",
      });
      // A JSON success is not the file asked for.
      if ((file.headers.get("content-type") ?? "").includes("json")) throw new Error(engineTexts.exportFailed);
      const name = fileNameOf(file.headers.get("content-disposition")) ?? `${localize(config.title)}.csv`;
      saveBlob(file.blob, name);
    } catch (err) {
      // The http client has already said what went wrong with the request itself.
      if (!(err instanceof HttpError)) notify.error(engineTexts.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
