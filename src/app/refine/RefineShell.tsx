import { useMemo, type ReactNode } from "react";
import { Refine } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { useServices } from "../services-context.js";
import { createAuthProvider } from "../providers/auth-provider.js";
import { createDataProvider } from "../providers/data-provider.js";
import { createAccessControlProvider } from "../providers/access-control-provider.js";
import { createNotificationProvider } from "../providers/notification-provider.js";
import { createI18nProvider } from "../providers/i18n-provider.js";
import { guardedRouterProvider } from "./router-provider.js";

/**
 * Refine with our providers, around the shell only: the public pages (login, register,
 * 403, 404) do not need it, so the login route does not download it.
 */
export function RefineShell({ children }: { children: ReactNode }) {
  const services = useServices();
  const { message } = AntdApp.useApp();
  const { app } = services.boot;
  const providers = useMemo(
    () => ({
      authProvider: createAuthProvider(services),
      dataProvider: createDataProvider(services.http, app.apiBase),
      accessControlProvider: createAccessControlProvider(services.session),
      notificationProvider: createNotificationProvider(message, app.messageDuration ?? 3000),
      i18nProvider: createI18nProvider(),
    }),
    [services, message, app],
  );

  return (
    <Refine
      routerProvider={guardedRouterProvider}
      {...providers}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      {children}
    </Refine>
  );
}
