import { useServices } from "../../app/services-context.js";
import { HttpError } from "../../app/http/http-error.js";
import { saveBlob } from "../list/download.js";
import { kindTexts } from "../field-kind-texts.js";

/** A stored file as rows (`_files`) and uploads describe it. */
export interface FileInfo {
  name: string;
  size?: number;
  /** Public files: the address itself. Private ones: a path under the API base, fetched with the token. */
  url: string;
  public?: boolean;
}

/**
 * Downloads a file: a public one is a plain link; a private one goes through the http client (the token
 * travels in its header, never in an address) and is handed to the browser under its uploaded name.
 */
export function useFileDownload() {
  const { http, notify } = useServices();
  return async (file: FileInfo) => {
    if (file.public) {
      window.open(file.url, "_blank", "noopener");
      return;
    }
    try {
      const answer = await http(file.url, { responseType: "blob" });
      saveBlob(answer.blob, file.name);
    } catch (err) {
      if (!(err instanceof HttpError)) notify.error(kindTexts.downloadFailed);
    }
  };
}
