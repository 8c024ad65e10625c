import { Col, Row } from "antd";
import { PasswordCard } from "./profile/PasswordCard.js";
import { ProfileCard } from "./profile/ProfileCard.js";

/**
 * 个人信息 (`account/PersonalInformation`, reached from the header's 个人设置): the caller's own
 * profile and password. Open to every logged-in user, whatever their roles.
 */
export default function PersonalInformationPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={10}>
        <PasswordCard />
      </Col>
    </Row>
  );
}
