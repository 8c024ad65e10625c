/** Names of operations: what a generated client calls its functions, so readable and stable. */

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `activation-code` → `ActivationCode`, `get_user_by_token` → `GetUserByToken`. */
export const pascal = (text: string) => words(text).map(capital).join("");

/** `open-many` → `openMany`. */
export const camel = (text: string) => {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

/**
 * The operationId of a route that names none, from its method and path under the API base: `GET /v1/get_lecture_notes_list`
 * → `getLectureNotesList`, `PUT /config/files` → `putConfigFiles`, `GET /v1/roles/:id` → `getRolesById`. The
 * version segment says nothing; a path that starts with the method's own verb does not repeat it.
 */
export function operationIdFrom(method: string, path: string): string {
  const verb = method.toLowerCase();
  const parts = path
    .split("/")
    .filter((s) => s && !/^v\d+$/.test(s))
    .map((s) => (s.startsWith(":") || s.startsWith("{") ? `By${pascal(s)}` : s === "*" ? "Any" : pascal(s)));
  const rest = parts.join("");
  if (rest.toLowerCase().startsWith(verb) && /[A-Z]/.test(rest.charAt(verb.length))) return camel(rest);
  return verb + rest;
}

/** Gives every repeated operationId a number (`listX`, `listX2`), in document order: ids must be unique. */
export function uniqueIds(ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.map((id) => {
    let name = id;
    for (let n = 2; seen.has(name); n++) name = `${id}${n}`;
    seen.add(name);
    return name;
  });
}
