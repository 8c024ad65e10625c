import { useState } from "react";
import { Badge, Button, Modal, Space, Table } from "antd";
import { BugOutlined } from "@ant-design/icons";
import { errorLog, useErrorLog } from "./error-log.js";
import { t } from "../../app/locale/zh-CN.js";

const searchLinks = (message: string) => [
  { name: t("errorLog.baidu"), href: `https://www.baidu.com/s?wd=${encodeURIComponent(message)}` },
  { name: "Google", href: `https://www.google.com/search?q=${encodeURIComponent(message)}` },
];

/** Spec §2 error log: a bug badge with the count opens a table of route, message and stack. */
export function ErrorLogButton() {
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  return (
    <>
      <Badge count={entries.length} size="small" className="omo-inherit-color">
        <BugOutlined
          style={{ fontSize: 16, cursor: "pointer", color: "#ff4d4f" }}
          onClick={() => setOpen(true)}
          aria-label={t("errorLog.title")}
          data-testid="error-log-button"
        />
      </Badge>
      <Modal
        open={open}
        width={900}
        title={t("errorLog.title")}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>{t("errorLog.cancel")}</Button>
            <Button
              type="primary"
              danger
              onClick={() => {
                errorLog.clear();
                setOpen(false);
              }}
            >
              {t("errorLog.hide")}
            </Button>
          </Space>
        }
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={entries}
          columns={[
            { title: t("errorLog.route"), dataIndex: "url", width: 180 },
            {
              title: t("errorLog.message"),
              dataIndex: "message",
              render: (message: string) => (
                <Space direction="vertical" size={2}>
                  <span>{message}</span>
                  <Space size={8}>
                    {searchLinks(message).map((l) => (
                      <a key={l.name} href={l.href} target="_blank" rel="noreferrer">
                        {t("errorLog.search")} {l.name}
                      </a>
                    ))}
                  </Space>
                </Space>
              ),
            },
            {
              title: t("errorLog.stack"),
              dataIndex: "stack",
              render: (stack: string) => (
                <pre style={{ maxHeight: 120, overflow: "auto", fontSize: 11, margin: 0 }}>{stack}</pre>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
