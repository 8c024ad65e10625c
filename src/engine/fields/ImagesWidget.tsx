import { useEffect, useRef, useState } from "react";
import { Button, Image, Space, Tooltip, Upload, type UploadFile } from "antd";
import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from "@ant-design/icons";
import { useServices } from "../../app/services-context.js";
import { postFile, uploadFailure } from "./upload-file.js";
import type { WidgetProps } from "../types.js";
import { kindTexts, kt } from "../field-kind-texts.js";

const SIDE = 96;

/**
 * Several pictures of an `array` field with `items.format: "image"`: each chosen file is uploaded at once
 * to `POST /v1/files` (as the one-image `upload` widget does) and its URL appended; a picture can be moved
 * left or right and removed. At most `maxItems` pictures. The field keeps the URLs in order.
 */
export function ImagesWidget({ value, onChange, id, field, disabled }: WidgetProps) {
  const { http, notify } = useServices();
  const urls = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const max = field.record.maxItems;
  const full = max !== undefined && urls.length + uploading.length >= max;
  const change = (next: string[]) => onChange?.(next.length ? next : null);
  const move = (i: number, by: -1 | 1) => {
    const next = [...urls];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };
  // Uploads finish in any order: each appends to what the field holds then, never to a stale copy.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  });

  return (
    <Space wrap size={8} id={id}>
      {urls.map((url, i) => (
        <div key={`${url}-${i}`} className="omo-images-item" style={{ width: SIDE, textAlign: "center" }}>
          <Image src={url} width={SIDE} height={SIDE} style={{ objectFit: "cover", borderRadius: 6 }} />
          {!disabled && (
            <Space size={0}>
              <Tooltip title={kindTexts.moveLeft}>
                <Button
                  size="small"
                  type="text"
                  aria-label={kindTexts.moveLeft}
                  icon={<LeftOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
              </Tooltip>
              <Tooltip title={kindTexts.removeFile}>
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={kindTexts.removeFile}
                  icon={<DeleteOutlined />}
                  onClick={() => change(urls.filter((_, j) => j !== i))}
                />
              </Tooltip>
              <Tooltip title={kindTexts.moveRight}>
                <Button
                  size="small"
                  type="text"
                  aria-label={kindTexts.moveRight}
                  icon={<RightOutlined />}
                  disabled={i === urls.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Tooltip>
            </Space>
          )}
        </div>
      ))}
      {!disabled && (
        <Upload
          accept="image/jpeg,image/png,image/gif,image/webp"
          listType="picture-card"
          multiple
          disabled={full}
          fileList={uploading}
          showUploadList={{ showRemoveIcon: false, showPreviewIcon: false }}
          beforeUpload={(file, chosen) => {
            if (max === undefined || urls.length + uploading.length + chosen.indexOf(file) < max) return true;
            if (chosen.indexOf(file) === chosen.length - 1) notify.error(kt("tooManyImages", { max }));
            return Upload.LIST_IGNORE;
          }}
          customRequest={async ({ file, onSuccess, onError }) => {
            const uid = (file as File & { uid: string }).uid;
            setUploading((list) => [...list, { uid, name: (file as File).name, status: "uploading" }]);
            try {
              const answer = await postFile<{ url: string }>(http, "/v1/files", file as Blob);
              latest.current = [...latest.current, answer.url];
              change(latest.current);
              onSuccess?.(answer);
            } catch (err) {
              notify.error(uploadFailure(err));
              onError?.(err as Error);
            } finally {
              setUploading((list) => list.filter((f) => f.uid !== uid));
            }
          }}
        >
          {full ? null : (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{kindTexts.addImage}</div>
            </div>
          )}
        </Upload>
      )}
    </Space>
  );
}
