import { Avatar, Dropdown, Space } from "antd";
import { LogoutOutlined, SkinOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useSession } from "../app/services-context.js";
import { t } from "../app/locale/zh-CN.js";

/** Avatar and name; 个人设置 and 退出登录 (spec §2 "User dropdown"). */
export function UserDropdown({ onOpenTheme }: { onOpenTheme?: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const items = [
    { key: "personal", icon: <UserOutlined />, label: t("header.personalSettings") },
    ...(onOpenTheme ? [{ key: "theme", icon: <SkinOutlined />, label: t("header.theme") }] : []),
    { key: "logout", icon: <LogoutOutlined />, label: t("header.logout") },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === "personal") void navigate("/general-settings/personal-information");
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
