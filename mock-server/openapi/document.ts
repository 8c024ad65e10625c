import type { LoadedConfig } from "../plugins/config-loader.js";
import { onlyOpenApi30 } from "./clean-schema.js";
import { uniqueIds } from "./operation-id.js";
import { componentNames, pageSchema, recordSchema, type ResourceRouteKind } from "./resource-docs.js";
import {
  csvResponse,
  envelopeSchemas,
  errorResponses,
  fileResponse,
  okResponse,
  refusalResponses,
  schemaRef,
} from "./responses.js";
import { FILE_ANSWER } from "./answers.js";
import type { Answers } from "./module-answers.js";
import { openapiTexts as t } from "./texts.js";
import { DATA_SCHEMA, ROUTE_FACTS, type RouteFacts } from "./route-doc.js";

type Schema = Record<string, unknown>;
type Operation = Schema & { responses?: Record<string, Schema>; operationId?: string; [ROUTE_FACTS]?: RouteFacts };
type Document = Schema & { paths?: Record<string, Record<string, Operation>>; components?: Schema };

const methods = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

/** The answers a route declared itself (with a body), which the document keeps. */
const declares = (responses: Record<string, Schema> | undefined) =>
  Object.values(responses ?? {}).some((r) => r.content !== undefined);

/** `data` of a resource route's success, by what the route does. */
function resourceData(kind: ResourceRouteKind, resource: string): Schema | undefined {
  const names = componentNames(resource);
  const byKind: Partial<Record<ResourceRouteKind, Schema>> = {
    list: schemaRef(names.page),
    get: schemaRef(names.record),
    create: schemaRef(names.record),
    update: schemaRef(names.record),
    delete: schemaRef("Deleted"),
    deleteMany: schemaRef("Deleted"),
    options: schemaRef("OptionList"),
  };
  return byKind[kind];
}

/** The name a resource route's body is published under (create, update, an action's input). */
function bodyComponent(facts: RouteFacts): string | undefined {
  if (!facts.resource) return undefined;
  const names = componentNames(facts.resource);
  if (facts.kind === "create") return names.create;
  if (facts.kind === "update") return names.update;
  if (facts.kind === "action") return names.input(facts.action!);
  return undefined;
}

/** The success a route did not declare: by its dialect, its `x-data`, or what the resource route does. */
function success(facts: RouteFacts, data: Schema | undefined): Schema {
  // A file, not the envelope: its content type says what comes.
  if (Array.isArray(data?.[FILE_ANSWER]))
    return fileResponse(data[FILE_ANSWER] as string[], data.description as string, data["x-info"] as Schema);
  // The plain dialect answers its own JSON, not the envelope: its `x-data` is the whole answer.
  if (facts.rest) return { description: t.plainOk, content: { "application/json": { schema: data ?? {} } } };
  if (data) return okResponse(data);
  if (facts.kind === "export") return csvResponse();
  return okResponse(facts.kind && resourceData(facts.kind, facts.resource!));
}

/** A route's own answers stay (without the swagger plugin's empty placeholder); a success is added if none. */
function successResponses(op: Operation, facts: RouteFacts, data: Schema | undefined): Record<string, Schema> {
  const own = declares(op.responses) ? op.responses! : {};
  return Object.keys(own).some((code) => code.startsWith("2")) ? own : { "200": success(facts, data), ...own };
}

/** Cleans every schema of an operation, hoisting a resource body into its component. */
function finishOperation(op: Operation, components: Record<string, Schema>) {
  const facts = op[ROUTE_FACTS] ?? { public: false, input: false, byId: false, rest: false };
  const data = op[DATA_SCHEMA] as Schema | undefined;
  delete op[ROUTE_FACTS];
  delete op[DATA_SCHEMA];
  for (const p of (op.parameters ?? []) as Schema[]) p.schema = onlyOpenApi30(p.schema);
  const body = op.requestBody as { content?: Record<string, Schema> } | undefined;
  const name = bodyComponent(facts);
  for (const media of Object.values(body?.content ?? {})) {
    const schema = onlyOpenApi30(media.schema) as Schema;
    if (name) components[name] = schema;
    media.schema = name ? schemaRef(name) : schema;
  }
  const responses = successResponses(op, facts, data);
  for (const r of Object.values(responses)) {
    for (const media of Object.values((r.content ?? {}) as Record<string, Schema>)) {
      media.schema = onlyOpenApi30(media.schema);
    }
  }
  const refusals = refusalResponses({
    input: facts.input,
    signedIn: !facts.public,
    byId: facts.byId,
    conflict: facts.kind === "delete" || facts.kind === "deleteMany" || facts.kind === "action",
  });
  op.responses = { ...refusals, ...responses };
  if (facts.public) op.security = [];
}

/**
 * @fastify/swagger's `transformObject`, once per document: the shared envelope schemas and refusals, a
 * component per resource (its row and page), every operation's answers, schemas cleaned to OpenAPI 3.0,
 * and unique operationIds. The config is the handler's, so a live change publishes its own document.
 */
export function finishDocument(config: LoadedConfig, answers: Answers, doc: Document): Document {
  const components: Record<string, Schema> = { ...envelopeSchemas, ...answers.components };
  for (const res of Object.values(config.resources)) {
    const names = componentNames(res.name);
    components[names.record] = recordSchema(res);
    components[names.page] = pageSchema(`#/components/schemas/${names.record}`);
  }
  const seen = new Set<Operation>();
  const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, op]) => {
        // A route of several methods is one object under each: each method needs its own (and its own id).
        if (seen.has(op)) item[method] = op = structuredClone(op);
        seen.add(op);
        return op;
      }),
  );
  for (const op of operations) finishOperation(op, components);
  const ids = uniqueIds(operations.map((op) => op.operationId ?? "operation"));
  operations.forEach((op, i) => (op.operationId = ids[i]));

  const given = (doc.components ?? {}) as { schemas?: Record<string, unknown>; responses?: Schema };
  const schemas = { ...given.schemas, ...components };
  doc.components = {
    ...given,
    schemas: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, onlyOpenApi30(v)])),
    responses: { ...given.responses, ...errorResponses },
  };
  return doc;
}
