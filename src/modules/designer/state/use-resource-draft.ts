import { useCallback } from "react";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import { useDesigner } from "../designer-context.js";
import { resourcePath, resourceNames } from "./paths.js";
import { edited } from "./record-edits.js";

/** Whether a draft has the shape the form tabs edit (the JSON tab can leave it otherwise). */
export function isEditable(value: unknown): value is ResourceConfig {
  const c = value as ResourceConfig | null;
  return (
    !!c &&
    typeof c === "object" &&
    typeof c.record?.properties === "object" &&
    c.record.properties !== null &&
    Array.isArray(c.list?.columns) &&
    (c.form === undefined || Array.isArray(c.form?.fields))
  );
}

/**
 * One resource's draft: its config as edited, as saved (for `renamedFrom`), and the one way to
 * change it, a recipe applied to a copy.
 */
export function useResourceDraft(name: string) {
  const { draft } = useDesigner();
  const path = resourcePath(name);
  const config = draft.valueOf(path) as ResourceConfig;
  const saved = draft.base.files[path] as ResourceConfig | undefined;
  const { setFile, updateFile } = draft;
  const update = useCallback(
    (recipe: (c: ResourceConfig) => void) => updateFile(path, (c) => edited(c as ResourceConfig, recipe)),
    [path, updateFile],
  );
  return { path, config, saved, update, replace: (next: ResourceConfig) => setFile(path, next) };
}

export type ResourceDraft = ReturnType<typeof useResourceDraft>;

/** The resources of the draft (new ones included, removed ones not). */
export function useResourceNames(): string[] {
  return resourceNames(useDesigner().draft.files);
}
