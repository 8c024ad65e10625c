/** A `contains` search's LIKE pattern: `%`, `_` and `\` of the text match themselves (with `ESCAPE '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
