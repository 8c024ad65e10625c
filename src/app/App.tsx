import { useMemo } from "react";
import { BrowserRouter } from "react-router";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCNLocale from "antd/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { ServicesContext } from "./services-context.js";
import type { Services } from "./services.js";
import { AppRoutes } from "./router/AppRoutes.js";
import { NavigationBridge } from "./router/NavigationBridge.js";
import { LoadingOverlay } from "./LoadingOverlay.js";
import { createAuthProvider } from "./providers/auth-provider.js";
import { createDataProvider } from "./providers/data-provider.js";
import { createAccessControlProvider } from "./providers/access-control-provider.js";
import { createNotificationProvider } from "./providers/notification-provider.js";
import { createI18nProvider } from "./providers/i18n-provider.js";

dayjs.locale("zh-cn");

/** Refine with our providers; inside antd's <App> so messages use the app's theme. */
function RefineRoot({ services }: { services: Services }) {
  const { message } = AntdApp.useApp();
  const { app } = services.boot;
  const seconds = (app.messageDuration ?? 3000) / 1000;
  services.notify.error = (content) => void message.error({ content, duration: seconds, key: content });
  services.notify.success = (content) => void message.success({ content, duration: seconds });

  const providers = useMemo(
    () => ({
      authProvider: createAuthProvider(services),
      dataProvider: createDataProvider(services.http, app.apiBase),
      accessControlProvider: createAccessControlProvider(services.session),
      notificationProvider: createNotificationProvider(message, app.messageDuration ?? 3000),
      i18nProvider: createI18nProvider("zh-CN"),
    }),
    [services, message, app],
  );

  return (
    <Refine
      routerProvider={routerProvider}
      {...providers}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <NavigationBridge />
      <LoadingOverlay />
      <AppRoutes />
    </Refine>
  );
}

/** The whole browser app for one boot config. */
export function App({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={zhCNLocale}>
        <AntdApp>
          <BrowserRouter>
            <RefineRoot services={services} />
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </ServicesContext.Provider>
  );
}
