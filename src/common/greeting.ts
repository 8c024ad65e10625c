/** Greeting by the hour (spec §4): before 8 早上, up to 11 上午, up to 13 中午, before 18 下午, else 晚上. */
export function greeting(hour: number): string {
  if (hour < 8) return "早上好";
  if (hour <= 11) return "上午好";
  if (hour <= 13) return "中午好";
  if (hour < 18) return "下午好";
  return "晚上好";
}

/** The welcome notice shown after login; `hour` of the reader's day (the browser's, or the business's on the server). */
export function welcomeMessage(username: string, title: string, hour: number = new Date().getHours()): string {
  return `${greeting(hour)} ${username}，欢迎登录 ${title}`;
}
