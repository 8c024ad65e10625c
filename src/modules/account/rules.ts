import type { Rule } from "antd/es/form";
import { validatorPresets } from "../../common/validators.js";

/** The password preset (≥ 6 characters) as an antd form rule, shown as you type. */
export const passwordRule: Rule = {
  validator: async (_: unknown, v: string) => {
    if (v && !validatorPresets.password.test(v)) throw new Error(validatorPresets.password.message);
  },
};
