import { createElement, useMemo } from "react";
import { Card, Col, Descriptions, Row, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { dayjs } from "../../app/locale/dayjs.js";
import { greeting } from "../../common/greeting.js";
import { abilityTitle } from "../../common/authority.js";
import { useServices, useSession } from "../../app/services-context.js";
import { buildMenu } from "../../shell/menu/build-menu.js";
import { iconFor } from "../../shell/icons.js";
import { t } from "../../app/locale/zh-CN.js";
import { businessNow, useTimeZone } from "../../app/locale/business-time.js";
import { localize } from "../../common/i18n.js";

/** /index: who is logged in, what they hold, and the menu groups they can reach. */
export default function IndexPage() {
  const { boot } = useServices();
  const { user, access, routes } = useSession();
  const groups = useMemo(() => buildMenu(routes ?? []).filter((e) => e.children?.length), [routes]);
  const name = user?.nickname || user?.username || "";
  // The business's day and hour, like every time the product shows, whatever the browser's zone.
  const now = businessNow(useTimeZone());

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t("home.greeting", { greeting: greeting(Number(now.slice(11, 13))), name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t("home.today", { date: dayjs(now).format(t("home.dateFormat")) })} · {localize(boot.app.title)}
        </Typography.Text>
        <Descriptions column={1} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t("home.roles")}>
            {access.roles.length
              ? access.roles.map((r) => (
                  <Tag key={r} color="blue">
                    {user?.roleTitles?.find((role) => role.name === r)?.title ?? r}
                  </Tag>
                ))
              : t("home.noRole")}
          </Descriptions.Item>
          <Descriptions.Item label={t("home.abilities")}>
            {access.ability.map((a) => (
              <Tag key={a}>{abilityTitle(a, boot.abilities)}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t("home.quickLinks")}>
        <Row gutter={[16, 16]}>
          {groups.map((g) => {
            const Icon = iconFor(g.icon);
            return (
              <Col key={g.key} xs={12} sm={8} md={6}>
                <Card
                  size="small"
                  title={
                    <Space>
                      {Icon && createElement(Icon)}
                      {g.title}
                    </Space>
                  }
                >
                  <Space direction="vertical" size={4}>
                    {g.children!.slice(0, 4).map((c) => (
                      <Link key={c.key} to={c.key}>
                        {c.title}
                      </Link>
                    ))}
                  </Space>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Card>
    </Space>
  );
}
