import { HttpError } from "../../../../src/app/http/http-error.js";

/**
 * What to tell the scheduler when a write is refused: the server's own field message when it gave
 * one (it names the lesson in the way: 讲师「…」在该时段已有课程（…）), which says more than the
 * catalogue's general text the error message starts with; otherwise that message.
 */
export function refusalText(error: unknown): string {
  if (error instanceof HttpError) {
    const own = Object.values(error.errors ?? {}).find((m) => typeof m === "string" && m.trim());
    return own ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
