import { useQuery } from "@tanstack/react-query";
import { Alert, Col } from "antd";
import { getLocale } from "../../../../src/common/i18n.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { fill, timetableTexts as tx } from "./texts.js";
import { CAMPUS_HOURS_KEY } from "./use-timetable-query.js";

/** Hours as the staff read them: `1,234.5`. */
export const hoursText = (hours: number) => hours.toLocaleString(getLocale(), { maximumFractionDigits: 2 });

interface Props {
  /** The campus the dialog books in, when it knows it (the timetable's campus filter, an open slot). */
  campusId?: number;
  /** Otherwise the chosen teacher's campus. */
  teacherId?: number;
  /** What the lesson being scheduled costs (a single lesson); a batch shows its total in its preview. */
  cost?: number;
}

/**
 * 校区课时余额 in a scheduling dialog: what the lesson's campus has left, since every lesson scheduled
 * there spends its length in hours and the server refuses one the campus cannot pay for (15021).
 */
export function CampusHours({ campusId, teacherId, cost }: Props) {
  const api = useScheduleApi();
  const query = campusId ? { campus_id: campusId } : teacherId ? { teacher_id: teacherId } : null;
  const hours = useQuery({
    queryKey: [...CAMPUS_HOURS_KEY, query],
    queryFn: () => api.campusHours(query!),
    enabled: query !== null,
    retry: false,
  });
  const balance = hours.data?.hours_balance;
  // A campus that keeps no hours (or an answer not yet in) shows nothing rather than a wrong number.
  if (query && typeof balance !== "number") return null;
  const short = typeof balance === "number" && cost !== undefined && cost > balance;
  const parts =
    typeof balance === "number"
      ? [fill(tx.hoursLeft, { campus: hours.data!.campus, hours: hoursText(balance) })]
      : [tx.hoursUnknown];
  if (typeof balance === "number" && cost !== undefined) parts.push(fill(tx.lessonCost, { hours: hoursText(cost) }));
  if (short) parts.push(tx.hoursShort);
  return (
    <Col span={24}>
      <Alert
        role="status"
        aria-label={tx.campusHours}
        type={short ? "warning" : "info"}
        showIcon
        style={{ marginBottom: 16 }}
        message={fill(tx.labelled, { label: tx.campusHours, value: parts.join(tx.separator) })}
      />
    </Col>
  );
}
