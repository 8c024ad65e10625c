import { Button, Divider, Space, Tooltip } from "antd";
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { useEditorState, type Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import { kindTexts, kt } from "../../field-kind-texts.js";

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** The editor's toolbar: each button shows whether its mark or block is on where the cursor is. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, active: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={active ? "primary" : "text"}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const setLink = () => {
    const href = window.prompt(kindTexts.linkPrompt, editor.getAttributes("link").href ?? "https://");
    if (href === null) return;
    if (!href.trim()) chain().unsetLink().run();
    else if (SAFE_LINK.test(href.trim())) chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <Space size={2} wrap className="omo-rich-text-toolbar">
      {button(kindTexts.bold, on.bold, <BoldOutlined />, () => chain().toggleBold().run())}
      {button(kindTexts.italic, on.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
      <Divider type="vertical" />
      {button(kt("heading", { level: 2 }), on.h2, <b>H2</b>, () => chain().toggleHeading({ level: 2 }).run())}
      {button(kt("heading", { level: 3 }), on.h3, <b>H3</b>, () => chain().toggleHeading({ level: 3 }).run())}
      <Divider type="vertical" />
      {button(kindTexts.bulletList, on.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
      {button(kindTexts.orderedList, on.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
      {button(kindTexts.quote, on.quote, <b>“”</b>, () => chain().toggleBlockquote().run())}
      <Divider type="vertical" />
      {button(kindTexts.link, on.link, <LinkOutlined />, setLink)}
      {on.link && button(kindTexts.unlink, false, <DisconnectOutlined />, () => chain().unsetLink().run())}
    </Space>
  );
}
