/**
 * Every text of the handout screens. The messages of spec §5 and §8 are quoted exactly: they are
 * what staff know the screen by.
 */
export const handoutTexts = {
  // The page
  recorded: "录播讲义",
  live: "直播讲义",
  // Recorded view: query form and table
  videoName: "视频名称",
  subject: "学科",
  teacher: "讲师",
  textbook: "教材",
  volumeArea: "卷区",
  search: "查询",
  reset: "重置",
  addVideo: "添加视频",
  actions: "操作",
  addHandout: "添加讲义",
  delete: "删除",
  preview: "预览",
  download: "下载",
  print: "打印",
  total: "共 {total} 条",
  inputPlaceholder: "请输入{label}",
  selectPlaceholder: "请选择{label}",
  // Add-handout dialog (spec §5, §8)
  handout: "讲义",
  homework: "作业",
  chooseHandout: "请选择讲义",
  chooseHomework: "请选择作业",
  added: "添加成功",
  addFailed: "添加失败",
  // Delete a recorded link (spec §5, §8)
  confirmTitle: "提示",
  confirmDelete: "此操作将永久删除该文件, 是否继续?",
  deleteCancelled: "已取消删除",
  deleted: "删除成功",
  deleteFailed: "删除失败",
  ok: "确定",
  cancel: "取消",
  // Live view (spec §5, §8)
  searchTree: "输入关键字搜索",
  newFolder: "新建文件夹",
  rename: "重命名",
  addCourseware: "添加课件",
  parentFolder: "父级文件夹",
  folderName: "文件夹名称",
  fileName: "文件名称",
  chooseParent: "请选择父级文件夹",
  enterFolderName: "请填写文件夹名称",
  folderNameMax: "文件夹名称不能超过10个字符",
  chooseFile: "请选择文件",
  enterFileName: "请填写文件名称",
  renameFailed: "创建失败",
  uploadFile: "请上传文件",
  uploaded: "上传成功",
  uploadFailed: "上传失败",
  confirmDeleteNodes: "确定删除选中的 {count} 项吗？文件夹将连同其下的全部文件一起删除。",
  downloadable: "允许下载",
  pages: "{pages} 页",
  // Viewer and print
  /** The viewer's title: the spec's 讲义 and the file's name, so staff see which handout is open. */
  viewerTitleOf: "讲义：{name}",
  viewerTools: "讲义工具栏",
  zoomIn: "放大",
  zoomOut: "缩小",
  fitWidth: "适合宽度",
  pageTotal: "共 {total} 页",
  loadingPdf: "正在加载讲义…",
  pdfFailed: "讲义加载失败",
  preparingPrint: "正在准备打印（{done}/{total}）",
  printFailed: "打印失败",
} as const;

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}
