import type { SchemaSet } from "../types.js";
import { labelOf, valueLabels } from "../texts.js";

type Node = { enum?: unknown[]; const?: unknown; oneOf?: Node[]; anyOf?: Node[] };

function values(node: Node | undefined): string[] {
  if (!node) return [];
  if (node.enum) return node.enum.map(String);
  if (node.const !== undefined) return [String(node.const)];
  return [...(node.oneOf ?? []), ...(node.anyOf ?? [])].flatMap(values);
}

/**
 * The values a definition of resource.schema.json allows (`ColumnRender`), as select options
 * labelled in Chinese: the selects offer what the server's schemas accept, extensions' renderers
 * and widgets included. Before the schemas arrive, the values the designer knows.
 */
export function enumOptions(schemas: SchemaSet | undefined, definition: keyof typeof valueLabels) {
  const definitions = (schemas?.["resource.schema.json"] as { definitions?: Record<string, Node> } | undefined)
    ?.definitions;
  const found = [...new Set(values(definitions?.[definition]))];
  const list = found.length ? found : Object.keys(valueLabels[definition]);
  return list.map((value) => ({ value, label: labelOf(definition, value) }));
}
