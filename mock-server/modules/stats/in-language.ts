import { defineTexts, defaultLocale, toLocale, type Locale } from "../../../src/common/i18n.js";
import type { AggregateResult } from "../../../src/common/stats.js";

/**
 * The names the statistics give their series, metrics and categories, in both languages: an English
 * request reads a chart's legend and a card's label in English. Category items named by the config
 * (a commodity type's option label, a subject) are in its glossary already.
 */
defineTexts(
  "stats.names",
  {
    hoursSold: "售出课时",
    orderAmount: "订单金额",
    conflictsOpened: "新增冲突",
    conflictsResolved: "已处理",
    taught: "已上课",
    scheduled: "待上课",
    openSlots: "预留时段",
    subject: "学科",
    lecturer: "讲师",
    campus: "校区",
    commodityType: "商品类型",
    revenueTotal: "营收总额",
    orders: "订单数",
    average: "客单价",
    refundAmount: "退款金额",
    net: "净营收",
    revenue: "营收",
    refunds: "退款",
    taughtCount: "已上课节数",
    scheduledCount: "待上课节数",
    openConflicts: "待处理冲突",
    lecturers: "在职讲师",
  },
  {
    hoursSold: "Hours sold",
    orderAmount: "Order amount",
    conflictsOpened: "New conflicts",
    conflictsResolved: "Resolved",
    taught: "Taught",
    scheduled: "Scheduled",
    openSlots: "Open slots",
    subject: "Subject",
    lecturer: "Lecturer",
    campus: "Campus",
    commodityType: "Commodity type",
    revenueTotal: "Total revenue",
    orders: "Orders",
    average: "Average order",
    refundAmount: "Refunds",
    net: "Net revenue",
    revenue: "Revenue",
    refunds: "Refunds",
    taughtCount: "Lessons taught",
    scheduledCount: "Lessons scheduled",
    openConflicts: "Open conflicts",
    lecturers: "Lecturers in post",
  },
);

/** The names a dashboard source gives the values of the field it groups by, besides the field's own. */
export const sourceTexts = defineTexts(
  "stats.source",
  { none: "（空）", yes: "是", no: "否" },
  { none: "(none)", yes: "Yes", no: "No" },
);

/** An aggregate's answer with the texts people read (legends, labels, category names) in `locale`. */
export function statsInLanguage(result: AggregateResult, locale: Locale): AggregateResult {
  if (locale === defaultLocale) return result;
  const say = (text: string) => toLocale(text, locale);
  switch (result.kind) {
    case "stats":
      return { ...result, items: result.items.map((i) => ({ ...i, label: say(i.label) })) };
    case "series":
      return { ...result, series: result.series.map((s) => ({ ...s, name: say(s.name) })) };
    case "category":
      return { ...result, name: say(result.name), items: result.items.map((i) => ({ ...i, name: say(i.name) })) };
  }
}
