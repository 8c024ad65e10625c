import { useMemo, type ReactNode } from "react";
import { Form } from "antd";
import type { ResolvedField } from "../../types.js";
import { optionSourceOf } from "./option-source.js";
import type { OptionsState } from "./options-state.js";
import { StaticOptions } from "./StaticOptions.js";
import { ResourceOptions } from "./ResourceOptions.js";
import { UrlOptions } from "./UrlOptions.js";

/** Watches the field depended on; a component of its own so fields without one watch nothing. */
function ParentValue({ name, children }: { name: string; children: (parent: { value: unknown }) => ReactNode }) {
  const form = Form.useFormInstance();
  // `preserve`: the field may have no item of its own here (an inline editor holds the row's values).
  const value: unknown = Form.useWatch(name, { form, preserve: true });
  return children({ value });
}

/** A React key for a parent's value; a multiple select's array keys by its content. */
const parentKey = (value: unknown) => JSON.stringify(value ?? null);

interface Props {
  field: ResolvedField;
  value: unknown;
  children: (state: OptionsState) => ReactNode;
}

/** The options of a select or radio field, from whichever source its config names. */
export function FieldOptions({ field, value, children }: Props) {
  const source = useMemo(() => optionSourceOf(field), [field]);
  if (source.kind === "static") return <StaticOptions options={source.options}>{children}</StaticOptions>;
  const render = (parent?: { value: unknown }) =>
    source.kind === "resource" ? (
      // Keyed by the parent's value: another parent starts afresh, so the select forgets
      // the options it kept for the value picked under the old one (a room of another campus).
      <ResourceOptions key={parent ? parentKey(parent.value) : undefined} source={source} value={value} parent={parent}>
        {children}
      </ResourceOptions>
    ) : (
      <UrlOptions source={source} parent={parent}>
        {children}
      </UrlOptions>
    );
  const dependsOn = field.form?.dependsOn;
  return dependsOn ? <ParentValue name={dependsOn}>{render}</ParentValue> : render();
}
