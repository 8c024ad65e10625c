import type { ComponentType } from "react";
import type { ColumnRender } from "../../types/generated/resource.js";
import type { CellProps } from "./cell-props.js";
import { TextCell } from "./TextCell.js";
import { NumberCell } from "./NumberCell.js";
import { MoneyCell } from "./MoneyCell.js";
import { TagCell } from "./TagCell.js";
import { DateCell } from "./DateCell.js";
import { DateTimeCell } from "./DateTimeCell.js";
import { BooleanCell } from "./BooleanCell.js";
import { ImageCell } from "./ImageCell.js";
import { LinkCell } from "./LinkCell.js";
import { RelationCell } from "./RelationCell.js";
import { FileCell } from "./FileCell.js";
import { HtmlCell } from "./HtmlCell.js";
import { ImagesCell } from "./ImagesCell.js";
import { extensionComponent } from "../extension-registry.js";
import "../load-extensions.js";

/**
 * The column renderers by `render` type. Typed over the schema's union, so a type added to
 * the schema without a renderer here does not compile.
 */
export const cellRenderers: Record<ColumnRender, ComponentType<CellProps>> = {
  text: TextCell,
  number: NumberCell,
  money: MoneyCell,
  tag: TagCell,
  date: DateCell,
  datetime: DateTimeCell,
  boolean: BooleanCell,
  image: ImageCell,
  link: LinkCell,
  relation: RelationCell,
  file: FileCell,
  html: HtmlCell,
  images: ImagesCell,
};

/** The renderer of a type written in config (a built-in, else an extension's), or undefined when there is none. */
export const cellRendererFor = (type: string): ComponentType<CellProps> | undefined =>
  Object.hasOwn(cellRenderers, type) ? cellRenderers[type as ColumnRender] : extensionComponent("renderer", type);
