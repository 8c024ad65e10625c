import { useEffect, useState } from "react";
import { Button, Space, Typography, Upload } from "antd";
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { useServices } from "../../app/services-context.js";
import { postFile, uploadFailure } from "./upload-file.js";
import { acceptAttribute, acceptText, DEFAULT_FILE_RULE, fileLimit, sizeText } from "../../common/file-accept.js";
import type { WidgetProps } from "../types.js";
import { kindTexts, kt } from "../field-kind-texts.js";
import { useFileDownload, type FileInfo } from "./use-file-download.js";

/**
 * One file of a `format: "file"` field, uploaded at once to `POST /v1/resources/<name>/files/<field>`;
 * the field keeps the answered `key`. The kinds and size the field takes are shown under the button and
 * filter the chooser; the server judges the bytes and its refusal (类型、大小) is said in its words.
 */
export function FileWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const { http, notify } = useServices();
  const download = useFileDownload();
  const rule = field.record.file ?? DEFAULT_FILE_RULE;
  const key = typeof value === "string" && value ? value : null;
  const [info, setInfo] = useState<(FileInfo & { key: string }) | null>(null);
  const [uploading, setUploading] = useState(false);
  const base = `/v1/resources/${field.resource}/files/${field.name}`;

  // A stored value (an edit form): its name is asked once; the upload's answer already has it.
  useEffect(() => {
    if (!key || info?.key === key) return;
    let live = true;
    http<FileInfo & { key: string }>(`${base}/${key}`, { params: { info: "1" }, silent: true })
      .then((found) => live && setInfo(found))
      .catch(() => live && setInfo({ key, name: kindTexts.uploadedFile, url: `${base}/${key}` }));
    return () => {
      live = false;
    };
  }, [key, info?.key, base, http]);

  const shown = key && info?.key === key ? info : null;
  return (
    <Space direction="vertical" size={4} style={{ width: "100%" }}>
      {shown && (
        <Space>
          <PaperClipOutlined />
          <Typography.Link onClick={() => void download(shown)}>{shown.name}</Typography.Link>
          {shown.size !== undefined && <Typography.Text type="secondary">{sizeText(shown.size)}</Typography.Text>}
          {!disabled && (
            <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {kindTexts.removeFile}
            </Button>
          )}
        </Space>
      )}
      <Upload
        id={id}
        accept={acceptAttribute(rule)}
        maxCount={1}
        disabled={disabled || uploading}
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const answer = await postFile<FileInfo & { key: string }>(http, base, file as Blob);
            setInfo(answer);
            onChange?.(answer.key);
            onSuccess?.(answer);
          } catch (err) {
            notify.error(uploadFailure(err));
            onError?.(err as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {key ? kindTexts.replaceFile : kindTexts.chooseFile}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {kt("fileHint", { kinds: acceptText(rule), size: sizeText(fileLimit(rule)) })}
      </Typography.Text>
    </Space>
  );
}
