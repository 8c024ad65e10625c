import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { fail } from "./errors.js";

/** What a field holding one is told. */
export const CONTROL_MESSAGE = "不能包含控制字符";

/** How deeply a JSON body may nest arrays and objects: far beyond any form, far below a stack's limit. */
export const MAX_JSON_DEPTH = 64;
const DEEP_MESSAGE = "JSON 嵌套过深（最多 64 层）";

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the characters, brackets
 * inside strings not counted, stopping at the first level too deep. Malformed text is the parser's to
 * refuse; this only keeps a deep one (8 000 levels) from reaching the parser and every walk after it.
 */
export function nestsDeeper(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Control characters (Unicode Cc: C0, DEL and C1) but tab, line feed and carriage return, which
 * multi-line text (备注, 资讯正文) keeps. A NUL cuts strings short in C code and logs; the others garble
 * exports, the operation log and the screens.
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether `text` holds a control character no field takes. */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/**
 * The fields of `value` (a parsed body or query) holding a control character, named as the field
 * errors name them: `nickname`, `address.city`; array items by their array (`tags`), like ajv's.
 */
export function controlFields(
  value: unknown,
  path: string[] = [],
  // No prototype: a field named `__proto__` or `constructor` is an ordinary key of the answer.
  out: Record<string, string> = Object.create(null) as Record<string, string>,
): Record<string, string> {
  if (typeof value === "string") {
    if (hasControl(value)) out[path.join(".") || "body"] = CONTROL_MESSAGE;
  } else if (Array.isArray(value)) {
    for (const item of value) controlFields(item, path, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) controlFields(item, [...path, key], out);
  }
  return out;
}

/**
 * One check for every route, before its schema: a JSON body nested too deep, or a text with a control
 * character in the body or the query string, is refused with 10001 on its field, whatever the route
 * (resource records, module bodies, filters). Registered at the root, so no route can forget it.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  // JSON bodies as Fastify parses them (prototype poisoning refused), but a deep one is 10001 before
  // parsing: nested 8 000 deep, it would overflow the walks below and answer 500, even before login.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeper(body as string)) return done(fail.badParams({ body: DEEP_MESSAGE }), undefined);
    parseJson(request, body as string, done);
  });
  // A callback, not an async hook: no promise on every request for a walk over a few strings.
  app.addHook("preValidation", (request, _reply, done) => {
    const errors = Object.assign(controlFields(request.query), controlFields(request.body));
    done(Object.keys(errors).length ? fail.badParams(errors) : undefined);
  });
});
