/**
 * Every text the engine shows of its own (the record's rules bring theirs from
 * `common/record-rules.ts`), in one place so another locale can be added.
 */
export const engineTexts = {
  search: "查询",
  reset: "重置",
  expand: "展开",
  collapse: "收起",
  create: "新增",
  edit: "编辑",
  delete: "删除",
  batchDelete: "批量删除",
  selectRow: "选择记录 {id}",
  export: "导出",
  refresh: "刷新",
  save: "保存",
  cancel: "取消",
  actions: "操作",
  created: "新增成功",
  saved: "保存成功",
  deleted: "删除成功",
  exportFailed: "导出失败",
  actionDone: "操作成功",
  actionFailed: "操作失败",
  confirmDelete: "确定删除这条记录吗？",
  confirmDeleteLabel: "确定删除「{label}」吗？",
  confirmBatchDelete: "确定删除选中的 {count} 条记录吗？",
  createTitle: "新增{title}",
  editTitle: "编辑{title}",
  total: "共 {total} 条",
  yes: "是",
  no: "否",
  empty: "-",
  inputPlaceholder: "请输入{label}",
  selectPlaceholder: "请选择{label}",
  rangeStart: "开始日期",
  rangeEnd: "结束日期",
  numberMin: "最小值",
  numberMax: "最大值",
  upload: "上传图片",
  columnSettings: "列设置",
  columnUp: "上移",
  columnDown: "下移",
  density: "密度",
  densityLarge: "默认",
  densityMiddle: "中等",
  densitySmall: "紧凑",
  configLoadFailed: "页面配置加载失败",
  configErrors: "页面配置有误",
  unknownWidget: '未知的控件类型 "{type}"',
  unknownRender: '未知的列渲染类型 "{type}"',
  unknownField: '未知的字段 "{field}"',
  createdAt: "创建时间",
  updatedAt: "更新时间",
} as const satisfies Record<string, string>;

export type EngineTextKey = keyof typeof engineTexts;

/** Looks an engine text up and fills its `{name}` placeholders. */
export function et(key: EngineTextKey, values: Record<string, string | number> = {}): string {
  return engineTexts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
