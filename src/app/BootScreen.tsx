import { Button } from "antd";
import { LoadingScreen } from "./LoadingScreen.js";
import { t } from "./locale/zh-CN.js";

/**
 * Before the boot config arrives: a spinner, or a retry when the server cannot be reached.
 * Plain markup instead of antd's Result, whose three built-in illustrations would otherwise
 * ship in the entry chunk that every route (the login route too) downloads.
 */
export function BootScreen({ state, onRetry }: { state: "loading" | "failed"; onRetry?: () => void }) {
  if (state === "loading") return <LoadingScreen />;
  return (
    <div
      role="alert"
      style={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 12,
        fontFamily: "system-ui, sans-serif",
        textAlign: "center",
        padding: 24,
      }}
    >
      <div aria-hidden style={{ fontSize: 48, lineHeight: 1, color: "#faad14" }}>
        ⚠
      </div>
      <h1 style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{t("app.bootFailed")}</h1>
      <p style={{ margin: 0, color: "rgba(0,0,0,.55)" }}>{t("app.bootFailedHint")}</p>
      <Button type="primary" onClick={onRetry}>
        {t("app.retry")}
      </Button>
    </div>
  );
}
