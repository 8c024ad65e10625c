import { defineTexts } from "../../../../src/common/i18n.js";

/**
 * Texts of the live view that the shared handout texts do not have. Kept apart so the shared file
 * only changes when the spec's own texts do.
 */
export const liveTexts = defineTexts(
  "handouts.live",
  {
    created: "创建成功",
    renamed: "修改成功",
    renameOne: "请只勾选一项再重命名",
    deleteNone: "请先勾选要删除的项",
    fileNameMax: "文件名称不能超过{max}个字符",
    pdfOnly: "文件格式错误，仅支持PDF",
    fileTooLarge: "讲义文件不能超过{max}MB",
    uploadHint: "点击或将PDF文件拖到此处",
    /** A failure followed by the server's reason: 删除失败：… */
    withReason: "{text}：{reason}",
  },
  {
    created: "Created",
    renamed: "Saved",
    renameOne: "Select exactly one item to rename",
    deleteNone: "Select the items to delete first",
    fileNameMax: "A file name can have at most {max} characters",
    pdfOnly: "Wrong file format: only PDF is supported",
    fileTooLarge: "A handout file can be at most {max} MB",
    uploadHint: "Click or drag a PDF file here",
    withReason: "{text}: {reason}",
  },
);
