import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Every property of every schema has a description: it becomes the TSDoc of the generated type. */
function undescribed(node: unknown, pointer: string, out: string[]): string[] {
  if (!node || typeof node !== "object") return out;
  const obj = node as Record<string, unknown>;
  const props = obj.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [name, prop] of Object.entries(props ?? {})) {
    if (!prop.description && !prop.$ref) out.push(`${pointer}/properties/${name}`);
    undescribed(prop, `${pointer}/properties/${name}`, out);
  }
  for (const [name, def] of Object.entries((obj.definitions as Record<string, unknown>) ?? {})) {
    undescribed(def, `${pointer}/definitions/${name}`, out);
  }
  for (const key of ["items", "additionalProperties"])
    if (typeof obj[key] === "object") undescribed(obj[key], `${pointer}/${key}`, out);
  for (const key of ["oneOf", "anyOf", "allOf"])
    (obj[key] as unknown[] | undefined)?.forEach((b, i) => undescribed(b, `${pointer}/${key}/${i}`, out));
  return out;
}

describe("schemas/", () => {
  const files = readdirSync("schemas").filter((f) => f.endsWith(".schema.json"));

  it("has a schema for each kind of config file", () => {
    expect(files.sort()).toEqual([
      "app.schema.json",
      "dashboard.schema.json",
      "errors.schema.json",
      "extension.schema.json",
      "module-errors.schema.json",
      "module.schema.json",
      "resource.schema.json",
      "roles.schema.json",
      "routes.schema.json",
    ]);
  });

  it.each(files)("%s describes every property", (file) => {
    const schema = JSON.parse(readFileSync(`schemas/${file}`, "utf8"));
    expect(schema.description).toBeTruthy();
    expect(undescribed(schema, file + "#", [])).toEqual([]);
  });
});
