/** Nothing typed: undefined, null, or an empty text (a cleared input). Such a value filters and sends nothing. */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || v === "";

/** Nothing chosen either: blank, or an empty list (a cleared multi-select). Shows the placeholder, fails `required`. */
export const isEmpty = (v: unknown): boolean => isBlank(v) || (Array.isArray(v) && v.length === 0);
