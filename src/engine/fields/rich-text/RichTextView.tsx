import { useEffect } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { CellProps } from "../../columns/cell-props.js";
import "./rich-text.css";

/**
 * Rich text shown as the formatted document (a detail page). The HTML goes through the editor's own
 * schema, read-only: only its nodes and marks survive (no script, style or handler can), on top of the
 * server's sanitising on every write.
 */
export default function RichTextView({ value }: CellProps) {
  const html = typeof value === "string" ? value : "";
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: true, protocols: ["http", "https", "mailto"] }, codeBlock: false }),
    ],
    content: html,
    editable: false,
    editorProps: { attributes: { class: "omo-rich-text-content omo-rich-text-document" } },
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== html)
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return <EditorContent editor={editor} />;
}
