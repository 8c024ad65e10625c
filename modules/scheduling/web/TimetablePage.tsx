import { useState } from "react";
import { Alert, Button, Card, Spin, theme } from "antd";
import type { TimetableLesson } from "./api.js";
import { BatchDialog } from "./timetable/BatchDialog.js";
import { LessonPopover } from "./timetable/LessonPopover.js";
import { MonthGrid } from "./timetable/MonthGrid.js";
import { SingleDialog } from "./timetable/SingleDialog.js";
import { SlotMenu } from "./timetable/SlotMenu.js";
import { TimetableToolbar } from "./timetable/TimetableToolbar.js";
import { WeekGrid, type ActiveChip } from "./timetable/WeekGrid.js";
import { dialogFromSlot, studentNameIn, type DialogRequest } from "./timetable/dialog-request.js";
import { timetableCss } from "./timetable/timetable-css.js";
import { todayText, toQuery } from "./timetable/timetable-params.js";
import { timetableTexts as tx } from "./timetable/texts.js";
import { useDeleteLesson } from "./timetable/use-delete-lesson.js";
import { usePermissions } from "./timetable/use-permissions.js";
import { useRefreshTimetable, useTimetableQuery } from "./timetable/use-timetable-query.js";
import { useTimetableView } from "./timetable/use-timetable-view.js";
import { useTimeZone } from "../../../src/app/locale/business-time.js";

/**
 * 课程管理 (`scheduling/Timetable`, spec §2 "Course scheduling timetable", design.md §8): the week or
 * month timetable of lessons and open slots, with single and batch scheduling, 调课 and deletion.
 * The view lives in the address, so a reload or a shared link shows the same week and filters.
 */
export default function TimetablePage() {
  const { token } = theme.useToken();
  const [view, update] = useTimetableView();
  const timetable = useTimetableQuery(toQuery(view));
  const refresh = useRefreshTimetable();
  const allowed = usePermissions();
  const remove = useDeleteLesson();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const today = todayText(useTimeZone());
  const data = timetable.data;

  const close = (id: number) => setActiveId((current) => (current === id ? null : current));
  // The dialogs start in the campus shown (of the filter, or the server's default); the user may choose another.
  const shownCampus = typeof view.campus_id === "number" ? view.campus_id : (data?.campus_id ?? undefined);
  const fromFilter = { context: {}, initial: { campus_id: view.campus_id === "all" ? undefined : shownCampus } };
  const slotActions = {
    single: (slot: TimetableLesson) => setDialog(dialogFromSlot("single", slot)),
    batch: (slot: TimetableLesson) => setDialog(dialogFromSlot("batch", slot)),
    remove,
  };
  const active: ActiveChip | null =
    activeId === null
      ? null
      : {
          id: activeId,
          wrap: (lesson, chip) =>
            lesson.status === 2 && (allowed.write || allowed.remove) ? (
              <SlotMenu
                slot={lesson}
                chip={chip}
                actions={slotActions}
                allowed={allowed}
                onClose={() => close(lesson.id)}
              />
            ) : (
              <LessonPopover
                lesson={lesson}
                chip={chip}
                allowed={allowed}
                onRemove={remove}
                onMoved={() => {
                  close(lesson.id);
                  refresh();
                }}
                onClose={() => close(lesson.id)}
              />
            ),
        };
  const saved = () => {
    setDialog(null);
    refresh();
  };

  return (
    <Card className="omo-timetable">
      <style>{timetableCss(token)}</style>
      <TimetableToolbar
        view={view}
        shownCampus={data?.campus_id}
        onChange={(patch) => {
          setActiveId(null);
          update(patch);
        }}
        onSingle={() => setDialog({ kind: "single", ...fromFilter })}
        onBatch={() => setDialog({ kind: "batch", ...fromFilter })}
        studentName={data && view.student_id ? studentNameIn(data, view.student_id) : undefined}
      />
      {timetable.isError && !data ? (
        <Alert
          type="error"
          showIcon
          message={tx.loadFailed}
          action={<Button onClick={() => void timetable.refetch()}>{tx.retry}</Button>}
        />
      ) : (
        <Spin spinning={timetable.isFetching}>
          {data?.mode === "week" && view.mode === "week" && (
            <WeekGrid data={data} by={view.by} today={today} active={active} onPick={(l) => setActiveId(l.id)} />
          )}
          {data?.mode === "month" && view.mode === "month" && (
            <MonthGrid
              data={data}
              date={view.date}
              today={today}
              onPickDay={(date) => update({ mode: "week", date })}
            />
          )}
          {(!data || data.mode !== view.mode) && <div style={{ minHeight: 240 }} />}
        </Spin>
      )}
      {dialog?.kind === "single" && (
        <SingleDialog
          initial={dialog.initial}
          context={dialog.context}
          known={dialog.known}
          onClose={() => setDialog(null)}
          onDone={saved}
        />
      )}
      {dialog?.kind === "batch" && (
        <BatchDialog
          initial={dialog.initial}
          context={dialog.context}
          known={dialog.known}
          onClose={() => setDialog(null)}
          onDone={saved}
        />
      )}
    </Card>
  );
}
