import type { SchemaSet } from "../types.js";

type Node = { enum?: unknown[]; const?: unknown; oneOf?: Node[]; anyOf?: Node[] };

function values(node: Node | undefined): string[] {
  if (!node) return [];
  if (node.enum) return node.enum.map(String);
  if (node.const !== undefined) return [String(node.const)];
  return [...(node.oneOf ?? []), ...(node.anyOf ?? [])].flatMap(values);
}

/**
 * The values a definition of a schema allows (`ColumnRender` of resource.schema.json): the
 * selects offer what the server's schemas accept, extensions' renderers and widgets included.
 */
export function definitionEnum(schemas: SchemaSet | undefined, schema: string, definition: string): string[] {
  const definitions = (schemas?.[schema] as { definitions?: Record<string, Node> } | undefined)?.definitions;
  return [...new Set(values(definitions?.[definition]))];
}

/** A definition's values as select options. */
export const enumOptions = (schemas: SchemaSet | undefined, schema: string, definition: string) =>
  definitionEnum(schemas, schema, definition).map((value) => ({ value, label: value }));
