import { ReloadOutlined, SkinOutlined } from "@ant-design/icons";
import { Space } from "antd";
import { useLocation } from "react-router";
import { useSession } from "../../app/services-context.js";
import { useSettings } from "../settings/use-settings.js";
import { useTabsStore } from "../tabs/use-tabs-store.js";
import { findPage, visitInfo } from "../tabs/current-route.js";
import { tabKey } from "../tabs/tabs-model.js";
import { ErrorLogButton } from "../errors/ErrorLogButton.js";
import { UserDropdown } from "../UserDropdown.js";
import { NoticePopover } from "./NoticePopover.js";
import { SearchDialog } from "./SearchDialog.js";
import { FullScreenToggle } from "./FullScreenToggle.js";
import { t } from "../../app/locale/zh-CN.js";
import { LocaleSwitch } from "../../app/locale/LocaleSwitch.js";

/** The header's right side: error log, refresh, search, notice, full screen, theme and the user. */
export function HeaderActions({ onOpenTheme, color }: { onOpenTheme: () => void; color?: string }) {
  const settings = useSettings();
  const tabs = useTabsStore();
  const { routes } = useSession();
  const { pathname, search } = useLocation();
  const refresh = () => {
    const flat = findPage(routes ?? [], pathname);
    if (flat) tabs.refresh(tabKey(visitInfo(flat, pathname, search)));
  };
  return (
    <Space size={18} style={{ color }}>
      <ErrorLogButton />
      {settings.showRefresh && (
        <ReloadOutlined
          style={{ fontSize: 16, cursor: "pointer" }}
          onClick={refresh}
          aria-label={t("header.refresh")}
          data-testid="refresh-button"
        />
      )}
      {settings.showSearch && <SearchDialog />}
      {settings.showNotice && <NoticePopover />}
      {settings.showFullScreen && <FullScreenToggle />}
      {settings.showTheme && (
        <SkinOutlined
          style={{ fontSize: 16, cursor: "pointer" }}
          onClick={onOpenTheme}
          aria-label={t("header.theme")}
        />
      )}
      <LocaleSwitch />
      <UserDropdown onOpenTheme={onOpenTheme} />
    </Space>
  );
}
