import { Col, Row } from "antd";
import { PasswordCard } from "./profile/PasswordCard.js";
import { ProfileCard } from "./profile/ProfileCard.js";
import { SessionsCard } from "./profile/SessionsCard.js";

/**
 * 个人信息 (`account/PersonalInformation`, reached from the header's 个人设置): the caller's own
 * profile, password and sessions. Open to every logged-in user, whatever their roles.
 */
export default function PersonalInformationPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={10}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <PasswordCard />
          </Col>
          <Col span={24}>
            <SessionsCard />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
