import { Image, Tag } from "antd";
import type { CellProps } from "./cell-props.js";
import { EmptyCell } from "./EmptyCell.js";
import { kt } from "../field-kind-texts.js";
import { localize } from "../../common/i18n.js";

/**
 * The first pictures of an array of images as thumbnails (`props.max`, default 3; `props.size` pixels,
 * default 40) and `+N` for the rest, on one line; a click opens them all in the preview.
 */
export function ImagesCell({ value, record, props }: CellProps) {
  const urls = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && !!v) : [];
  if (!urls.length) return <EmptyCell />;
  const max = typeof props?.max === "number" ? props.max : 3;
  const size = typeof props?.size === "number" ? props.size : 40;
  return (
    // One line whatever the column's width: wrapped thumbnails made their row twice as tall as the others.
    // In a column of fixed width (a table with `ellipsis` columns), what does not fit is cut, not drawn over the next.
    <span
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        whiteSpace: "nowrap",
        maxWidth: "100%",
        overflow: "hidden",
      }}
    >
      <Image.PreviewGroup items={urls}>
        {urls.slice(0, max).map((url, i) => (
          <Image
            key={`${url}-${i}`}
            src={url}
            alt={`${localize(record.title)} ${i + 1}`}
            width={size}
            height={size}
            style={{ objectFit: "cover" }}
          />
        ))}
      </Image.PreviewGroup>
      {urls.length > max && <Tag>{kt("moreImages", { count: urls.length - max })}</Tag>}
    </span>
  );
}
