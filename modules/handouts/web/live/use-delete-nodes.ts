import { App } from "antd";
import { fill, handoutTexts as tx } from "../texts.js";
import { useHandoutApi } from "../use-handout-api.js";
import type { HandoutNode } from "../api.js";
import { withReason } from "./server-error.js";
import { topMostChecked } from "./tree-utils.js";

/**
 * 删除 (spec §5): asks first, since a folder goes with everything in it, then deletes the checked
 * items, sending an item inside a checked folder only once (with its folder). `done` runs after
 * either answer, so the tree reloads even when part of the choice was already gone.
 */
export function useDeleteNodes(tree: HandoutNode[], checked: number[], done: (deleted: boolean) => void) {
  const api = useHandoutApi();
  const { message, modal } = App.useApp();

  return () => {
    if (checked.length === 0) {
      void message.warning(tx.chooseFile);
      return;
    }
    modal.confirm({
      title: tx.confirmTitle,
      content: fill(tx.confirmDeleteNodes, { count: checked.length }),
      okText: tx.ok,
      cancelText: tx.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.remove(topMostChecked(tree, checked));
          void message.success(tx.deleted);
          done(true);
        } catch (error) {
          void message.error(withReason(tx.deleteFailed, error));
          done(false);
        }
      },
    });
  };
}
