import { useSyncExternalStore } from "react";
import { Spin } from "antd";
import { loadingCounter } from "./loading-counter.js";
import { t } from "./locale/zh-CN.js";

/** The full-screen overlay shown while a `doEdit` request runs. */
export function LoadingOverlay() {
  const count = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get);
  return count > 0 ? <Spin fullscreen tip={t("app.loading")} /> : null;
}
