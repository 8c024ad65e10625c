import type { Rule } from "antd/es/form";
import { validatorPresets, type PresetName } from "../../../common/validators.js";

/** A validator preset (手机号, 邮箱) as a form rule shown as you type; an empty value passes (it clears the field). */
export const presetRule = (name: PresetName): Rule => ({
  validator: async (_: unknown, v: string) => {
    if (v && !validatorPresets[name].test(v)) throw new Error(validatorPresets[name].message);
  },
});
