import { Tag, Typography } from "antd";
import { Can } from "../../../../src/app/access/Can.js";
import { splitHalfDays } from "./week-days.js";
import { conflictTexts as tx } from "./texts.js";

const WRITE = { ability: ["WRITE"] };

// Three times to a line in a day's column: a busy day's forty steps take a dozen short lines.
const tagStyle = {
  marginInlineEnd: 3,
  marginBottom: 3,
  fontSize: 11,
  lineHeight: "18px",
  paddingInline: 3,
  cursor: "pointer",
};

/**
 * One day's free start times as small tags, split into 上午 and 下午 so a day of forty steps stays
 * scannable. Choosing one is a write: without WRITE the times are shown but not offered.
 */
export function FreeTimes({ times, onPick }: { times: readonly string[]; onPick(time: string): void }) {
  if (times.length === 0) return <Typography.Text type="secondary">{tx.noFree}</Typography.Text>;
  const { morning, afternoon } = splitHalfDays(times);
  const group = (label: string, list: string[]) =>
    list.length ? (
      <div style={{ marginBottom: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, display: "block", marginBottom: 2 }}>
          {label}
        </Typography.Text>
        {list.map((time) => (
          <Can
            key={time}
            rule={WRITE}
            fallback={
              <Tag bordered={false} style={{ ...tagStyle, cursor: "default" }}>
                {time}
              </Tag>
            }
          >
            <Tag
              role="button"
              tabIndex={0}
              color="processing"
              style={tagStyle}
              onClick={() => onPick(time)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onPick(time);
                }
              }}
            >
              {time}
            </Tag>
          </Can>
        ))}
      </div>
    ) : null;
  return (
    <>
      {group(tx.morning, morning)}
      {group(tx.afternoon, afternoon)}
    </>
  );
}
