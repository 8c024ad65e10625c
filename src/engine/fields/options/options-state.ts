import type { SelectProps } from "antd";

type Raw = string | number;

/** What an option source hands its select or radio group. */
export type OptionsState = Pick<
  SelectProps,
  "loading" | "onSearch" | "showSearch" | "filterOption" | "optionFilterProp"
> & {
  options: { label: string; value: Raw }[];
  /** antd selects take text or numbers: 是/否 options travel as "true"/"false" and come back here. */
  decode?: (value: Raw) => unknown;
};

/** A value as the select holds it (booleans as text). */
export const encodeOption = (v: unknown): Raw | undefined =>
  typeof v === "boolean" ? String(v) : (v as Raw | undefined);

/** A value the select handed back, in the field's own type. */
export const decodeOption = (state: OptionsState, v: unknown): unknown =>
  state.decode && (typeof v === "string" || typeof v === "number") ? state.decode(v) : v;
