import type { ResourceConfig, RowCondition } from "../../src/types/generated/resource.js";
import { whenMismatch } from "../../src/common/custom-actions.js";
import { AppError } from "../plugins/errors.js";
import type { Row } from "./codec.js";
import { labelField } from "./columns.js";
import { localize } from "../../src/common/i18n.js";

/** The row's value of a field as users read it: an option's label, else the value. */
function shown(res: ResourceConfig, field: string, value: unknown): string {
  const option = res.record.properties[field]?.options?.find((o) => o.value === value);
  return option ? localize(option.label) : value === null || value === undefined ? "空" : String(value);
}

/**
 * Refuses (409 with `code`) a row that does not fit a button's `when`, naming the row and its state:
 * `用户订单「DD…」当前订单状态为「已退款」，不能退款`. `what` is the button (退款, 修改, 删除).
 */
export function refuseUnlessFits(
  res: ResourceConfig,
  when: RowCondition | undefined,
  row: Row,
  what: string,
  code: number,
): void {
  const field = whenMismatch(when, row);
  if (field === undefined) return;
  const label = row[labelField(res)] ?? row.id;
  const title = localize(res.record.properties[field]?.title ?? field);
  const message = `${localize(res.title)}「${label}」当前${title}为「${shown(res, field, row[field])}」，不能${what}`;
  throw new AppError(code, 409, { field }, message);
}
