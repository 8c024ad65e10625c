import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../app/locale/zh-CN.js";

/** The 403 and 404 pages: what happened and a way home. */
export function ErrorResult({ status }: { status: 403 | 404 }) {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center" }}>
      <Result
        status={status}
        title={String(status)}
        subTitle={t(status === 403 ? "result.403" : "result.404")}
        extra={
          <Button type="primary" onClick={() => void navigate("/")}>
            {t("result.backHome")}
          </Button>
        }
      />
    </div>
  );
}
