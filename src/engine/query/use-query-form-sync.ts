import { useEffect } from "react";
import type { CrudFilter } from "@refinedev/core";
import type { FormInstance } from "antd";
import type { QueryFieldResolved } from "./resolve-query-fields.js";
import { toQueryValues } from "./to-query-values.js";

/**
 * Keeps the query form showing the list's filters: those of a reloaded URL or a shared link,
 * and none after a menu click resets the list. Refine fills the form once, with the URL's raw
 * text (refinedev/refine#4755, #5981), so this must run after useTable's own effect: call it
 * after useTable, in the same component.
 */
export function useQueryFormSync(form: FormInstance | undefined, fields: QueryFieldResolved[], filters: CrudFilter[]) {
  useEffect(() => {
    form?.setFieldsValue(toQueryValues(fields, filters));
  }, [form, fields, filters]);
}
