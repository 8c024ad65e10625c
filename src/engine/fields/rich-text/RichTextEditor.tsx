import { useEffect } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { WidgetProps } from "../../types.js";
import { RichTextToolbar } from "./RichTextToolbar.js";
import "./rich-text.css";

/** tiptap's empty document: stored as nothing rather than an empty paragraph. */
const isBlank = (editor: Editor) => editor.isEmpty;

/**
 * The rich-text editor: bold, italic, headings, lists, quotes and links (StarterKit). Its HTML is the
 * field's value; the server sanitises it again on every write, so what the editor allows is a
 * convenience, not the rule.
 */
export default function RichTextEditor({ value, onChange, id, disabled, field }: WidgetProps) {
  const html = typeof value === "string" ? value : "";
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
        codeBlock: false,
      }),
    ],
    content: html,
    editable: !disabled,
    editorProps: { attributes: { id: id ?? "", "aria-label": field.label, class: "omo-rich-text-content" } },
    onUpdate: ({ editor: e }) => onChange?.(isBlank(e) ? null : e.getHTML()),
  });
  // A value set from outside (the form's reset, an edit of another row) replaces the document.
  useEffect(() => {
    // A page kept alive and shown again reconnects its effects: the editor may have been destroyed meanwhile.
    if (!editor || editor.isDestroyed) return;
    const current = isBlank(editor) ? "" : editor.getHTML();
    if (current !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  const state = useEditorState({ editor, selector: ({ editor: e }) => ({ focused: e?.isFocused ?? false }) });

  return (
    <div className={`omo-rich-text${state?.focused ? " omo-rich-text-focused" : ""}`}>
      {editor && !disabled && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
