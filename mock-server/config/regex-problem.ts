/** What JavaScript says of a bad regular expression, in Chinese; an unlisted reason is kept as it is. */
const reasons: Record<string, string> = {
  "Unterminated group": "括号 ( 没有闭合",
  "Unmatched ')'": "多了一个 )",
  "Nothing to repeat": "量词（*、+、?、{}）前面没有内容",
  "Unterminated character class": "方括号 [ 没有闭合",
  "Invalid escape": "无效的转义（\\ 后面的字符）",
  "numbers out of order in {} quantifier": "{} 中的数字前大后小",
  "Range out of order in character class": "方括号中的范围前大后小",
  "Invalid capture group name": "无效的分组名",
  "Duplicate capture group name": "分组名重复",
  "Invalid property name": "无效的 Unicode 属性名",
  "Invalid Unicode escape": "无效的 Unicode 转义",
  "Incomplete quantifier": "量词不完整",
  "Lone quantifier brackets": "单独的 { 或 }（要写成 \\{ 或 \\}）",
};

/** Why `pattern` is not a valid regular expression (with the `u` flag the browser and server use), if it is not. */
export function regexProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, "u");
    return undefined;
  } catch (err) {
    const reason = (err as Error).message.replace(/^Invalid regular expression: \/.*\/\w*: /s, "");
    return `不是有效的正则表达式：${reasons[reason] ?? reason}`;
  }
}
