import type { QueryField, ResourceConfig } from "../../types/generated/resource.js";
import { recordField } from "../config/record-field.js";
import { describeProblem, unknownWidget } from "../config/resource-file.js";
import { defaultPlaceholder } from "../config/placeholder.js";
import { et } from "../texts.js";
import type { ResolvedField } from "../types.js";
import { defaultQueryWidget } from "./default-query-widget.js";
import { queryWidgetFor } from "./registry.js";
import { localize } from "../../common/i18n.js";

/** A query form field with the operator the server applies to it. */
export type QueryFieldResolved = ResolvedField & { operator: QueryField["operator"] };

/** The query form's fields from `list.query`; an unknown field or widget carries its problem. */
export function resolveQueryFields(config: ResourceConfig): QueryFieldResolved[] {
  return (config.list.query ?? []).map((query, i) => {
    const pointer = `/list/query/${i}`;
    const record = recordField(config, query.field) ?? { type: "string", title: query.field };
    const widget = query.widget ?? defaultQueryWidget(query, record);
    const label = localize(query.label ?? record.title);
    const problem = !recordField(config, query.field)
      ? { pointer: `${pointer}/field`, message: et("unknownField", { field: query.field }) }
      : queryWidgetFor(widget)
        ? undefined
        : unknownWidget(`${pointer}/widget`, widget);
    return {
      name: query.field,
      label,
      record,
      required: false,
      widget,
      pointer,
      operator: query.operator,
      props: query.props,
      placeholder: query.placeholder !== undefined ? localize(query.placeholder) : defaultPlaceholder(widget, label),
      problem: problem && describeProblem(config.name, problem),
    };
  });
}
