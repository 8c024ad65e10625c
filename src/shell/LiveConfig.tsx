import { useEffect, useState } from "react";
import { App as AntdApp, Button, Typography } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { useWarnAboutChange } from "@refinedev/core";
import { useServices, useSession } from "../app/services-context.js";
import { fetchBootConfig } from "../app/boot-config.js";
import { followConfig, type ConfigAnnouncement } from "../app/live-config/follow-config.js";
import { t } from "../app/locale/zh-CN.js";

interface Problem {
  file: string;
  pointer: string;
  message: string;
}

const PENDING = "config-pending";
const REFUSED = "config-refused";

/**
 * Keeps the open page on the server's config (docs/architecture.md, "Browsers follow"): a new version is
 * fetched and the menu, routes and the open list re-render from it. A form with unsaved input is not
 * re-rendered under the user: a notice waits until it is saved or closed (or the user applies it now).
 * Administrators also see a refused change's problems, file#pointer and message, until it is fixed.
 */
export function LiveConfig() {
  const services = useServices();
  const { access } = useSession();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const queryClient = useQueryClient();
  const { notification, message } = AntdApp.useApp();
  const [announced, setAnnounced] = useState<ConfigAnnouncement | null>(null);

  useEffect(
    () => followConfig(`${services.boot.app.apiBase}/config/events`, setAnnounced),
    [services.boot.app.apiBase],
  );

  // A newer version: applied at once, or once no form holds unsaved input.
  const stale = announced !== null && announced.version !== services.boot.version;
  useEffect(() => {
    if (!stale) return;
    if (warnWhen) {
      notification.info({
        key: PENDING,
        // Bottom right: the top right holds the page's own buttons (the designer's 保存).
        placement: "bottomRight",
        message: t("config.pending"),
        description: t("config.pendingHint"),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={() => setWarnWhen(false)}>
            {t("config.applyNow")}
          </Button>
        ),
      });
      return;
    }
    let cancelled = false;
    void (async () => {
      const boot = await fetchBootConfig();
      if (cancelled) return;
      services.updateBoot(boot);
      notification.destroy(PENDING);
      // The route tree (menu, pages) and every cached config and list are read again.
      await services.loadSession();
      await queryClient.invalidateQueries();
      void message.info(t("config.updated"));
    })().catch(() => {
      // The server restarted mid-way: the stream's next announcement tries again.
    });
    return () => {
      cancelled = true;
    };
  }, [stale, announced, warnWhen, services, queryClient, notification, message, setWarnWhen]);

  // A refused change: its problems, for administrators, until a good version applies.
  const refused = access.admin && (announced?.problems ?? 0) > 0;
  useEffect(() => {
    if (!refused) return void notification.destroy(REFUSED);
    void services
      .http<{ problems: Problem[] }>("/config/status", { silent: true })
      .then(({ problems }) =>
        notification.warning({
          key: REFUSED,
          placement: "bottomRight",
          message: t("config.refused"),
          duration: 0,
          description: (
            <div data-testid="config-problems">
              {t("config.refusedHint")}
              <ul style={{ paddingLeft: 18, margin: "4px 0 0", maxHeight: 240, overflow: "auto" }}>
                {problems.map((p, i) => (
                  <li key={i}>
                    <Typography.Text code>{`${p.file}#${p.pointer}`}</Typography.Text> {p.message}
                  </li>
                ))}
              </ul>
            </div>
          ),
        }),
      )
      .catch(() => {});
  }, [refused, announced, services, notification]);

  return null;
}
