import { useState } from "react";
import { Upload, type UploadFile } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useServices } from "../../app/services-context.js";
import { postFile, uploadFailure } from "./upload-file.js";
import type { WidgetProps } from "../types.js";
import { engineTexts } from "../texts.js";

/**
 * One image, uploaded to `POST /v1/files` at once; the field keeps the answered `url`. A refusal
 * is said in the server's words for the file (只能上传 JPG…), not the catalogue's 参数错误.
 */
export function UploadWidget({ value, onChange, id, disabled }: WidgetProps) {
  const { http, notify } = useServices();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const url = typeof value === "string" && value ? value : null;
  const fileList: UploadFile[] = uploading
    ? [uploading]
    : url
      ? [{ uid: url, name: url.split("/").pop() ?? url, status: "done", url }]
      : [];

  return (
    <Upload
      id={id}
      accept="image/jpeg,image/png,image/gif,image/webp"
      listType="picture-card"
      maxCount={1}
      disabled={disabled}
      fileList={fileList}
      onRemove={() => onChange?.(undefined)}
      customRequest={async ({ file, onSuccess, onError }) => {
        setUploading({ uid: "uploading", name: (file as File).name, status: "uploading" });
        try {
          const answer = await postFile<{ url: string }>(http, "/v1/files", file as Blob);
          onChange?.(answer.url);
          onSuccess?.(answer);
        } catch (err) {
          notify.error(uploadFailure(err));
          onError?.(err as Error);
        } finally {
          setUploading(null);
        }
      }}
    >
      {url || uploading ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{engineTexts.upload}</div>
        </div>
      )}
    </Upload>
  );
}
