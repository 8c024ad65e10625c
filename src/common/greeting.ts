import { defineTexts, format } from "./i18n.js";

const texts = defineTexts(
  "greeting",
  {
    early: "早上好",
    morning: "上午好",
    noon: "中午好",
    afternoon: "下午好",
    evening: "晚上好",
    welcome: "{greeting} {username}，欢迎登录 {title}",
  },
  {
    early: "Good morning",
    morning: "Good morning",
    noon: "Good day",
    afternoon: "Good afternoon",
    evening: "Good evening",
    welcome: "{greeting}, {username}, welcome to {title}",
  },
);

/** Greeting by the hour (spec §4): before 8 早上, up to 11 上午, up to 13 中午, before 18 下午, else 晚上. */
export function greeting(hour: number): string {
  if (hour < 8) return texts.early;
  if (hour <= 11) return texts.morning;
  if (hour <= 13) return texts.noon;
  if (hour < 18) return texts.afternoon;
  return texts.evening;
}

/** The welcome notice shown after login; `hour` of the reader's day (the browser's, or the business's on the server). */
export function welcomeMessage(username: string, title: string, hour: number = new Date().getHours()): string {
  return format(texts.welcome, { greeting: greeting(hour), username, title });
}
