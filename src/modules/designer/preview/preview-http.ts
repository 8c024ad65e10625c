import type { HttpClient, RequestOptions } from "../../../app/http/client.js";
import { HttpError } from "../../../app/http/http-error.js";
import { designerTexts as tx } from "../texts.js";

const empty = { list: [], total: 0 };

/**
 * The http client the preview's engine talks through: it reads real data and writes nothing.
 * A list of a resource the server does not have yet is empty; a list the server refuses (a draft
 * filtering or sorting on a field it has no column for yet) is empty too, without a message;
 * every write is refused with 预览中不会保存, which the engine shows as any failed save.
 */
export function previewHttp(http: HttpClient, served: (resource: string) => boolean): HttpClient {
  const preview = async (url: string, options: RequestOptions = {}) => {
    if ((options.method ?? "GET") !== "GET") throw new HttpError(tx.previewNoSave, 0, null);
    const list = /^\/v1\/resources\/([a-z][a-z0-9-]*)$/.exec(url);
    if (list && !served(list[1])) return empty;
    if (list) return http(url, { ...options, silent: true }).catch(() => empty);
    return http(url, options);
  };
  return preview as HttpClient;
}
