import { defineTexts } from "../../common/i18n.js";

/** Texts of the detail page (`show:<name>` routes). */
export const showTexts = defineTexts(
  "show",
  {
    back: "返回列表",
    edit: "编辑",
    delete: "删除",
    detail: "详情",
    tabTitle: "{title} · {label}",
    notFound: "记录不存在",
    notFoundHint: "{title} ID {id} 不存在或已被删除",
    noId: "地址中缺少记录 ID（?id=）",
    loadFailed: "加载失败",
    retry: "重试",
    noShow: '资源 "{name}" 没有配置详情页（show）',
  },
  {
    back: "Back to list",
    edit: "Edit",
    delete: "Delete",
    detail: "Details",
    tabTitle: "{title} · {label}",
    notFound: "Record not found",
    notFoundHint: "{title} ID {id} does not exist or has been deleted",
    noId: "The address names no record ID (?id=)",
    loadFailed: "Failed to load",
    retry: "Retry",
    noShow: 'Resource "{name}" has no detail page (show)',
  },
);
