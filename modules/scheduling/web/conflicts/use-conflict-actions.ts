import { App } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useScheduleApi } from "../use-schedule-api.js";
import { auxHref } from "./paths.js";
import { refreshAfterWrite } from "./queries.js";
import { refusalText } from "./refusal-text.js";
import { conflictTexts as tx } from "./texts.js";

/**
 * The two ways out of a conflict, shared by the list's rows and the detail dialog: 辅助排课 opens
 * the conflict's own aux tab; 删除并通知 asks first, deletes the lesson (the server leaves every
 * staff account a notice) and refreshes the conflict screens. `done` runs after a deletion.
 */
export function useConflictActions() {
  const api = useScheduleApi();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const arrange = (id: number) => void navigate(auxHref(id));

  const deleteAndNotify = (id: number, done?: () => void) =>
    modal.confirm({
      title: tx.confirmTitle,
      content: tx.confirmDelete,
      okText: tx.ok,
      cancelText: tx.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.deleteAndNotify(id);
          void message.success(tx.deletedNotified);
          done?.();
        } catch (error) {
          void message.error(refusalText(error));
        }
        // Refreshed on failure too: a refusal usually means someone else got there first.
        await refreshAfterWrite(queryClient);
      },
    });

  return { arrange, deleteAndNotify };
}
