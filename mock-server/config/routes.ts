import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { envelope } from "../plugins/errors.js";
import { currentUser } from "../plugins/auth.js";
import { schemasDir } from "../plugins/config-loader.js";
import type { AuditLog } from "../plugins/audit.js";
import { ADMIN_ONLY } from "../modules/authority/schemas.js";
import { configVersion, isConfigPath, moduleFiles } from "./files.js";
import { extensionCatalogue, readExtensions } from "./extensions.js";
import { parsedFiles, type ConfigChanges, type ConfigRuntime } from "./runtime.js";
import { fileProblems } from "./check-one-file.js";
import { requestLocale } from "../plugins/locale.js";

export interface ConfigRouteDeps {
  runtime: () => ConfigRuntime;
  audit: AuditLog;
}

/** The page the designer is, and the only one whose API this is (besides the admin role). */
const DESIGNER_PAGE = "PageDesigner";

type ResourceSchema = { definitions?: Record<string, { enum?: string[] }> };

/** The definitions that list built-in names, by the kind of extension that adds to them. */
const namedBy = { renderer: "ColumnRender", widget: "FieldWidget", queryWidget: "QueryWidget" } as const;

/**
 * The extensions' renderers and widgets added to the lists of built-in names, in the copy of the resource
 * schema the designer reads: its selects offer what the server's check accepts.
 */
function withExtensionNames(schema: ResourceSchema | undefined): void {
  const definitions = schema?.definitions ?? {};
  for (const entry of readExtensions().entries) {
    const definition = definitions[namedBy[entry.kind as keyof typeof namedBy]];
    if (definition?.enum && !definition.enum.includes(entry.name)) definition.enum.push(entry.name);
  }
}

/** The paths the designer writes. */
const PATH_PATTERN = "^(app\\.json|routes\\.json|errors\\.json|(resources|dashboards)/[a-z][a-z0-9-]*\\.json)$";

/** `{ path: json | null }`: only config paths, at most 200 files in one save. */
const filesSchema = {
  type: "object",
  maxProperties: 200,
  propertyNames: { pattern: PATH_PATTERN },
  additionalProperties: { type: ["object", "null"] },
} as const;

const changesOf = (files: Record<string, unknown>): ConfigChanges =>
  new Map(Object.entries(files).filter(([path]) => isConfigPath(path)));

/**
 * The designer's API (docs/architecture.md, "The designer writes files"): the folder's files, the schemas
 * they follow, a dry run and a save; administrators only.
 */
export async function configRoutes(app: FastifyInstance, { runtime: current, audit }: ConfigRouteDeps): Promise<void> {
  const config = { access: ADMIN_ONLY, pages: [DESIGNER_PAGE] };
  const tags = ["config"];

  app.get("/config/status", { config, schema: { tags } }, async () => envelope(current().status()));

  app.get("/config/files", { config, schema: { tags } }, async () => {
    const files = current().folder();
    return envelope({
      version: configVersion(files),
      files: parsedFiles(files),
      // The files a module gives: the designer saves them as the app's copy and does not delete them.
      modules: moduleFiles(current().dir),
      status: current().status(),
    });
  });

  app.get("/config/schemas", { config, schema: { tags } }, async () => {
    const out: Record<string, unknown> = {};
    for (const file of readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json")).sort())
      out[file] = JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
    withExtensionNames(out["resource.schema.json"] as ResourceSchema);
    return envelope(out);
  });

  // What the designer offers besides the schemas: every renderer, widget, query widget and action, built-in
  // or from the extensions folder, with the JSON Schema of its `props`.
  app.get("/config/catalogue", { config, schema: { tags } }, async () => envelope(extensionCatalogue(readExtensions())));

  // One file as it is being typed: its schema's problems in the request's language, by the server's own
  // validator, so the designer and the save never disagree.
  app.post<{ Body: { file: string; value: object } }>(
    "/config/check",
    {
      config,
      schema: {
        tags,
        body: {
          type: "object",
          required: ["file", "value"],
          additionalProperties: false,
          properties: { file: { type: "string", pattern: PATH_PATTERN }, value: { type: "object" } },
        },
      },
    },
    async (request) => envelope({ problems: fileProblems(request.body.file, request.body.value, requestLocale(request)) }),
  );

  app.post<{ Body: { files: Record<string, unknown> } }>(
    "/config/plan",
    {
      config,
      schema: {
        tags,
        body: { type: "object", required: ["files"], additionalProperties: false, properties: { files: filesSchema } },
      },
    },
    async (request) => envelope(await current().dryRun(changesOf(request.body.files))),
  );

  app.put<{ Body: { baseVersion: string; files: Record<string, unknown> } }>(
    "/config/files",
    {
      config,
      schema: {
        tags,
        body: {
          type: "object",
          required: ["baseVersion", "files"],
          additionalProperties: false,
          properties: { baseVersion: { type: "string", maxLength: 64 }, files: filesSchema },
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const changes = changesOf(request.body.files);
      const saved = await current().save(request.body.baseVersion, changes, me.username);
      await audit(request, "修改配置", [...changes.keys()].join(", "), `版本 ${saved.version}`);
      return envelope(saved, "保存成功");
    },
  );
}
