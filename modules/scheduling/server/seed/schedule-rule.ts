import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { idOf } from "../../../school/server/seed/seed-rows.js";

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * 排课规则设置: the default rule every campus schedules by, and two campuses with their own. Fixed, no
 * faker; the schedule seed books its term by these rules (seed/schedule.ts beside it), so the sample lessons keep them.
 */
export const scheduleRuleSeed: ResourceSeed = ({ rows }) => {
  const campus = (code: string) => rows("campus").find((c) => c.code === code);
  const chaoyang = campus("BJ001");
  const pudong = campus("SH001");
  return [
    {
      name: "全局默认规则",
      max_daily_lessons: 8,
      min_gap_minutes: 0,
      start_time: "08:30",
      end_time: "18:30",
      weekdays: EVERY_DAY,
      allow_cross_month: true,
      enabled: true,
      remark: "未单独设置规则的校区均按此规则排课",
      created_at: "2025-08-18 10:12:40",
      updated_at: "2025-08-18 10:12:40",
    },
    ...(chaoyang
      ? [
          {
            name: `${String(chaoyang.name)}排课规则`,
            campus_id: idOf(chaoyang),
            max_daily_lessons: 6,
            min_gap_minutes: 15,
            start_time: "08:30",
            end_time: "18:30",
            weekdays: EVERY_DAY,
            allow_cross_month: true,
            enabled: true,
            remark: "讲师两节课之间至少留15分钟批改作业、答疑",
            created_at: "2025-08-20 16:03:11",
            updated_at: "2025-09-01 09:27:55",
          },
        ]
      : []),
    ...(pudong
      ? [
          {
            name: `${String(pudong.name)}排课规则`,
            campus_id: idOf(pudong),
            max_daily_lessons: 8,
            min_gap_minutes: 0,
            start_time: "08:30",
            end_time: "18:00",
            weekdays: EVERY_DAY,
            allow_cross_month: false,
            enabled: true,
            remark: "课时按自然月结算，批量排课请按月分次排；18:00后校区闭馆",
            created_at: "2025-08-21 11:45:02",
            updated_at: "2025-08-21 11:45:02",
          },
        ]
      : []),
  ];
};
