import { Button, Card, Popconfirm, Typography } from "antd";
import { useState } from "react";
import { useServices } from "../../../app/services-context.js";
import { profileApi } from "./api.js";
import { profileTexts as tx } from "./texts.js";

/**
 * 退出所有设备: ends every session of the account, this one included — for a lost phone or a shared
 * computer someone forgot to log out of. The login page follows.
 */
export function SessionsCard() {
  const services = useServices();
  const [busy, setBusy] = useState(false);

  const logoutEverywhere = async () => {
    setBusy(true);
    try {
      await profileApi(services.http).logoutEverywhere();
      services.notify.success(tx.loggedOutEverywhere);
      await services.logout();
      services.navigator.go("/login", true);
    } catch {
      // The http client already said what went wrong.
      setBusy(false);
    }
  };

  return (
    <Card title={tx.sessionsTitle}>
      <Typography.Paragraph type="secondary">{tx.sessionsHint}</Typography.Paragraph>
      <Popconfirm
        title={tx.logoutEverywhereConfirm}
        okText={tx.logoutEverywhere}
        cancelText={tx.cancel}
        onConfirm={logoutEverywhere}
      >
        <Button danger loading={busy}>
          {tx.logoutEverywhere}
        </Button>
      </Popconfirm>
    </Card>
  );
}
