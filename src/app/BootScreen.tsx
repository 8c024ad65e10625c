import { Button, Result, Spin } from "antd";
import { t } from "./locale/zh-CN.js";

/** Before the boot config arrives: a spinner, or a retry when the server cannot be reached. */
export function BootScreen({ state, onRetry }: { state: "loading" | "failed"; onRetry?: () => void }) {
  if (state === "loading") return <Spin fullscreen tip={t("app.loading")} />;
  return (
    <Result
      status="warning"
      title={t("app.bootFailed")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("app.retry")}
        </Button>
      }
    />
  );
}
