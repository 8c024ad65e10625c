import { App } from "antd";
import type { TimetableLesson } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { reasonOf } from "./server-error.js";
import { timetableTexts as tx } from "./texts.js";
import { useRefreshTimetable } from "./use-timetable-query.js";

/**
 * Deletes a lesson or an open slot after asking: 删除成功 and a fresh timetable, or the server's
 * reason (a slot taken meanwhile, a lesson already gone).
 */
export function useDeleteLesson(): (lesson: TimetableLesson) => void {
  const api = useScheduleApi();
  const { message, modal } = App.useApp();
  const refresh = useRefreshTimetable();
  return (lesson) => {
    modal.confirm({
      title: lesson.status === 2 ? tx.confirmDeleteSlot : tx.confirmDelete,
      content: `${lesson.date} ${lesson.range} ${lesson.teacher}${lesson.student ? ` · ${lesson.student}` : ""}`,
      okText: tx.ok,
      okButtonProps: { danger: true },
      cancelText: tx.cancel,
      onOk: async () => {
        try {
          await api.deleteLesson(lesson.id);
          void message.success(tx.deleted);
          refresh();
        } catch (error) {
          void message.error(reasonOf(error) ?? tx.deleteFailed);
        }
      },
    });
  };
}
