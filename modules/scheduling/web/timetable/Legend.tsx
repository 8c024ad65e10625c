import { Space } from "antd";
import type { LessonStatus } from "../api.js";
import { STATUS_TEXT } from "./LessonPopover.js";
import { statusClass } from "./timetable-css.js";

const STATUSES: LessonStatus[] = [0, 1, 2];

/** 已上课 / 未上课 / 预留时段, each with the swatch the chips use (the same class, so they cannot drift). */
export function Legend() {
  return (
    <Space size="middle">
      {STATUSES.map((status) => (
        <span key={status} className="omo-tt-legend">
          <span className={`omo-tt-swatch ${statusClass(status)}`} />
          {STATUS_TEXT[status]}
        </span>
      ))}
    </Space>
  );
}
