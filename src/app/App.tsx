import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { ConfigProvider, message as antdMessage } from "antd";
import { Provider as MotionProvider } from "rc-motion";
// The ES build, not antd/locale (CommonJS): it shares the modules the components already import.
import zhCNLocale from "antd/es/locale/zh_CN";
import type { Locale } from "antd/es/locale";
import { ServicesContext, useServices } from "./services-context.js";
import type { Services } from "./services.js";
import { AppRoutes } from "./router/AppRoutes.js";
import { NavigationBridge } from "./router/NavigationBridge.js";
import { themes } from "../shell/settings/themes.js";

/**
 * Routes the services' toasts through a message holder inside the ConfigProvider, so they
 * follow its locale and theme. Only the message hook, not antd's <App>: <App> also brings
 * Modal and notification, which the login route does not need; the shell adds <App> itself.
 * What was said before it was in (services.heldNotices) is said when it is.
 */
function NotifyBridge() {
  const services = useServices();
  const [message, holder] = antdMessage.useMessage();
  const seconds = (services.boot.app.messageDuration ?? 3000) / 1000;
  services.notify.error = (content) => void message.error({ content, duration: seconds, key: content });
  services.notify.success = (content) => void message.success({ content, duration: seconds });
  useEffect(() => {
    for (const { kind, message: text } of services.heldNotices.splice(0)) services.notify[kind](text);
  }, [services]);
  return holder;
}

/**
 * antd's motion (fades, slides, zooms) off for a user whose system asks for reduced motion: dialogs,
 * drawers and menus appear and go at once. Through the motion provider antd itself wraps its
 * components in, not the theme's motion token: a token changes the theme's hash, and every style would
 * be built in the browser instead of coming from the prebuilt sheet. Read once at boot.
 */
const reducedMotion = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The whole browser app for one boot config. The login and register pages, outside the shell, take
 * the default theme's readable tokens (antd's own blue, #1677ff, is 4.1:1 on white); the shell sets
 * the chosen theme over them.
 */
export function App({ services, antdLocale = zhCNLocale }: { services: Services; antdLocale?: Locale }) {
  return (
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={antdLocale} theme={themes.default.antd}>
        <MotionProvider motion={!reducedMotion}>
          <BrowserRouter>
            <NotifyBridge />
            <NavigationBridge />
            <AppRoutes />
          </BrowserRouter>
        </MotionProvider>
      </ConfigProvider>
    </ServicesContext.Provider>
  );
}
