import { createElement, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Form, theme } from "antd";
import { format } from "../../common/i18n.js";
import type { ResolvedColumn } from "../columns/resolve-columns.js";
import { fieldWidgetFor } from "../fields/registry.js";
import { toFormRules } from "../fields/form-rules.js";
import type { ResolvedField, ResourceRow } from "../types.js";
import { choiceWidgets } from "./inline-field.js";
import { inlineTexts } from "./texts.js";
import type { InlineOutcome } from "./use-inline-save.js";

interface Props {
  column: ResolvedColumn;
  /** The editor: the field as the edit form shows it. */
  field: ResolvedField;
  row: ResourceRow;
  save(row: ResourceRow, name: string, value: unknown): Promise<InlineOutcome>;
}

/** Read by screen readers, not shown: the cell's name says what clicking it does, and still holds its value. */
const unseen = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A cell that turns into its field's widget: on click, or Enter when focused. Enter or leaving the cell
 * saves a typed value, a choice (select, switch, date …) saves as it is made, Escape cancels. The record's
 * rules speak under the widget as in the form; a refused save (by a rule, or by the server) puts the old
 * value back and says why beside it. A saved row is shown as the server answered it, without reloading
 * the list; the next load of the list replaces it.
 */
export function EditableCell({ column, field, row, save }: Props) {
  const [form] = Form.useForm();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<{ of: ResourceRow; row: ResourceRow } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const cell = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const shown = saved?.of === row ? saved.row : row;
  const rules = useMemo(() => toFormRules(field.record, field.required), [field]);
  const Widget = fieldWidgetFor(field.widget);
  const { Cell } = column;
  const name = field.name;

  useEffect(() => {
    if (editing) box.current?.querySelector<HTMLElement>("input, textarea, button, [tabindex='0']")?.focus();
  }, [editing]);

  const start = () => {
    setError(null);
    setEditing(true);
  };
  const stop = (refocus: boolean) => {
    setEditing(false);
    if (refocus) requestAnimationFrame(() => cell.current?.focus());
  };

  /** `restore`: a value the rules refuse is given up (leaving the cell) rather than kept for correcting (Enter). */
  const commit = async (restore: boolean, refocus: boolean) => {
    if (busy.current) return;
    const value = form.getFieldValue(name);
    if (same(value, shown[name])) return stop(refocus);
    busy.current = true;
    try {
      // A choice is checked while its own change is still being checked: antd calls that "out of date",
      // with no field in error — the value passed.
      const failed = await form.validateFields().then(
        () => false,
        (e: { errorFields?: unknown[] }) => !!e.errorFields?.length,
      );
      if (failed) {
        if (restore) {
          setError(form.getFieldError(name)[0] ?? null);
          stop(refocus);
        }
        return;
      }
      const outcome = await save(shown, name, value);
      if (outcome.ok) setSaved({ of: row, row: { ...shown, ...outcome.row } });
      setError(outcome.ok ? null : outcome.message);
      stop(refocus);
    } finally {
      busy.current = false;
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      setError(null);
      stop(true);
    } else if (e.key === "Enter" && !e.shiftKey && !choiceWidgets.has(field.widget) && field.widget !== "multiSelect") {
      e.preventDefault();
      void commit(false, true);
    }
  };

  const message = error && (
    <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM, lineHeight: 1.4, marginTop: 2 }}>
      {error}
    </div>
  );

  if (editing && Widget) {
    return (
      <div
        ref={box}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (!box.current?.contains(e.relatedTarget as Node | null)) void commit(true, false);
        }}
        style={{ minWidth: 96 }}
      >
        <Form
          form={form}
          component={false}
          // The whole row, though only this field has an item: a select that depends on another field
          // (`dependsOn`, `relation.matches`) narrows by the row's value of it, as in the edit form.
          initialValues={shown}
          onValuesChange={() => choiceWidgets.has(field.widget) && void commit(false, true)}
        >
          <Form.Item name={name} rules={rules} style={{ margin: 0 }}>
            {createElement(Widget, { field })}
          </Form.Item>
        </Form>
      </div>
    );
  }

  return (
    <>
      <div
        ref={cell}
        role="button"
        tabIndex={0}
        className="omo-inline-cell"
        title={inlineTexts.editHint}
        onClick={start}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === "F2") {
            e.preventDefault();
            start();
          }
        }}
        style={{ cursor: "pointer", minHeight: 22, borderBottom: `1px dashed ${token.colorBorder}` }}
      >
        <span style={unseen}>{format(inlineTexts.editCell, { title: column.title })}</span>
        <Cell
          value={shown[column.field]}
          row={shown}
          field={column.field}
          record={column.record}
          column={column.column}
          props={column.column.props}
        />
      </div>
      {message}
    </>
  );
}
