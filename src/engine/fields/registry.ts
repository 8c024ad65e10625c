import type { FieldWidget } from "../../types/generated/resource.js";
import type { Widget } from "../types.js";
import { InputWidget } from "./InputWidget.js";
import { PasswordWidget } from "./PasswordWidget.js";
import { TextareaWidget } from "./TextareaWidget.js";
import { NumberWidget } from "./NumberWidget.js";
import { SelectWidget } from "./SelectWidget.js";
import { MultiSelectWidget } from "./MultiSelectWidget.js";
import { RadioWidget } from "./RadioWidget.js";
import { SwitchWidget } from "./SwitchWidget.js";
import { DateWidget } from "./DateWidget.js";
import { DateTimeWidget } from "./DateTimeWidget.js";
import { DateRangeWidget } from "./DateRangeWidget.js";
import { TimeWidget } from "./TimeWidget.js";
import { UploadWidget } from "./UploadWidget.js";
import { FileWidget } from "./FileWidget.js";
import { RichTextWidget } from "./RichTextWidget.js";
import { TreeSelectWidget } from "./TreeSelectWidget.js";
import { ImagesWidget } from "./ImagesWidget.js";
import { extensionComponent } from "../extension-registry.js";
import "../load-extensions.js";

/**
 * The form's field widgets by `widget` type. Typed over the schema's union, so a type added to
 * the schema without a widget here does not compile.
 */
export const fieldWidgets: Record<FieldWidget, Widget> = {
  input: InputWidget,
  password: PasswordWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  select: SelectWidget,
  multiSelect: MultiSelectWidget,
  radio: RadioWidget,
  switch: SwitchWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  dateRange: DateRangeWidget,
  time: TimeWidget,
  upload: UploadWidget,
  file: FileWidget,
  richText: RichTextWidget,
  treeSelect: TreeSelectWidget,
  images: ImagesWidget,
};

/** The widget of a type written in config (a built-in, else an extension's), or undefined when there is none. */
export const fieldWidgetFor = (type: string): Widget | undefined =>
  Object.hasOwn(fieldWidgets, type) ? fieldWidgets[type as FieldWidget] : extensionComponent("widget", type);
