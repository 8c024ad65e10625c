import { Avatar, Dropdown, Space } from "antd";
import { LogoutOutlined, SkinOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useSession } from "../app/services-context.js";
import { t } from "../app/locale/zh-CN.js";
import { flattenRoutes } from "../common/routes.js";

/** The page component of 个人信息 (the framework's own page). */
const PERSONAL_PAGE = "account/PersonalInformation";

/** Avatar and name; 个人设置 and 退出登录 (spec §2 "User dropdown"). */
export function UserDropdown({ onOpenTheme }: { onOpenTheme?: () => void }) {
  const { user, routes } = useSession();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  // 个人设置 opens wherever this app's routes put the personal page, and is not offered without one.
  const personal = flattenRoutes(routes ?? []).find((r) => r.route.component === PERSONAL_PAGE)?.fullPath;
  const items = [
    ...(personal ? [{ key: "personal", icon: <UserOutlined />, label: t("header.personalSettings") }] : []),
    ...(onOpenTheme ? [{ key: "theme", icon: <SkinOutlined />, label: t("header.theme") }] : []),
    { key: "logout", icon: <LogoutOutlined />, label: t("header.logout") },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === "personal" && personal) void navigate(personal);
    else if (key === "theme") onOpenTheme?.();
    else logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={["click", "hover"]}>
      <Space style={{ cursor: "pointer" }} data-testid="user-dropdown">
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span>{user?.nickname || user?.username}</span>
      </Space>
    </Dropdown>
  );
}
