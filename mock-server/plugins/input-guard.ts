import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { fail } from "./errors.js";

/** What a field holding one is told. */
export const CONTROL_MESSAGE = "不能包含控制字符";

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
 * One check for every route, before its schema: a text with a control character in the body or the
 * query string is refused with 10001 on its field, whatever the route (resource records, module
 * bodies, filters). Registered at the root, so no route can forget it.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: no promise on every request for a walk over a few strings.
  app.addHook("preValidation", (request, _reply, done) => {
    const errors = Object.assign(controlFields(request.query), controlFields(request.body));
    done(Object.keys(errors).length ? fail.badParams(errors) : undefined);
  });
});
