import type { ResourceConfig } from "../../../types/generated/resource.js";
import type { RouteConfig } from "../../../types/generated/routes.js";
import type { DesignedField } from "../types.js";

/** A new list page with one text field: the smallest config the server accepts, ready to extend. */
export function blankResource(name: string, title: string): ResourceConfig {
  return {
    $schema: "../../schemas/resource.schema.json",
    name,
    title,
    record: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string", title: "名称", maxLength: 50 } },
    },
    list: {
      columns: [{ field: "name" }],
      query: [{ field: "name", operator: "contains" }],
      actions: { create: true, edit: true, delete: true, export: true },
    },
    form: { fields: [{ field: "name" }] },
  };
}

/**
 * A copy of another resource under a new name and title: a new table of its own, so no field was
 * renamed from anything, and 新增 opens the copy's own form, not the original's page.
 */
export function copyResource(source: ResourceConfig, name: string, title: string): ResourceConfig {
  const copy = structuredClone(source);
  copy.name = name;
  copy.title = title;
  for (const field of Object.values(copy.record.properties) as DesignedField[]) delete field.renamedFrom;
  const create = copy.list.actions?.create;
  if (typeof create === "object" && create.to) {
    delete create.to;
    if (!create.label) copy.list.actions!.create = true;
  }
  return copy;
}

/** The menu entry of a new list page. */
export const pageRoute = (routeName: string, name: string, menuTitle: string, path = name): RouteConfig => ({
  path,
  name: routeName,
  component: `resource:${name}`,
  meta: { title: menuTitle, icon: "file-text" },
});
