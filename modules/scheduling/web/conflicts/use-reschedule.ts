import { useState } from "react";
import { App } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import type { Lesson } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { refreshAfterWrite } from "./queries.js";
import { refusalText } from "./refusal-text.js";
import { fill, conflictTexts as tx } from "./texts.js";

/**
 * Moving a conflict's lesson to a free time chosen on the aux page: asked first, then sent. On
 * success `moved` holds the lesson at its new time (the conflict is resolved). A refusal, such as
 * 15033 when someone took the time meanwhile, says why and reloads the free times.
 */
export function useReschedule(id: number) {
  const api = useScheduleApi();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [moved, setMoved] = useState<Lesson | null>(null);

  const pick = (date: string, time: string) =>
    modal.confirm({
      title: tx.confirmTitle,
      content: fill(tx.confirmMove, { date, time }),
      okText: tx.ok,
      cancelText: tx.cancel,
      onOk: async () => {
        try {
          const lesson = await api.reschedule(id, date, time);
          void message.success(tx.moved);
          setMoved(lesson);
        } catch (error) {
          void message.error(refusalText(error));
        }
        // Either way the week has changed: the lesson moved, or someone else's did.
        await refreshAfterWrite(queryClient);
      },
    });

  return { moved, pick };
}
