import type { NotificationProvider } from "@refinedev/core";
import type { MessageInstance } from "antd/es/message/interface";

/** Refine's notifications as antd messages (spec §9: they last app.messageDuration ms). */
export function createNotificationProvider(message: MessageInstance, durationMs: number): NotificationProvider {
  const seconds = durationMs / 1000;
  return {
    open({ key, message: title, description, type }) {
      const content = description || title;
      if (type === "success") void message.success({ key, content, duration: seconds });
      else if (type === "error") void message.error({ key, content, duration: seconds });
      else void message.loading({ key, content, duration: seconds });
    },
    close(key) {
      message.destroy(key);
    },
  };
}
