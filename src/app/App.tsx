import { BrowserRouter } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCNLocale from "antd/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { ServicesContext, useServices } from "./services-context.js";
import type { Services } from "./services.js";
import { AppRoutes } from "./router/AppRoutes.js";
import { NavigationBridge } from "./router/NavigationBridge.js";
import { LoadingOverlay } from "./LoadingOverlay.js";

dayjs.locale("zh-cn");

/** Routes the services' toasts through antd's <App> so they follow the app's theme. */
function NotifyBridge() {
  const services = useServices();
  const { message } = AntdApp.useApp();
  const seconds = (services.boot.app.messageDuration ?? 3000) / 1000;
  services.notify.error = (content) => void message.error({ content, duration: seconds, key: content });
  services.notify.success = (content) => void message.success({ content, duration: seconds });
  return null;
}

/** The whole browser app for one boot config. */
export function App({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={zhCNLocale}>
        <AntdApp>
          <BrowserRouter>
            <NotifyBridge />
            <NavigationBridge />
            <LoadingOverlay />
            <AppRoutes />
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </ServicesContext.Provider>
  );
}
