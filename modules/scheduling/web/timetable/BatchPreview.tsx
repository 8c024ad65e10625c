import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import type { BatchLessons } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { hoursText } from "./CampusHours.js";
import { clashReasons } from "./ClashAlert.js";
import { reasonOf } from "./server-error.js";
import { fill, timetableTexts as tx } from "./texts.js";
import { useSettled } from "../../../../src/app/use-settled.js";

/** How long the form must rest before the server is asked again. */
const PAUSE_MS = 400;

/**
 * What the batch would book, asked of the server once the plan is complete and the user pauses:
 * `将排 N 节课` and, when some clash, how many and why (design.md §8: the conflict count shows before
 * saving). The server computes it with the same rules as the save, so the two never disagree.
 */
export function BatchPreview({ body }: { body: BatchLessons | null }) {
  const api = useScheduleApi();
  const settled = useSettled(JSON.stringify(body), PAUSE_MS);
  const plan = JSON.parse(settled) as BatchLessons | null;
  const preview = useQuery({
    queryKey: ["scheduling", "batch-preview", settled],
    queryFn: () => api.previewBatch(plan!),
    enabled: plan !== null,
    retry: false,
  });

  if (!body || !plan) return null;
  if (preview.isError) return <Alert type="error" showIcon message={reasonOf(preview.error) ?? tx.previewFailed} />;
  if (!preview.data) return <Alert type="info" showIcon message={tx.previewing} />;
  const { count, conflict_count, conflicts, hours, hours_balance, campus } = preview.data;
  // The campus pays for every lesson of the batch at once, or the save is refused (15021).
  const short = typeof hours_balance === "number" && hours > hours_balance;
  return (
    <Alert
      type={conflict_count > 0 || short ? "warning" : "info"}
      showIcon
      message={
        <>
          {fill(tx.previewCount, { count })}
          {typeof hours === "number" && (
            <span>
              {tx.separator}
              {fill(tx.previewHours, { hours: hoursText(hours) })}
            </span>
          )}
        </>
      }
      description={
        (conflict_count > 0 || short) && (
          <>
            {short && (
              <div>
                {fill(tx.previewShort, {
                  campus: campus ?? "",
                  balance: hoursText(hours_balance!),
                  hours: hoursText(hours),
                })}
              </div>
            )}
            {conflict_count > 0 && (
              <>
                <div>{fill(tx.previewConflicts, { count: conflict_count })}</div>
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {clashReasons({ reason: "", conflicts, conflictCount: conflict_count }).map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )
      }
    />
  );
}
