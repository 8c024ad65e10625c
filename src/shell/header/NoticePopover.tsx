import { useCallback, useEffect, useState } from "react";
import { Avatar, Badge, Button, Empty, List, Popover, Tabs } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useServices } from "../../app/services-context.js";
import { t } from "../../app/locale/zh-CN.js";

interface Notice {
  id: number;
  kind: "notice" | "email";
  image: string;
  notice: string;
  email: string;
}

/** Spec §2: notice popover with 通知 and 邮件 tabs, an unread badge and 清空消息 (cleared on the server). */
export function NoticePopover() {
  const { http, notify } = useServices();
  const [list, setList] = useState<Notice[]>([]);
  const load = useCallback(
    () =>
      http<{ list: Notice[] }>("/notice/getList")
        .then((d) => setList(d.list))
        .catch(() => {}),
    [http],
  );
  useEffect(() => void load(), [load]);

  const clear = async () => {
    await http("/notice/clear", { method: "POST", data: {} });
    setList([]);
    notify.success(t("notice.cleared"));
  };
  const tab = (kind: Notice["kind"]) => {
    const rows = list.filter((n) => n.kind === kind);
    return rows.length ? (
      <List
        size="small"
        dataSource={rows}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta
              avatar={<Avatar size="small" src={n.image || undefined} icon={<BellOutlined />} />}
              title={n.notice || n.email}
            />
          </List.Item>
        )}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("notice.empty")} />
    );
  };
  const content = (
    <div style={{ width: 320 }} data-testid="notice-panel">
      <Tabs
        size="small"
        items={[
          { key: "notice", label: t("notice.notice"), children: tab("notice") },
          { key: "email", label: t("notice.email"), children: tab("email") },
        ]}
      />
      <Button block onClick={() => void clear()} disabled={!list.length}>
        {t("notice.clear")}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" onOpenChange={(open) => open && void load()}>
      <span data-testid="notice-badge" style={{ cursor: "pointer" }}>
        <Badge count={list.length} size="small" className="omo-inherit-color">
          <BellOutlined style={{ fontSize: 16 }} aria-label={t("notice.title")} />
        </Badge>
      </span>
    </Popover>
  );
}
