import { useState } from "react";
import { App, Avatar, Button, Space, Typography, Upload } from "antd";
import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import type { HttpError } from "../../../app/http/http-error.js";
import { profileTexts as tx } from "./texts.js";

interface Props {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
  upload(file: File): Promise<{ url: string }>;
}

/** The avatar as it will look, 更换头像 (uploaded at once, saved with the form) and 移除头像. */
export function AvatarUpload({ value, onChange, id, upload }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="center" size="large" id={id}>
      <Avatar size={80} src={value || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
      <Space direction="vertical" size={4}>
        <Space>
          <Upload
            accept="image/jpeg,image/png,image/gif,image/webp"
            showUploadList={false}
            maxCount={1}
            customRequest={async ({ file, onSuccess, onError }) => {
              setUploading(true);
              try {
                const answer = await upload(file as File);
                onChange?.(answer.url);
                onSuccess?.(answer);
              } catch (err) {
                // The file's own reason (只能上传 JPG…), not the catalogue's 参数错误.
                const failure = err as Partial<HttpError> & Error;
                void message.error(failure.errors?.file ?? failure.message ?? tx.uploadFailed);
                onError?.(failure);
              } finally {
                setUploading(false);
              }
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {tx.changeAvatar}
            </Button>
          </Upload>
          {value ? (
            <Button type="link" onClick={() => onChange?.("")}>
              {tx.removeAvatar}
            </Button>
          ) : null}
        </Space>
        <Typography.Text type="secondary">{tx.avatarHint}</Typography.Text>
      </Space>
    </Space>
  );
}
