import { Card, Empty, Statistic, Tooltip, Typography, theme } from "antd";
import { CaretDownOutlined, CaretUpOutlined } from "@ant-design/icons";
import { rangeFieldOf, type StatItem } from "../../../common/stats.js";
import { useAggregate } from "../api.js";
import { formatChange, formatValue } from "../format.js";
import { dashboardTexts as tx, fill } from "../texts.js";
import { WidgetError, WidgetTitle } from "./parts.js";
import type { WidgetProps } from "./types.js";

function Change({ item, previous }: { item: StatItem; previous: { from: string; to: string } }) {
  const { token } = theme.useToken();
  const format = item.format;
  const before = fill(tx.previousValue, { ...previous, value: formatValue(item.previous, format) });
  if (item.change === null) {
    return (
      <Tooltip title={before}>
        <Typography.Text type="secondary">
          {tx.versus} — <span style={{ fontSize: 12 }}>{tx.noPrevious}</span>
        </Typography.Text>
      </Tooltip>
    );
  }
  const up = item.change > 0;
  const flat = item.change === 0;
  return (
    <Tooltip title={before}>
      <Typography.Text type="secondary">
        {tx.versus} {/* Up in red and down in green, as Chinese dashboards and markets show them. */}
        <span
          style={{ color: flat ? undefined : up ? token.colorErrorText : token.colorSuccessText }}
          data-change={item.change}
        >
          {flat ? null : up ? <CaretUpOutlined /> : <CaretDownOutlined />}
          {formatChange(item.change)}
        </span>
      </Typography.Text>
    </Tooltip>
  );
}

/** A source without a range field counts its rows as they stand: no change against a previous period. */
const undated = ({ source }: WidgetProps["widget"]) => !!source && rangeFieldOf(source) === undefined;

/**
 * A number of a summary aggregate and its change against the previous period of equal length (or, for
 * a count as it stands, that it is one).
 */
export function StatWidget({ widget, path, range }: WidgetProps) {
  const { data, error, isPending, isFetching, refetch } = useAggregate({ path, ...range });
  const result = data?.kind === "stats" ? data : undefined;
  const item = result && (widget.metric ? result.items.find((i) => i.key === widget.metric) : result.items[0]);
  const format = widget.format ?? item?.format ?? "number";
  return (
    <Card loading={isPending} style={{ height: "100%" }} data-widget={widget.aggregate ?? path}>
      {error && !item ? (
        <>
          <Typography.Text type="secondary">
            <WidgetTitle widget={widget} />
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            <WidgetError error={error} retry={() => void refetch()} />
          </div>
        </>
      ) : item && result ? (
        <>
          <Statistic
            title={<WidgetTitle widget={widget} />}
            value={item.value}
            formatter={() => formatValue(item.value, format)}
            loading={isFetching && !isPending}
          />
          <div style={{ marginTop: 8 }}>
            {undated(widget) ? (
              <Typography.Text type="secondary">{tx.standing}</Typography.Text>
            ) : (
              <Change item={{ ...item, format }} previous={result.previous} />
            )}
          </div>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx.empty} />
      )}
    </Card>
  );
}
