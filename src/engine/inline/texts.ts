import { defineTexts } from "../../common/i18n.js";

/** The texts of inline edit and bulk actions. */
export const inlineTexts = defineTexts(
  "inline",
  {
    editCell: "编辑{title}",
    editHint: "点击编辑，回车保存，Esc 取消",
    saved: "保存成功",
    saveFailed: "保存失败",
    bulkLabel: "批量{label}",
    bulkConfirm: "确定对选中的 {count} 条记录执行「{label}」吗？",
    bulkDone: "{label}完成：共 {count} 条",
    bulkRefused: "有 {count} 条记录不能{label}，全部未执行",
    bulkRecord: "记录",
    bulkResult: "结果",
    close: "关闭",
  },
  {
    editCell: "Edit {title}",
    editHint: "Click to edit, Enter to save, Esc to cancel",
    saved: "Saved",
    saveFailed: "Save failed",
    bulkLabel: "{label} (selected)",
    bulkConfirm: "Run “{label}” on the {count} selected records?",
    bulkDone: "{label} done: {count} records",
    bulkRefused: "{count} records cannot be processed ({label}); nothing was done",
    bulkRecord: "Record",
    bulkResult: "Result",
    close: "Close",
  },
);
