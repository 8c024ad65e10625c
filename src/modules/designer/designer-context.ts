import { createContext, useContext } from "react";
import type { Draft } from "./state/use-draft.js";
import type { DesignerApi } from "./api.js";
import type { SchemaSet } from "./types.js";

/** What every part of the designer shares: the draft over the saved files, the schemas, the API. */
export interface DesignerValue {
  draft: Draft;
  schemas: SchemaSet | undefined;
  api: DesignerApi;
  /** The module each of its files comes from (FilesAnswer.modules). */
  modules: Record<string, string>;
}

export const DesignerContext = createContext<DesignerValue | null>(null);

export function useDesigner(): DesignerValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error("useDesigner: render inside the page designer");
  return value;
}
