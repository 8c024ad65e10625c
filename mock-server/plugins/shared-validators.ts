import { AjvCompiler, type BuildCompilerFromPool } from "@fastify/ajv-compiler";
import { SerializerSelector, type SerializerFactory } from "@fastify/fast-json-stringify-compiler";

/** What Fastify hands a validator compiler for each part of a route it checks (the types say less). */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
type Compile = (route: RouteSchema) => unknown;

/** Fastify's own factory, one for the process: one ajv per set of shared schemas and options, not per app. */
const pool = AjvCompiler();
const compiled = new Map<string, unknown>();

/**
 * Fastify's validator factory (`schemaController.compilersFactory.buildValidator`) with the compiled
 * validators kept for the life of the process, by what decides them: the shared schemas, ajv's options
 * and the route's own schema. Compiling every route's schemas is most of a handler's build (~2.7 s of
 * ~3.7 s on this app): a config save that builds a new handler compiles only what it changed, and every
 * app a process builds after its first (the test suites build hundreds) compiles almost nothing.
 *
 * Safe because a compiled validator depends on nothing but that key: the formats and keywords
 * (record-ajv.ts) are the same functions for every app and every config version, and no route schema
 * has an `$id` (ajv would answer an earlier schema of the same id).
 */
export const sharedValidators: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options) as unknown as Compile;
  const prefix = JSON.stringify(externalSchemas) + JSON.stringify(options?.customOptions ?? {});
  const cached: Compile = (route) => {
    const key = `${prefix}${route.httpPart ?? ""}${JSON.stringify(route.schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(route);
      compiled.set(key, validate);
    }
    return validate;
  };
  return cached as unknown as ReturnType<BuildCompilerFromPool>;
};

type Compiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<Compiler>;
const serializerPool = SerializerSelector();
const serializers = new Map<string, Serializer>();

/**
 * Fastify's serializer factory (`buildSerializer`), likewise kept for the process: a route's answer
 * serializer (fast-json-stringify) depends on the shared schemas, the options and the response schema
 * alone, not on the method, path or status it serves. Building them was a tenth of every handler's build.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile: Compiler = serializerPool(externalSchemas, options);
  const prefix = JSON.stringify(externalSchemas ?? {}) + JSON.stringify(options ?? {});
  return (route) => {
    const key = prefix + JSON.stringify(route.schema);
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = compile(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};
