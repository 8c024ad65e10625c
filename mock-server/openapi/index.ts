import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { LoadedConfig } from "../plugins/config-loader.js";
import { finishDocument } from "./document.js";
import { routeDoc } from "./route-doc.js";
import { answersOf } from "./module-answers.js";
import type { AppParts } from "../parts.js";
import { localize } from "../../src/common/i18n.js";

/**
 * The options of @fastify/swagger for one config version (each handler registers its own, so the document
 * follows a live config change): `{apiBase}/docs/json` is an OpenAPI 3.0 document that `redocly lint` passes
 * and openapi-typescript turns into a typed client (docs/resource-api.md, "The OpenAPI document").
 */
export function openapiOptions(config: LoadedConfig, parts: AppParts): FastifyDynamicSwaggerOptions {
  const answers = answersOf(parts);
  return {
    openapi: {
      openapi: "3.0.3",
      info: { title: `${localize(config.app.title)} API`, version: config.version },
      // "/" keeps every path whole (`/api/login`): the swagger plugin strips a server's path from them.
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          token: { type: "apiKey", in: "header", name: config.app.tokenHeader },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
      security: [{ token: [] }, { bearer: [] }],
    },
    transform: ({ schema, url, route }) => routeDoc(config, answers, schema, url, route),
    // Always an OpenAPI document here (the options above say `openapi`), never a Swagger 2 one.
    transformObject: (doc) =>
      "openapiObject" in doc
        ? (finishDocument(config, answers, doc.openapiObject as never) as never)
        : doc.swaggerObject,
  };
}
