import { Typography } from "antd";
import { PaperClipOutlined } from "@ant-design/icons";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { EmptyCell } from "./EmptyCell.js";
import { useFileDownload, type FileInfo } from "../fields/use-file-download.js";

/** The file's uploaded name as a link: a click downloads it (a private one with the caller's token). */
export function FileCell({ value, row, field }: CellProps) {
  const download = useFileDownload();
  const file = (row._files as Record<string, FileInfo | null> | undefined)?.[field];
  if (isEmpty(value) || !file) return <EmptyCell />;
  return (
    <Typography.Link onClick={() => void download(file)} title={file.name}>
      <PaperClipOutlined /> {file.name}
    </Typography.Link>
  );
}
