import fp from "fastify-plugin";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";

/** The envelope every answer wears. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/**
 * A failure with a catalogue code. `status` is the HTTP status; `code` the envelope code
 * (an application code from config/errors.json, or the HTTP status where none fits).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly status = 400,
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? String(code));
    this.name = "AppError";
  }
}

/** Shorthands for the failures every module raises. */
export const fail = {
  badParams: (errors: Record<string, string>) => new AppError(10001, 400, { errors }),
  unauthenticated: () => new AppError(401, 401),
  forbidden: () => new AppError(403, 403),
  notFound: (code = 404) => new AppError(code, 404),
};

/**
 * Error codes of a full disk (ENOSPC), a full quota (EDQUOT), SQLite's full database, and PostgreSQL's
 * disk_full (53100) and out_of_memory-class insufficient resources (53000).
 */
const DISK_FULL = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100", "53000"]);

/** Whether `err` says the disk or the user's quota is full: answered as 10010 存储空间不足 (HTTP 507). */
export const isDiskFull = (err: unknown): boolean => DISK_FULL.has((err as { code?: string } | null)?.code ?? "");

/** Text of a code: the application code's text, else the HTTP status text, else a fallback. */
export function catalogueText(errors: ErrorCatalogue, code: number, fallback = ""): string {
  return errors.codes[String(code)] ?? errors.http[String(code)] ?? fallback;
}

export function envelope<T>(data: T, message = "success", code = 200): Envelope<T> {
  return { code, message, data };
}

/** Turns ajv's validation errors into `{ field: message }`; `context` names an error on the whole value. */
export function fieldErrors(validation: FastifyError["validation"], context = "body"): Record<string, string> {
  // No prototype: `__proto__` as a parameter name becomes an ordinary key of the answer.
  const out: Record<string, string> = Object.create(null);
  for (const raw of validation ?? []) {
    // ajv-errors wraps the original error; its field is named by the wrapped one.
    const inner =
      raw.keyword === "errorMessage" ? ((raw.params as { errors?: (typeof raw)[] }).errors?.[0] ?? raw) : raw;
    const v = { ...inner, message: raw.message };
    const params = v.params as Record<string, unknown>;
    const field =
      (params.missingProperty as string | undefined) ??
      (params.additionalProperty as string | undefined) ??
      (v.instancePath.split("/").filter(Boolean).join(".") || context);
    // Own keys only: a parameter named `constructor` or `toString` must get its message too.
    if (Object.hasOwn(out, field)) continue;
    if (raw.keyword === "errorMessage") out[field] = v.message ?? "格式不正确";
    else if (v.keyword === "additionalProperties") out[field] = "不允许的字段";
    else if (v.keyword === "required") out[field] = "此项为必填项";
    else out[field] = v.message ?? "格式不正确";
  }
  return out;
}

/** What a failure answers: its HTTP status, catalogue code, data and message. */
export interface Failure {
  status: number;
  code: number;
  data: unknown;
  message: string;
}

/**
 * Any error as the catalogue names it: bad input is 400/10001 with field messages, never a 500; a real
 * 500 is code 10000 (logged by `onInternal`). The envelope and the simple-rest dialect both answer this.
 */
export function describeFailure(err: FastifyError, errors: ErrorCatalogue, onInternal?: () => void): Failure {
  const failure = (status: number, code: number, data: unknown, message?: string): Failure => ({
    status,
    code,
    data,
    message: message ?? catalogueText(errors, code, "error"),
  });
  if (err instanceof AppError) {
    const message = err.message !== String(err.code) ? err.message : undefined;
    return failure(err.status, err.code, err.data, message);
  }
  if (err.validation) return failure(400, 10001, { errors: fieldErrors(err.validation, err.validationContext) });
  // A full disk or quota wherever it struck (a file, SQLite): said plainly, not a bare 10000.
  if (isDiskFull(err)) return failure(507, 10010, null);
  const status = err.statusCode ?? 500;
  if (status === 413) return failure(413, 413, null);
  if (status === 415) return failure(415, 10001, { errors: { body: "不支持的请求格式" } });
  // Malformed JSON, bad multipart and the like: the client's fault, said plainly.
  if (status >= 400 && status < 500) return failure(status, 10001, { errors: { body: err.message } });
  onInternal?.();
  return failure(500, 10000, null);
}

/**
 * One error handler for the whole app: every failure leaves as the envelope with the
 * catalogue's code (see describeFailure); a real 500 carries no stack.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { errors: ErrorCatalogue }) => {
  const send = (reply: FastifyReply, { status, code, data, message }: Failure) =>
    reply.status(status).send({ code, message, data });

  app.setErrorHandler((err: FastifyError, request, reply) =>
    send(
      reply,
      describeFailure(err, opts.errors, () => request.log.error({ err }, "unhandled error")),
    ),
  );

  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      status: 404,
      code: 404,
      data: { path: request.url.split("?")[0] },
      message: catalogueText(opts.errors, 404, "error"),
    }),
  );
});
