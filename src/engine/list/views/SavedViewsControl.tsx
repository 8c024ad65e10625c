import { useCallback, useState } from "react";
import { App, Button, Dropdown, Tag, type MenuProps } from "antd";
import { CheckOutlined, DownOutlined, EyeOutlined } from "@ant-design/icons";
import { format } from "../../../common/i18n.js";
import { viewTexts } from "./view-texts.js";
import type { SavedViews } from "./use-saved-views.js";
import type { SavedView } from "./views-api.js";
import { ViewNameDialog } from "./ViewNameDialog.js";
import { PublishViewDialog } from "./PublishViewDialog.js";

type Dialog = { kind: "save" } | { kind: "copy"; view: SavedView } | { kind: "rename" | "publish"; view: SavedView };

/**
 * The 视图 control of the list toolbar: pick 默认视图 (the config's own state), one of the user's views
 * or one published to their roles; save the current state as a view; and for the view on screen:
 * 更新为当前, 重命名, 设为我的默认, 复制为我的视图, 发布到角色 (admins), 删除视图.
 */
export function SavedViewsControl({ views }: { views: SavedViews }) {
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const { active, defaultId, fail } = views;
  const run = (fn: () => Promise<unknown>) => void fn().catch(fail);

  const label = (v: SavedView) => (
    <span>
      {v.name}
      {v.id === defaultId && (
        <Tag color="blue" style={{ marginInlineStart: 8 }}>
          {viewTexts.isDefault}
        </Tag>
      )}
      {!v.mine && (
        <span style={{ marginInlineStart: 8, color: "#999" }}>{format(viewTexts.by, { owner: v.owner })}</span>
      )}
      {v.mine && v.roles.length > 0 && (
        <span style={{ marginInlineStart: 8, color: "#999" }}>
          {format(viewTexts.publishedTo, { roles: v.roles.join("、") })}
        </span>
      )}
    </span>
  );
  const entry = (v: SavedView) => ({
    key: `view:${v.id}`,
    label: label(v),
    icon: v.id === active?.id ? <CheckOutlined /> : <span style={{ display: "inline-block", width: 14 }} />,
  });
  const mine = views.views.filter((v) => v.mine);
  const shared = views.views.filter((v) => !v.mine);

  const forActive: MenuProps["items"] = active
    ? [
        { type: "divider" },
        ...(active.mine
          ? [
              { key: "update", label: viewTexts.update },
              { key: "rename", label: viewTexts.rename },
            ]
          : [{ key: "copy", label: viewTexts.copy }]),
        active.id === defaultId
          ? { key: "unsetDefault", label: viewTexts.unsetDefault }
          : { key: "setDefault", label: viewTexts.setDefault },
        ...(active.mine && views.canPublish ? [{ key: "publish", label: viewTexts.publish }] : []),
        ...(active.mine ? [{ key: "delete", label: viewTexts.delete, danger: true }] : []),
      ]
    : defaultId !== null
      ? [{ type: "divider" }, { key: "unsetDefault", label: viewTexts.unsetDefault }]
      : [];

  const items: MenuProps["items"] = [
    {
      key: "none",
      label: viewTexts.defaultView,
      icon: active ? <span style={{ display: "inline-block", width: 14 }} /> : <CheckOutlined />,
    },
    ...(mine.length ? [{ type: "group" as const, label: viewTexts.mine, children: mine.map(entry) }] : []),
    ...(shared.length ? [{ type: "group" as const, label: viewTexts.shared, children: shared.map(entry) }] : []),
    { type: "divider" },
    { key: "save", label: viewTexts.saveAs },
    ...(forActive ?? []),
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "none") return views.select(null);
    if (key.startsWith("view:")) return views.select(Number(key.slice(5)));
    if (key === "save") return setDialog({ kind: "save" });
    if (!active && key === "unsetDefault") return run(() => views.setDefault(null));
    if (!active) return;
    if (key === "update") return run(() => views.update(active.id));
    if (key === "rename" || key === "publish") return setDialog({ kind: key, view: active });
    if (key === "copy") return setDialog({ kind: "copy", view: active });
    if (key === "setDefault") return run(() => views.setDefault(active.id));
    if (key === "unsetDefault") return run(() => views.setDefault(null));
    if (key === "delete")
      modal.confirm({
        title: format(viewTexts.confirmDelete, { name: active.name }),
        okText: viewTexts.ok,
        cancelText: viewTexts.cancel,
        okButtonProps: { danger: true },
        onOk: () => views.remove(active.id).catch(fail),
      });
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
        <Button icon={<EyeOutlined />} title={viewTexts.views} data-testid="saved-views">
          <span style={{ maxWidth: 160, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {active ? active.name : viewTexts.defaultView}
          </span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {(dialog?.kind === "save" || dialog?.kind === "copy") && (
        <ViewNameDialog
          title={viewTexts.saveTitle}
          initialName={dialog.kind === "copy" ? dialog.view.name : ""}
          onSubmit={(name) => views.saveAs(name, dialog.kind === "copy" ? dialog.view.state : undefined)}
          onClose={close}
          onError={fail}
        />
      )}
      {dialog?.kind === "rename" && (
        <ViewNameDialog
          title={viewTexts.renameTitle}
          initialName={dialog.view.name}
          onSubmit={(name) => views.rename(dialog.view.id, name)}
          onClose={close}
          onError={fail}
        />
      )}
      {dialog?.kind === "publish" && (
        <PublishViewDialog
          view={dialog.view}
          loadRoles={views.roles}
          onSubmit={(roles) => views.publish(dialog.view.id, roles)}
          onClose={close}
          onError={fail}
        />
      )}
    </>
  );
}
