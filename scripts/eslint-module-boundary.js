import { dirname, relative, resolve } from "node:path";

/**
 * `omo/module-boundary`: the framework imports no business module, and the shared folders import
 * neither side (docs/architecture.md, "The boundaries, enforced"). Each zone names, relative to the
 * repository and as regular expressions, the importing files it governs (`files`, but not those of
 * `except`) and what they may not import (`forbidden`). Relative imports are resolved against the
 * importing file (`x.js` read as `x.ts`), so `../schedule/x.js` from a neighbour folder is caught as
 * well as `./modules/scheduling/server/x.js`.
 */
const root = process.cwd();
const toRelative = (path) => relative(root, path).split("\\").join("/");

/** @type {import("eslint").Rule.RuleModule} */
const moduleBoundary = {
  meta: {
    type: "problem",
    docs: { description: "keeps the framework from importing a business module, and shared code from either side" },
    schema: [
      {
        type: "array",
        items: {
          type: "object",
          properties: {
            files: { type: "string" },
            forbidden: { type: "string" },
            except: { type: "array", items: { type: "string" } },
            message: { type: "string" },
          },
          required: ["files", "forbidden", "message"],
          additionalProperties: false,
        },
      },
    ],
    messages: { crossing: "{{message}}: {{target}}" },
  },
  create(context) {
    const file = toRelative(context.filename);
    const zones = (context.options[0] ?? []).filter(
      (z) => new RegExp(z.files).test(file) && !(z.except ?? []).some((e) => new RegExp(e).test(file)),
    );
    if (!zones.length) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = toRelative(resolve(dirname(context.filename), source)).replace(/\.js$/, ".ts");
      for (const zone of zones) {
        if (new RegExp(zone.forbidden).test(target))
          context.report({ node, messageId: "crossing", data: { message: zone.message, target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export default { rules: { "module-boundary": moduleBoundary } };
