/**
 * Every text of the course-conflict screens (课程冲突, 冲突详情, 辅助排课). The field names of
 * the conflict dialog are spec §2's, so staff recognise the screen they know.
 */
export const conflictTexts = {
  // The list
  title: "课程冲突",
  campus: "校区",
  allCampuses: "全部校区",
  open: "待处理",
  resolved: "已处理",
  student: "学生",
  teacher: "讲师",
  subject: "学科",
  conflictTime: "冲突时间",
  wait: "等待时长",
  reason: "冲突原因",
  resolution: "处理结果",
  rescheduled: "已调课",
  deleted: "已删除并通知",
  actions: "操作",
  detail: "详情",
  arrange: "辅助排课",
  deleteNotify: "删除并通知",
  total: "共 {total} 条",
  emptyOpen: "暂无待处理的冲突",
  emptyResolved: "暂无已处理的冲突",
  // Delete and notify
  confirmTitle: "提示",
  confirmDelete: "确定删除该课程并通知相关人员吗？",
  deletedNotified: "已删除并通知",
  ok: "确定",
  cancel: "取消",
  // The conflict dialog (spec §2)
  dialogTitle: "冲突详情",
  studentName: "学生姓名",
  teacherName: "讲师姓名",
  waitTime: "冲突等待时长",
  lessonTitle: "课程标题",
  close: "关闭",
  // The auxiliary-arrangement page
  tabTitle: "辅助排课 · {name} {date}",
  back: "返回",
  grade: "年级",
  date: "日期",
  trigger: "触发原因",
  classTime: "上课时间",
  startTime: "开始时间",
  duration: "课程时长",
  minutes: "{n}分钟",
  weekTitle: "讲师与学生的一周",
  prevWeek: "上一周",
  nextWeek: "下一周",
  teacherRow: "讲师「{name}」",
  studentRow: "学生「{name}」",
  freeRow: "可选时段",
  morning: "上午",
  afternoon: "下午",
  noFree: "无空闲时段",
  noLessons: "—",
  thisLesson: "待调整",
  openSlot: "预留时段",
  freeHint: "点击可选时段，把该课程调整到讲师和学生都空闲的时间（每节 {n} 分钟）",
  confirmMove: "确定将该课程调整到 {date} {time} 吗？",
  moved: "调课成功",
  solvedTitle: "冲突已解决",
  solvedSub: "课程已调整到 {date} {range}",
  backToList: "返回冲突列表",
  viewTimetable: "查看课表",
  notFound: "冲突不存在或已处理",
  notFoundSub: "该冲突可能已被删除或已由他人处理",
  loadFailed: "加载失败",
  retry: "重试",
} as const;

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}
