import { Alert, Card, Col, Row, Space, Typography } from "antd";
import type { DashboardConfig, DashboardWidget } from "../../types/generated/dashboard.js";
import { useQueryParams } from "../../app/use-query-params.js";
import { ConfigProblemAlert } from "../../engine/config/ConfigProblemAlert.js";
import { RangeBar } from "./RangeBar.js";
import { businessToday, readRange, writeRange } from "./range.js";
import { useTimeZone } from "../../app/locale/business-time.js";
import { dashboardTexts as tx, fill } from "./texts.js";
import { widgetRegistry } from "./widgets/registry.js";
import { widgetPath } from "./widgets/types.js";
import { localize } from "../../common/i18n.js";

/** Column widths on each screen: stat cards two to a row on a tablet, charts full width below a laptop. */
function colProps(widget: DashboardWidget) {
  const span = widget.span ?? (widget.type === "stat" ? 6 : 12);
  return span <= 6 ? { xs: 24, sm: 12, xl: span } : { xs: 24, lg: span };
}

/**
 * A dashboard drawn from its config: the title and range bar, then the widgets in rows of 24 columns.
 * The range lives in the address (`?range=last7days` or `?from=…&to=…`), so a reload or a shared
 * link shows the same numbers.
 */
export function DashboardView({ config }: { config: DashboardConfig }) {
  const [params, setParams] = useQueryParams();
  const today = businessToday(useTimeZone());
  const fallback = config.defaultRange ?? "last30days";
  const range = readRange(params, today, fallback);
  const shown = { from: range.from, to: range.to };

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card>
        <Row justify="space-between" align="middle" gutter={[16, 12]}>
          <Col>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {localize(config.title)}
            </Typography.Title>
            {config.description ? (
              <Typography.Text type="secondary">{localize(config.description)}</Typography.Text>
            ) : null}
          </Col>
          <Col>
            <RangeBar
              value={range}
              today={today}
              onPreset={(preset) => setParams(writeRange(params, { preset }))}
              onDates={(from, to) => setParams(writeRange(params, { from, to }))}
            />
          </Col>
        </Row>
      </Card>
      {range.problem ? <Alert type="warning" showIcon message={range.problem} /> : null}
      <Row gutter={[16, 16]}>
        {config.widgets.map((widget, i) => {
          const Widget = Object.hasOwn(widgetRegistry, widget.type) ? widgetRegistry[widget.type] : undefined;
          return (
            <Col key={i} {...colProps(widget)}>
              {Widget ? (
                <Widget widget={widget} path={widgetPath(config.name, widget, i)} range={shown} />
              ) : (
                // A config newer than the code: say where, instead of leaving a hole.
                <ConfigProblemAlert
                  messages={[
                    `dashboards/${config.name}.json#/widgets/${i}/type: ${fill(tx.unknownWidget, { type: widget.type })}`,
                  ]}
                />
              )}
            </Col>
          );
        })}
      </Row>
    </Space>
  );
}
