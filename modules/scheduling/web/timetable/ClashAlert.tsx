import { Alert, Button } from "antd";
import { toLocale } from "../../../../src/common/i18n.js";
import "../../common/clash-reasons.js";
import type { ClashRefusal } from "./server-error.js";
import { timetableTexts as tx } from "./texts.js";

/** How many reasons a warning lists: enough to recognise the clash, short enough to read. */
export const FIRST_REASONS = 5;

/**
 * The reasons of the first few clashes, or the refusal's own reason when it lists none, in the page's
 * language (the server words the clashes it lists in Chinese, registry templates that read English).
 */
export function clashReasons(clash: ClashRefusal): string[] {
  // Each reason names its day and time already (「…」在该时段已有课程（11月28日 09:30-10:15…）).
  const reasons = clash.conflicts.map((c) => c.reason);
  return (reasons.length ? reasons : [clash.reason]).slice(0, FIRST_REASONS).map((reason) => toLocale(reason));
}

/**
 * Why a save was refused for a clash, with 仍然保存: the scheduler may book it anyway once they have
 * seen the reason, and the clash is then listed on 课程冲突 until someone resolves it.
 */
export function ClashAlert({ clash, saving, onAccept }: { clash: ClashRefusal; saving: boolean; onAccept(): void }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={tx.clashTitle}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {clashReasons(clash).map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      }
      action={
        <Button size="small" danger loading={saving} onClick={onAccept}>
          {tx.saveAnyway}
        </Button>
      }
    />
  );
}
