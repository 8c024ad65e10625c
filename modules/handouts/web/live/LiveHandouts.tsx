import { useState } from "react";
import { Card, Flex, Spin } from "antd";
import { ActionPanel } from "./ActionPanel.js";
import { FolderDialog } from "./FolderDialog.js";
import { HandoutTree } from "./HandoutTree.js";
import { RenameDialog } from "./RenameDialog.js";
import { TreeFilters } from "./TreeFilters.js";
import { presetParent } from "./tree-utils.js";
import type { HandoutViewer } from "../viewer/use-handout-viewer.js";
import { UploadDialog } from "./UploadDialog.js";
import { useDeleteNodes } from "./use-delete-nodes.js";
import { useLiveTree } from "./use-live-tree.js";
import { useSubject } from "./use-subject.js";
import { useTreeView } from "./use-tree-view.js";

type Dialog = "folder" | "rename" | "upload";

/**
 * 直播讲义 (spec §5): one subject's tree of handout and homework folders and PDFs on the left, the
 * buttons acting on the checked items on the right. PDFs open in the page's viewer, so preview and
 * print look the same as in the recorded view.
 */
export function LiveHandouts({ viewer }: { viewer: HandoutViewer }) {
  const subject = useSubject();
  const { subjectId } = subject;
  const { tree, loading, reload } = useLiveTree(subjectId);
  const view = useTreeView(tree, subjectId);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const close = () => setDialog(null);
  const done = (parent?: number) => {
    setDialog(null);
    if (parent !== undefined) view.reveal(parent);
    void reload();
  };
  const remove = useDeleteNodes(tree, view.checked, (deleted) => {
    if (deleted) view.check([]);
    void reload();
  });
  const chooseSubject = (id: number) => {
    subject.setSubject(id);
    view.reset();
  };
  const parent = presetParent(view.index, view.checked);
  const renaming = view.checked.length === 1 ? view.index.get(view.checked[0])?.node : undefined;

  return (
    <Flex gap="middle" align="start">
      <Card size="small" style={{ flex: 1, minWidth: 0 }}>
        <Flex vertical gap="middle">
          <TreeFilters
            subjects={subject.options}
            subjectsLoading={subject.loading}
            subjectId={subjectId}
            onSubject={chooseSubject}
            keyword={view.keyword}
            onKeyword={view.search}
          />
          <Spin spinning={loading}>
            <HandoutTree
              nodes={view.nodes}
              keyword={view.keyword}
              checked={view.checked}
              onCheck={view.check}
              expanded={view.expanded}
              onExpand={view.expand}
              viewer={viewer}
            />
          </Spin>
        </Flex>
      </Card>
      <ActionPanel
        checkedCount={view.checked.length}
        disabled={subjectId === undefined}
        onCreate={() => setDialog("folder")}
        onDelete={remove}
        onRename={() => setDialog("rename")}
        onUpload={() => setDialog("upload")}
      />
      {subjectId !== undefined && (
        <>
          <FolderDialog
            open={dialog === "folder"}
            tree={tree}
            subjectId={subjectId}
            parent={parent}
            onClose={close}
            onDone={done}
          />
          <RenameDialog open={dialog === "rename"} node={renaming} onClose={close} onDone={() => done()} />
          <UploadDialog
            open={dialog === "upload"}
            tree={tree}
            subjectId={subjectId}
            parent={parent}
            onClose={close}
            onDone={done}
          />
        </>
      )}
    </Flex>
  );
}
