import { Alert, Button, Descriptions, Typography } from "antd";
import type { ActionNotice } from "../../common/action-notice.js";
import { engineTexts } from "../texts.js";
import "./action-notice.css";

/**
 * An action's notice (`data.notice`) as a sheet: its values large enough to read out, its note, and a
 * button that prints the sheet alone. Shown once, in a dialog that closes only when the user says so.
 */
export function ActionNoticeSheet({ notice }: { notice: ActionNotice }) {
  return (
    <div className="omo-print-sheet">
      <Typography.Title level={5}>{notice.title}</Typography.Title>
      <Descriptions column={1} bordered size="small">
        {notice.items.map((item) => (
          <Descriptions.Item key={item.label} label={item.label}>
            <Typography.Text strong copyable style={{ fontSize: 16, letterSpacing: 1 }}>
              {item.value}
            </Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {notice.note && <Alert type="warning" showIcon style={{ marginTop: 12 }} message={notice.note} />}
      <Button style={{ marginTop: 12 }} onClick={() => window.print()}>
        {engineTexts.noticePrint}
      </Button>
    </div>
  );
}
