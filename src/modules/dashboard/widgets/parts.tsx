import { Alert, Button, Space, Tooltip, theme } from "antd";
import { QuestionCircleOutlined } from "@ant-design/icons";
import { HttpError } from "../../../app/http/http-error.js";
import type { DashboardWidget } from "../../../types/generated/dashboard.js";
import { dashboardTexts as tx } from "../texts.js";
import { localize } from "../../../common/i18n.js";

/** A widget's title, with its description behind a question mark. */
export function WidgetTitle({ widget }: { widget: DashboardWidget }) {
  const { token } = theme.useToken();
  return (
    <Space size={4}>
      <span>{localize(widget.title)}</span>
      {widget.description ? (
        <Tooltip title={localize(widget.description)}>
          <QuestionCircleOutlined
            aria-label={localize(widget.description)}
            style={{ color: token.colorTextDescription }}
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** A failed aggregate, inside its own card: the rest of the dashboard stays usable. */
export function WidgetError({ error, retry }: { error: Error; retry: () => void }) {
  // A refused query names what was wrong (`日期范围不能超过3年`); anything else says what happened.
  const fields = error instanceof HttpError && error.errors ? Object.values(error.errors) : [];
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={tx.loadFailed}
      description={fields.length ? fields.join("；") : error.message}
      action={
        <Button size="small" onClick={retry}>
          {tx.retry}
        </Button>
      }
    />
  );
}
