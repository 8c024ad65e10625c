import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ErrorCatalogue } from "../../src/types/generated/errors.js";
import { collectGlossary, defaultLocale, isLocale, toLocale, type Locale } from "../../src/common/i18n.js";
import "../i18n/server-texts.js";

/**
 * The language a request asks for: `Accept-Language` (the browser's http client sends the language the
 * user chose); the first tag the app speaks wins, by its language (`en-GB` reads English). Chinese when
 * nothing matches.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const header = request.headers["accept-language"];
  if (typeof header !== "string" || !header) return defaultLocale;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    if (tag.startsWith("en")) return "en-US";
    if (tag.startsWith("zh")) return "zh-CN";
  }
  return defaultLocale;
}

/** Each config version's catalogue, merged per language once, not on every English answer. */
const merged = new WeakMap<ErrorCatalogue, Partial<Record<Locale, ErrorCatalogue>>>();

/** The catalogue in one language: the English texts over the Chinese ones (a missing one stays Chinese). */
export function catalogueFor(errors: ErrorCatalogue, locale: Locale): ErrorCatalogue {
  const known = merged.get(errors) ?? {};
  merged.set(errors, known);
  return (known[locale] ??= mergeCatalogue(errors, locale));
}

function mergeCatalogue(errors: ErrorCatalogue, locale: Locale): ErrorCatalogue {
  const { "en-US": english, ...chinese } = errors;
  if (locale === defaultLocale || !english) return chinese;
  return {
    http: { ...chinese.http, ...english.http },
    codes: { ...chinese.codes, ...english.codes },
    client: { ...chinese.client, ...english.client },
  };
}

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * An envelope in the request's language: the catalogue's text of its code, a registered server text,
 * or a text built of them (`{title}至少{min}个字符` with the field's English title); the field
 * messages of `data.errors` the same way. A text nobody translated stays Chinese.
 */
export function localizeEnvelope<T>(payload: T, locale: Locale, errors: ErrorCatalogue): T {
  if (locale === defaultLocale || !payload || typeof payload !== "object" || Array.isArray(payload)) return payload;
  const body = payload as EnvelopeLike;
  if (typeof body.message !== "string" || !("code" in body)) return payload;
  const code = String(body.code);
  const english = catalogueFor(errors, locale);
  let message = body.message;
  if (message === errors.codes[code]) message = english.codes[code] ?? message;
  else if (message === errors.http[code]) message = english.http[code] ?? message;
  else message = toLocale(message, locale);
  let data = body.data;
  const fieldErrors = (data as { errors?: unknown } | null)?.errors;
  if (fieldErrors && typeof fieldErrors === "object" && !Array.isArray(fieldErrors)) {
    const translated: Record<string, unknown> = Object.create(null);
    for (const [field, text] of Object.entries(fieldErrors))
      translated[field] = typeof text === "string" ? toLocale(text, locale) : text;
    data = { ...(data as object), errors: translated };
  }
  return { ...body, message, data } as T;
}

/**
 * Every JSON envelope leaves in the language of its request (design: zh-CN and en-US). The config's
 * `{"zh-CN", "en-US"}` texts join the glossary, so messages built from field titles read English too.
 */
export const localePlugin = fp(
  async (app: FastifyInstance, opts: { errors: ErrorCatalogue; config?: unknown }) => {
    if (opts.config) collectGlossary(opts.config);
    // A callback, not an async hook: a Chinese answer (most of them) leaves unchanged without a promise.
    app.addHook("preSerialization", (request, _reply, payload, done) => {
      let out: unknown;
      try {
        out = localizeEnvelope(payload, requestLocale(request), opts.errors);
      } catch (err) {
        return done(err as Error);
      }
      done(null, out);
    });
  },
  { name: "omo-locale" },
);

export { isLocale };
