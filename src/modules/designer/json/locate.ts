import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";

/** Where a pointer's value is in the text: offsets for selecting it, the line (from 1) for saying so. */
export interface TextRange {
  start: number;
  end: number;
  line: number;
}

/** jsonc-parser's error codes, as the admin reads them. */
const syntaxTexts: Record<string, string> = {
  InvalidSymbol: "无效的字符",
  InvalidNumberFormat: "数字格式不正确",
  PropertyNameExpected: "缺少键名（或多了逗号）",
  ValueExpected: "缺少值",
  ColonExpected: "缺少冒号",
  CommaExpected: "缺少逗号",
  CloseBraceExpected: "缺少 }",
  CloseBracketExpected: "缺少 ]",
  EndOfFileExpected: "结尾多了内容",
  InvalidCommentToken: "不允许注释",
  UnexpectedEndOfComment: "不允许注释",
  UnexpectedEndOfString: "字符串没有结束",
  UnexpectedEndOfNumber: "数字没有结束",
  InvalidUnicode: "无效的 Unicode 转义",
  InvalidEscapeCharacter: "无效的转义字符",
  InvalidCharacter: "无效的字符",
};

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** A JSON pointer's segments, unescaped; array indexes as numbers. */
const segments = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/**
 * The range of the value at `pointer` in a JSON text; for a key the value does not have (an
 * unknown key's pointer names it), the key with its value. The nearest existing parent otherwise.
 */
export function locate(text: string, pointer: string): TextRange | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  const path = segments(pointer);
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    if (!node) continue;
    const target = node.parent?.type === "property" ? node.parent : node;
    return { start: target.offset, end: target.offset + target.length, line: lineAt(text, target.offset) };
  }
  return undefined;
}

/** The first syntax error of a JSON text, in Chinese with its line, or undefined when it parses. */
export function syntaxError(text: string): { message: string; range: TextRange } | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first) return undefined;
  const range = { start: first.offset, end: first.offset + first.length, line: lineAt(text, first.offset) };
  return {
    message: `第 ${range.line} 行 JSON 语法错误：${syntaxTexts[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error)}`,
    range,
  };
}
