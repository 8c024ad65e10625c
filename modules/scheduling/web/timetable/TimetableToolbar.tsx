import { Button, Flex, Segmented, Space, Typography } from "antd";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Can } from "../../../../src/app/access/Can.js";
import { monthRange, shift, weekRange } from "../../common/index.js";
import { shownDate, shownMonth } from "../shown-dates.js";
import { Legend } from "./Legend.js";
import { OptionSelect } from "./OptionSelect.js";
import { timetableTexts as tx } from "./texts.js";
import { ALL_CAMPUSES, todayText, type TimetableView } from "./timetable-params.js";
import type { SelectOption } from "../../../../src/app/use-option-list.js";
import { WRITE_RULE } from "./use-permissions.js";
import { useTimeZone } from "../../../../src/app/locale/business-time.js";

/** The campus select's value for every campus (campus ids start at 1). */
const ALL = 0;

interface Props {
  view: TimetableView;
  /** The campus the answer shows when the view names none (the server's default); null: every campus. */
  shownCampus?: number | null;
  onChange(patch: Partial<TimetableView>): void;
  onSingle(): void;
  onBatch(): void;
  /** The filtered student's name, when the timetable knows it (the student list answers 50 at most). */
  studentName?: string;
}

/**
 * The header's range: `2026年11月23日 - 2026年11月29日` for a week, `2026年11月` for a month (in
 * English `Nov 23, 2026 - Nov 29, 2026` and `November 2026`).
 */
export function rangeTitle(view: Pick<TimetableView, "mode" | "date">): string {
  if (view.mode === "month") return shownMonth(monthRange(view.date).start);
  const { start, end } = weekRange(view.date);
  return `${shownDate(start)} - ${shownDate(end)}`;
}

/**
 * The timetable's controls: week or month, paging, today, the range shown, the filters, whose rows
 * the week has, and the scheduling buttons (WRITE only). Every choice goes into the address.
 */
export function TimetableToolbar({ view, shownCampus, onChange, onSingle, onBatch, studentName }: Props) {
  const zone = useTimeZone();
  const week = view.mode === "week";
  const page = (step: number) => onChange({ date: shift(view.date, view.mode, step) });
  const known: SelectOption[] | undefined =
    view.student_id && studentName ? [{ value: view.student_id, label: studentName }] : undefined;
  // 全部校区 is the select's option 0; a campus of the view, else the one the answer shows.
  const campus = view.campus_id ?? (shownCampus === null ? ALL_CAMPUSES : shownCampus);
  const campusId = typeof campus === "number" ? campus : undefined;

  return (
    <Flex vertical gap={12} style={{ marginBottom: 12 }}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Space wrap>
          <Segmented
            value={view.mode}
            onChange={(mode) => onChange({ mode: mode as TimetableView["mode"] })}
            options={[
              { value: "week", label: tx.week },
              { value: "month", label: tx.month },
            ]}
          />
          <Button icon={<LeftOutlined />} onClick={() => page(-1)}>
            {week ? tx.prevWeek : tx.prevMonth}
          </Button>
          <Button onClick={() => onChange({ date: todayText(zone) })}>{tx.today}</Button>
          <Button onClick={() => page(1)} icon={<RightOutlined />} iconPosition="end">
            {week ? tx.nextWeek : tx.nextMonth}
          </Button>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="timetable-range">
            {rangeTitle(view)}
          </Typography.Text>
        </Space>
        <Can rule={WRITE_RULE}>
          <Space>
            <Button type="primary" onClick={onSingle}>
              {tx.single}
            </Button>
            <Button onClick={onBatch}>{tx.batch}</Button>
          </Space>
        </Can>
      </Flex>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Space wrap>
          <OptionSelect
            id="timetable-campus"
            source="campus"
            placeholder={tx.campus}
            aria-label={tx.campus}
            style={{ width: 160 }}
            first={[{ value: ALL, label: tx.allCampuses }]}
            value={campus === ALL_CAMPUSES ? ALL : campus}
            onChange={(id) =>
              onChange({ campus_id: id ? id : ALL_CAMPUSES, teacher_id: undefined, student_id: undefined })
            }
          />
          <OptionSelect
            id="timetable-teacher"
            source="teacher"
            allowClear
            campusId={campusId}
            placeholder={tx.teacher}
            aria-label={tx.teacher}
            style={{ width: 140 }}
            value={view.teacher_id}
            onChange={(teacher_id) => onChange({ teacher_id })}
          />
          <OptionSelect
            id="timetable-student"
            source="student"
            allowClear
            campusId={campusId}
            placeholder={tx.student}
            aria-label={tx.student}
            style={{ width: 160 }}
            known={known}
            value={view.student_id}
            onChange={(student_id) => onChange({ student_id })}
          />
          {week && (
            <Segmented
              value={view.by}
              onChange={(by) => onChange({ by: by as TimetableView["by"] })}
              options={[
                { value: "teacher", label: tx.byTeacher },
                { value: "student", label: tx.byStudent },
              ]}
            />
          )}
        </Space>
        <Legend />
      </Flex>
    </Flex>
  );
}
