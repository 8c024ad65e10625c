import { et } from "../texts.js";

const choiceWidgets = new Set(["select", "multiSelect", "radio", "switch", "date", "datetime", "dateRange", "time", "upload"]);

/** `请选择<label>` for widgets that pick, `请输入<label>` for those that take typing. */
export const defaultPlaceholder = (widget: string, label: string) =>
  et(choiceWidgets.has(widget) ? "selectPlaceholder" : "inputPlaceholder", { label });
