import type { RangePreset } from "../../types/generated/dashboard.js";
import { defineTexts } from "../../common/i18n.js";

/** The range presets' names (`presetTexts.last7days`). */
export const presetTexts = defineTexts(
  "dashboard.presets",
  { last7days: "近7天", last30days: "近30天", thisMonth: "本月", last12months: "近12个月" },
  { last7days: "Last 7 days", last30days: "Last 30 days", thisMonth: "This month", last12months: "Last 12 months" },
) satisfies Record<RangePreset, string>;

/**
 * Every text of the statistics dashboards (营收统计, 教学统计) in both languages (the widgets' titles
 * come from config); each property reads the current language.
 */
export const dashboardTexts = defineTexts(
  "dashboard",
  {
    rangeLabel: "统计日期",
    rangeStart: "开始日期",
    rangeEnd: "结束日期",
    /** An address whose range the page cannot show. */
    badRange: "地址中的日期范围无效（{reason}），已改为显示{preset}",
    badDate: "日期应为YYYY-MM-DD格式",
    unknownPreset: '未知的范围 "{preset}"',
    configLoadFailed: "仪表盘配置加载失败",
    loadFailed: "数据加载失败",
    retry: "重试",
    empty: "暂无数据",
    others: "其他",
    /** The stat card's comparison with the period before. */
    versus: "较上期",
    noPrevious: "上期无数据，无法比较",
    standing: "当前数量，不随日期范围变化",
    previousValue: "上期（{from} 至 {to}）：{value}",
    unknownWidget: '未知的组件类型 "{type}"',
    chartLabel: "{title}图表",
  },
  {
    rangeLabel: "Dates",
    rangeStart: "Start date",
    rangeEnd: "End date",
    badRange: "The dates in the address are invalid ({reason}); showing {preset} instead",
    badDate: "Dates are written YYYY-MM-DD",
    unknownPreset: 'Unknown range "{preset}"',
    configLoadFailed: "Failed to load the dashboard config",
    loadFailed: "Failed to load the data",
    retry: "Retry",
    empty: "No data",
    others: "Others",
    versus: "vs. previous",
    noPrevious: "No data for the previous period",
    standing: "As it stands now, whatever the range",
    previousValue: "Previous ({from} to {to}): {value}",
    unknownWidget: 'Unknown widget type "{type}"',
    chartLabel: "{title} chart",
  },
);

/** `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
