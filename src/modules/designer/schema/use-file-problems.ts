import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSettled } from "../../../app/use-settled.js";
import { useDesigner } from "../designer-context.js";
import type { ConfigProblem } from "../types.js";

/** How long typing rests before the file is checked: one request per pause, not per keystroke. */
export const CHECK_DELAY_MS = 250;

/**
 * A config file's own problems as it is edited, each at its pointer: the server checks it with the
 * validator and messages of its start and save (`POST /config/check`), in the user's language. The
 * last answer stays in view while the next check runs; a file without a value has none.
 */
export function useFileProblems(path: string, value: unknown): ConfigProblem[] {
  const { api } = useDesigner();
  // As the server will read it: a key left undefined by an edit is not in the JSON sent.
  const text = useSettled(value === undefined || value === null ? undefined : JSON.stringify(value), CHECK_DELAY_MS);
  const checked = useQuery({
    queryKey: ["designer", "check", path, text],
    queryFn: () => api.check(path, JSON.parse(text!) as object),
    enabled: text !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  return text === undefined ? [] : (checked.data?.problems ?? []);
}
