import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { format } from "../../../common/i18n.js";
import { syntaxTexts } from "../texts.js";

/** Where a pointer's value is in the text: offsets for selecting it, the line (from 1) for saying so. */
export interface TextRange {
  start: number;
  end: number;
  line: number;
}

/** A jsonc-parser error code as the admin reads it; an unknown one as itself. */
const syntaxReason = (code: string): string =>
  code in syntaxTexts && code !== "atLine" ? syntaxTexts[code as keyof typeof syntaxTexts] : code;

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
    message: format(syntaxTexts.atLine, { line: range.line, reason: syntaxReason(printParseErrorCode(first.error)) }),
    range,
  };
}
