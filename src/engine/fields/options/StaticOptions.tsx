import type { ReactNode } from "react";
import type { EnumOption } from "../../../types/generated/resource.js";
import { encodeOption, type OptionsState } from "./options-state.js";
import { localize } from "../../../common/i18n.js";

/** A fixed list: searched in the browser once it is long enough to need it. */
export function StaticOptions({
  options,
  children,
}: {
  options: EnumOption[];
  children: (state: OptionsState) => ReactNode;
}) {
  return children({
    options: options.map((o) => ({ label: localize(o.label), value: encodeOption(o.value)! })),
    decode: (v) => options.find((o) => encodeOption(o.value) === v)?.value ?? v,
    showSearch: options.length > 8,
    optionFilterProp: "label",
  });
}
