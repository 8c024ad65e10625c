import { useState } from "react";
import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { fileNameOf, saveBlob } from "../list/download.js";
import { importTexts } from "./texts.js";
import type { ImportReport } from "./types.js";
import { localize } from "../../common/i18n.js";

/** An import reads up to 50 000 rows on the server: far longer than an ordinary request may take. */
const IMPORT_TIMEOUT = 10 * 60 * 1000;

export type ImportPhase = "idle" | "uploading" | "checking" | "committing" | "done";

/**
 * The import of one resource: the template, a dry run of the chosen file (its upload's progress, then
 * the server's report), and the commit of the same file. The file is sent again to commit: the server
 * keeps nothing between the two, so any process may answer either.
 */
export function useImport(config: ResourceConfig, onImported: () => void) {
  const { http, notify } = useServices();
  const base = `/v1/resources/${config.name}/import`;
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>("idle");
  const [percent, setPercent] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);

  /** Uploads `chosen` to `url`: the progress bar follows the bytes, then waits for the server. */
  const send = async (url: string, chosen: File, next: ImportPhase) => {
    const data = new FormData();
    data.append("file", chosen);
    setPercent(0);
    return http<ImportReport>(url, {
      method: "POST",
      data,
      silent: true,
      timeout: IMPORT_TIMEOUT,
      onUploadProgress: (loaded, total) => {
        if (total) setPercent(Math.round((loaded / total) * 100));
        if (total && loaded >= total) setPhase(next);
      },
    });
  };
  /** A refused request: a report (10022) replaces the old one; anything else is said in a toast. */
  const refused = (err: unknown) => {
    const data = err instanceof HttpError ? (err.data as ImportReport | null) : null;
    if (data && typeof data === "object" && "problems" in data) setReport(data);
    else notify.error(err instanceof HttpError ? (err.errors?.file ?? err.message) : importTexts.failed);
  };

  return {
    file,
    phase,
    percent,
    report,
    async check(chosen: File) {
      setFile(chosen);
      setReport(null);
      setPhase("uploading");
      try {
        setReport(await send(`${base}/check`, chosen, "checking"));
      } catch (err) {
        refused(err);
      } finally {
        setPhase("idle");
      }
    },
    async commit() {
      if (!file) return;
      setPhase("uploading");
      try {
        const done = await send(base, file, "committing");
        setReport(done);
        // The dialog says it (成功导入 N 条): no toast on top of it.
        setPhase("done");
        onImported();
      } catch (err) {
        refused(err);
        setPhase("idle");
      }
    },
    async template(kind: "xlsx" | "csv") {
      try {
        const answer = await http(`${base}/template`, { params: { format: kind }, responseType: "blob" });
        saveBlob(
          answer.blob,
          fileNameOf(answer.headers.get("content-disposition")) ?? `${localize(config.title)}.${kind}`,
        );
      } catch (err) {
        if (!(err instanceof HttpError)) notify.error(importTexts.templateFailed);
      }
    },
  };
}

export type ImportState = ReturnType<typeof useImport>;
