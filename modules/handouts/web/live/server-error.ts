import { HttpError } from "../../../../src/app/http/http-error.js";
import { fill } from "../texts.js";
import { liveTexts } from "./texts.js";

/** 31001: a folder already holds that name; the server's message names it. */
const DUPLICATE_NAME = 31001;

/** What the server said, when the failure came from it (a network failure says something too). */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** `删除失败：<reason>`, or the text alone when there is no reason: the user learns why, if known. */
export function withReason(text: string, error: unknown): string {
  const reason = reasonOf(error);
  return reason ? fill(liveTexts.withReason, { text, reason }) : text;
}

/**
 * The server's field messages renamed onto the dialog's fields (`{ id: "…" }` → `parent`), in the
 * shape `form.setFields` takes; messages for fields the dialog does not have are dropped.
 */
export function fieldErrors<const Name extends string>(
  error: unknown,
  names: Record<string, Name>,
): { name: Name; errors: string[] }[] {
  const errors = error instanceof HttpError ? (error.errors ?? {}) : {};
  return Object.entries(errors)
    .filter(([field]) => Object.hasOwn(names, field))
    .map(([field, message]) => ({ name: names[field], errors: [message] }));
}

/**
 * The message for the rename dialog's one field: the server's field message, else the duplicate
 * name's message, since 创建失败 alone would not say that the name is taken.
 */
export function renameFieldError(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const field = error.errors?.label ?? error.errors?.id;
  if (field) return field;
  return String(error.code) === String(DUPLICATE_NAME) ? error.message : undefined;
}
