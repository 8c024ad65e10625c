import { Button, Card, Flex, Tooltip } from "antd";
import { DeleteOutlined, EditOutlined, FolderAddOutlined, UploadOutlined } from "@ant-design/icons";
import { Can } from "../../../../src/app/access/Can.js";
import { handoutTexts as tx } from "../texts.js";
import { liveTexts } from "./texts.js";

interface Props {
  /** How many items are checked: delete needs one at least, rename exactly one. */
  checkedCount: number;
  disabled: boolean;
  onCreate(): void;
  onDelete(): void;
  onRename(): void;
  onUpload(): void;
}

const WRITE = { ability: ["WRITE"] };
const DELETE = { ability: ["DELETE"] };

/**
 * The buttons beside the tree, in the spec's order. Each is hidden (not disabled) for a user the
 * server would refuse, as the server's own rules: WRITE to create, rename and upload, DELETE to delete.
 */
export function ActionPanel({ checkedCount, disabled, onCreate, onDelete, onRename, onUpload }: Props) {
  const renameOff = checkedCount !== 1;
  const deleteOff = checkedCount === 0;
  return (
    <Card size="small" style={{ width: 160, flex: "none" }}>
      <Flex vertical gap="small">
        <Can rule={WRITE}>
          <Button block icon={<FolderAddOutlined />} disabled={disabled} onClick={onCreate}>
            {tx.newFolder}
          </Button>
        </Can>
        <Can rule={DELETE}>
          <Tooltip title={deleteOff ? liveTexts.deleteNone : undefined}>
            <Button block danger icon={<DeleteOutlined />} disabled={disabled || deleteOff} onClick={onDelete}>
              {tx.delete}
            </Button>
          </Tooltip>
        </Can>
        <Can rule={WRITE}>
          <Tooltip title={renameOff ? liveTexts.renameOne : undefined}>
            <Button block icon={<EditOutlined />} disabled={disabled || renameOff} onClick={onRename}>
              {tx.rename}
            </Button>
          </Tooltip>
        </Can>
        <Can rule={WRITE}>
          <Button block type="primary" icon={<UploadOutlined />} disabled={disabled} onClick={onUpload}>
            {tx.addCourseware}
          </Button>
        </Can>
      </Flex>
    </Card>
  );
}
