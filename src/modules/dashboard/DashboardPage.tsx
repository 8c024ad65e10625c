import { Card, Result } from "antd";
import { useDashboardConfig } from "./api.js";
import { DashboardView } from "./DashboardView.js";
import { dashboardTexts as tx } from "./texts.js";

/**
 * A statistics page by config (`dashboard:<name>` in routes.json): config/dashboards/<name>.json, as
 * the server serves it, drawn by DashboardView. One lazy chunk for every dashboard, and the only one
 * carrying echarts.
 */
export default function DashboardPage({ name }: { name: string }) {
  const { data, error, isPending } = useDashboardConfig(name);
  if (isPending) return <Card loading />;
  if (error || !data) return <Result status="error" title={tx.configLoadFailed} subTitle={error?.message} />;
  return <DashboardView config={data} />;
}
