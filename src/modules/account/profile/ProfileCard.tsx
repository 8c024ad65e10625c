import { useMemo } from "react";
import { Alert, App, Button, Card, Descriptions, Form, Input, Skeleton, Tag } from "antd";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BusinessTime } from "../../../app/locale/business-time.js";
import { useServices } from "../../../app/services-context.js";
import { useFormSubmit } from "../../../app/use-form-submit.js";
import { profileApi, type Profile, type ProfileInput } from "./api.js";
import { AvatarUpload } from "./AvatarUpload.js";
import { presetRule } from "./rules.js";
import { profileTexts as tx } from "./texts.js";

const PROFILE_KEY = ["account", "profile"] as const;

function ProfileForm({ profile }: { profile: Profile }) {
  const services = useServices();
  const api = useMemo(() => profileApi(services.http), [services.http]);
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileInput>();

  const { saving, send } = useFormSubmit(
    form,
    async (values) => {
      const saved = await api.save({
        nickname: values.nickname.trim(),
        avatar: values.avatar ?? "",
        phone: values.phone ?? "",
        email: values.email ?? "",
      });
      client.setQueryData(PROFILE_KEY, saved);
      // The header's avatar and name follow at once.
      const { user, access } = services.session.get();
      if (user) services.session.setUser({ ...user, nickname: saved.nickname, avatar: saved.avatar }, access);
      void message.success(tx.saved);
    },
    (text) => void message.error(text),
  );

  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={tx.username}>{profile.username}</Descriptions.Item>
        <Descriptions.Item label={tx.roles}>
          {profile.roles.length ? profile.roles.map((r) => <Tag key={r.name}>{r.title}</Tag>) : tx.noRole}
        </Descriptions.Item>
        {profile.last_login_at ? (
          <Descriptions.Item label={tx.lastLogin}>
            <BusinessTime value={profile.last_login_at} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          avatar: profile.avatar,
          nickname: profile.nickname,
          phone: profile.phone,
          email: profile.email,
        }}
        onFinish={(v) => void send(v)}
      >
        <Form.Item name="avatar" label={tx.avatar}>
          <AvatarUpload upload={api.uploadAvatar} />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={tx.nickname}
          rules={[
            { required: true, whitespace: true, message: tx.nicknameRequired },
            { max: 20, message: tx.nicknameMax },
          ]}
        >
          <Input placeholder={tx.nicknamePlaceholder} />
        </Form.Item>
        <Form.Item name="phone" label={tx.phone} rules={[presetRule("phone")]}>
          <Input placeholder={tx.phonePlaceholder} maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={tx.email} rules={[presetRule("email")]}>
          <Input placeholder={tx.emailPlaceholder} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {tx.save}
        </Button>
      </Form>
    </>
  );
}

/** 个人资料: avatar, 昵称, 手机号, 邮箱 and 保存; the header shows the saved avatar and name. */
export function ProfileCard() {
  const { http } = useServices();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => profileApi(http).get() });
  return (
    <Card title={tx.profileTitle}>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <Alert
          type="error"
          showIcon
          message={tx.loadFailed}
          action={
            <Button size="small" onClick={() => void profile.refetch()}>
              {tx.retry}
            </Button>
          }
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
