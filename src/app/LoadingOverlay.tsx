import { useSyncExternalStore } from "react";
import { Spin } from "antd";
import { loadingCounter } from "./loading-counter.js";
import { useServices } from "./services-context.js";
import { localize } from "../common/i18n.js";
import { t } from "./locale/zh-CN.js";

/**
 * The full-screen overlay shown while a `doEdit` request runs (spec §8). Mounted by the shell:
 * only its pages edit, and the login route stays free of antd's Spin.
 */
export function LoadingOverlay() {
  const { boot } = useServices();
  const count = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get);
  return count > 0 ? (
    <Spin fullscreen tip={boot.app.loadingText === undefined ? t("app.loading") : localize(boot.app.loadingText)} />
  ) : null;
}
