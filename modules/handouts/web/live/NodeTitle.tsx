import type { MouseEvent } from "react";
import { Button, Flex, Space, Typography, theme } from "antd";
import { FilePdfOutlined, FolderOutlined } from "@ant-design/icons";
import type { HandoutNode } from "../api.js";
import { fill, handoutTexts as tx } from "../texts.js";
import { splitMatch } from "./tree-utils.js";
import type { HandoutViewer } from "../viewer/use-handout-viewer.js";

/** The label with the searched text marked, so the reason a node was kept is visible. */
function Label({ label, keyword }: { label: string; keyword: string }) {
  const parts = splitMatch(label, keyword);
  if (!parts) return <span>{label}</span>;
  return (
    <span>
      {parts[0]}
      <Typography.Text mark>{parts[1]}</Typography.Text>
      {parts[2]}
    </span>
  );
}

/**
 * One row of the tree: a folder's name, or a PDF's name, pages and its 预览 / 打印 links, and 下载 when
 * it was uploaded as 允许下载. The links stop the click, which would otherwise also check or uncheck the row.
 */
export function NodeTitle({ node, keyword, viewer }: { node: HandoutNode; keyword: string; viewer: HandoutViewer }) {
  const { token } = theme.useToken();
  if (node.kind === "folder") {
    return (
      <Flex align="center" gap={6}>
        <FolderOutlined style={{ color: token.colorWarning }} />
        <Label label={node.label} keyword={keyword} />
      </Flex>
    );
  }
  const file = { url: node.oss_url ?? "", name: node.label, download: node.download };
  const act = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };
  return (
    <Flex justify="space-between" align="center" gap="small">
      <Flex align="center" gap={6}>
        <FilePdfOutlined style={{ color: token.colorError }} />
        <Label label={node.label} keyword={keyword} />
      </Flex>
      <Space size="small">
        {node.pages !== undefined && (
          <Typography.Text type="secondary">{fill(tx.pages, { pages: node.pages })}</Typography.Text>
        )}
        {/* Buttons, so Tab reaches them; the viewer tells print progress and failure itself. */}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={act(() => viewer.preview(file))}>
          {tx.preview}
        </Button>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={act(() => void viewer.print(file.url))}>
          {tx.print}
        </Button>
        {file.download ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={act(() => viewer.download(file))}>
            {tx.download}
          </Button>
        ) : null}
      </Space>
    </Flex>
  );
}
