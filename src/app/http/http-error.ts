/**
 * A failed request, shaped as Refine's HttpError (`message`, `statusCode`, `errors`) so forms
 * put server field messages on their fields; `code` is the envelope's code.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: number | string | null,
    readonly errors?: Record<string, string>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
