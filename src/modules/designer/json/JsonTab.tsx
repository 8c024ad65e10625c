import { useMemo, useRef, useState } from "react";
import { Alert, Input, List, Typography } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea.js";
import type { ConfigProblem } from "../types.js";
import { dt, designerTexts as tx } from "../texts.js";
import { locate, syntaxError, type TextRange } from "./locate.js";

const LINE = 20;
const format = (value: unknown) => JSON.stringify(value, null, 2);
const mono = {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: 13,
  lineHeight: `${LINE}px`,
};

interface Props {
  value: unknown;
  /** The draft's problems in this file: the schema's as you type, the server's from the last plan. */
  problems: ConfigProblem[];
  onChange(value: unknown): void;
}

/**
 * The file itself, edited as text. Text that parses becomes the draft at once (the forms and the
 * preview follow); text that does not stays here with its syntax error. Problems are listed with
 * their line and marked beside it; a click selects the place.
 */
export function JsonTab({ value, problems, onChange }: Props) {
  // The admin's own text (spacing and all) while it still says the draft's value; the formatted value otherwise.
  const [local, setLocal] = useState<{ text: string; value: unknown } | null>(null);
  const text = local && local.value === value ? local.text : format(value);
  const syntax = useMemo(() => syntaxError(text), [text]);
  const located = useMemo(
    () => problems.map((p) => ({ problem: p, range: locate(text, p.pointer) })),
    [problems, text],
  );
  const area = useRef<TextAreaRef>(null);

  const type = (next: string) => {
    let parsed: unknown = value;
    try {
      parsed = JSON.parse(next);
    } catch {
      setLocal({ text: next, value });
      return;
    }
    setLocal({ text: next, value: parsed });
    onChange(parsed);
  };
  const select = (range?: TextRange) => {
    const el = area.current?.resizableTextArea?.textArea;
    if (!el || !range) return;
    el.focus();
    el.setSelectionRange(range.start, range.end);
  };

  const marked = new Map<number, string[]>();
  for (const { problem, range } of located)
    if (range) marked.set(range.line, [...(marked.get(range.line) ?? []), problem.message]);
  if (syntax) marked.set(syntax.range.line, [syntax.message]);
  const lines = text.split("\n").length;
  const shown = syntax ? [] : located;

  return (
    <>
      <Typography.Paragraph type="secondary">{tx.jsonHelp}</Typography.Paragraph>
      {syntax && <Alert type="error" showIcon message={syntax.message} onClick={() => select(syntax.range)} />}
      {!syntax && problems.length === 0 && <Alert type="success" showIcon message={tx.jsonValid} />}
      {shown.length > 0 && (
        <List
          size="small"
          bordered
          header={dt("problemsCount", { n: shown.length })}
          dataSource={shown}
          style={{ marginBottom: 8 }}
          renderItem={({ problem, range }) => (
            <List.Item role="alert" style={{ cursor: "pointer" }} onClick={() => select(range)}>
              <Typography.Text type="danger">
                {range ? `${dt("line", { line: range.line })} ` : ""}
                <Typography.Text code>{problem.pointer || "/"}</Typography.Text> {problem.message}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      <div style={{ display: "flex", maxHeight: 640, overflow: "auto", border: "1px solid #d9d9d9", borderRadius: 6 }}>
        <div aria-hidden style={{ ...mono, padding: "4px 0", textAlign: "right", userSelect: "none", minWidth: 44 }}>
          {Array.from({ length: lines }, (_, i) => (
            <div
              key={i}
              title={marked.get(i + 1)?.join("\n")}
              data-problem={marked.has(i + 1) || undefined}
              style={{
                paddingRight: 8,
                color: marked.has(i + 1) ? "#fff" : "#999",
                background: marked.has(i + 1) ? "#ff4d4f" : undefined,
              }}
            >
              {i + 1}
            </div>
          ))}
        </div>
        <Input.TextArea
          ref={area}
          aria-label={tx.jsonText}
          value={text}
          onChange={(e) => type(e.target.value)}
          autoSize
          wrap="off"
          spellCheck={false}
          variant="borderless"
          status={syntax || problems.length ? "error" : undefined}
          style={{ ...mono, padding: "4px 8px", whiteSpace: "pre", resize: "none" }}
        />
      </div>
    </>
  );
}
