import type { HttpClient } from "../../app/http/client.js";
import type { HttpError } from "../../app/http/http-error.js";

/**
 * Posts one file as the multipart part `file`. Silent: the client would toast only the code's text;
 * the widget says `uploadFailure` instead, the field's own message (`合作协议只能上传 PDF 文件`).
 */
export function postFile<T>(http: HttpClient, url: string, file: Blob): Promise<T> {
  const body = new FormData();
  body.append("file", file);
  return http<T>(url, { method: "POST", data: body, silent: true });
}

/** What a refused upload says: the server's message on `file`, else the error's own. */
export function uploadFailure(err: unknown): string {
  const failure = err as Partial<HttpError> & Error;
  return failure.errors?.file ?? failure.message;
}
