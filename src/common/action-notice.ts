/**
 * What a custom action's answer may ask the screen to show once done (`data.notice`): a titled sheet of
 * labelled values with a note, in a dialog the user can print, for what is shown only this once (a
 * student's one-time sign-in code). The server says it; the engine shows it as it is.
 */
export interface ActionNotice {
  title: string;
  items: { label: string; value: string }[];
  note?: string;
}

/** The notice in an action's answer, if it carries one of the right shape. */
export function noticeOf(data: unknown): ActionNotice | undefined {
  const notice = (data as { notice?: Partial<ActionNotice> } | null)?.notice;
  if (!notice || typeof notice.title !== "string" || !Array.isArray(notice.items)) return undefined;
  return notice as ActionNotice;
}
