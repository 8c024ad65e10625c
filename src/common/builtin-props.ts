import type { ExtensionKind } from "../types/generated/extension.js";

/** The kinds of extension with a component in the browser (an action's handler lives on the server). */
export type ComponentKind = Exclude<ExtensionKind, "action">;

/**
 * The JSON Schema fragments of the built-in renderers and widgets that take per-column `props`, checked at
 * every config check exactly like an extension's `propsSchema`. A built-in missing here takes no props.
 */
export const builtinPropsSchemas: Record<ComponentKind, Record<string, Record<string, unknown>>> = {
  renderer: {
    money: {
      type: "object",
      additionalProperties: false,
      properties: {
        symbol: { type: "string", maxLength: 3, description: "货币符号，默认 ¥（`US$` 最多3个字符）" },
        digits: { type: "integer", minimum: 0, maximum: 4, description: "小数位数，默认 2" },
      },
    },
    image: {
      type: "object",
      additionalProperties: false,
      properties: {
        size: { type: "integer", minimum: 16, maximum: 200, description: "缩略图边长（像素），默认 40" },
      },
    },
    images: {
      type: "object",
      additionalProperties: false,
      properties: {
        max: { type: "integer", minimum: 1, maximum: 10, description: "显示的缩略图张数，其余显示为 +N，默认 3" },
        size: { type: "integer", minimum: 16, maximum: 200, description: "缩略图边长（像素），默认 40" },
      },
    },
    html: {
      type: "object",
      additionalProperties: false,
      properties: {
        max: { type: "integer", minimum: 10, maximum: 500, description: "摘要的字数，默认 60" },
      },
    },
  },
  widget: {},
  queryWidget: {},
};
