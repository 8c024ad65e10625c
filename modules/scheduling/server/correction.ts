import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../../../mock-server/plugins/audit.js";
import { envelope } from "../../../mock-server/plugins/errors.js";
import { lessonDtos, type LessonDto } from "./dto.js";
import { hoursOf, round2 } from "./hours.js";
import { scheduleRepositories, type ScheduleStore } from "./repositories.js";
import { refuse } from "./rules.js";
import { PAGES, idParams } from "./schemas.js";
import { hasStarted } from "./service.js";

/** Only administrators correct the past (the admin flag, or the `admin` role). */
const ADMIN = { role: ["admin"] };

/** The lengths a lesson may have (15–60 minutes in steps of 15), or 0: it did not take place. */
const LENGTHS = [0, 15, 30, 45, 60];

export const correctionBody = {
  type: "object",
  additionalProperties: false,
  required: ["duration", "reason"],
  properties: {
    duration: { type: "integer", enum: LENGTHS, errorMessage: "实际时长只能为0、15、30、45或60分钟" },
    reason: {
      type: "string",
      maxLength: 200,
      pattern: "\\S",
      errorMessage: { type: "请填写更正原因", pattern: "请填写更正原因", maxLength: "更正原因不能超过200个字符" },
    },
  },
  errorMessage: {
    required: { duration: "请选择实际上课时长", reason: "请填写更正原因" },
    additionalProperties: "不支持的参数",
  },
} as const;

export interface CorrectionBody {
  /** The minutes really taught; 0 removes the lesson and gives all its hours back. */
  duration: number;
  reason: string;
}

export interface CorrectionDeps extends ScheduleStore {
  audit: AuditLog;
  now: () => string;
  base: string;
  tags: string[];
}

/**
 * 课时更正: the one way to change the hours of a lesson that has started. An admin states the minutes
 * really taught and why; the campus's balance takes or gets the difference, the lesson keeps its start,
 * and the operation log keeps the reason. 0 minutes: the lesson did not take place and is removed.
 */
export function correctionRoute(app: FastifyInstance, deps: CorrectionDeps): void {
  // One transaction: the lesson's row, then the campus's, are locked before they are read, so the
  // difference is taken or given back once however many corrections arrive at the same time.
  const correct = (id: number, b: CorrectionBody) =>
    deps.store.db.transaction().execute(async (trx) => {
      const { lessons, hours, conflicts, people } = scheduleRepositories(trx, deps);
      const row = await lessons.locked(id, deps.store.forUpdate);
      if (!row) throw refuse(15009, "id", "课程不存在", 404);
      if (row.open_slot) throw refuse(15019, "id", "预留时段没有课时，无需更正");
      if (!hasStarted(row, deps.now())) throw refuse(15067, "id", "课程尚未开始，无需更正，请直接调课或删除", 409);
      const change = round2(hoursOf(b.duration) - hoursOf(row.duration));
      if (change > 0) await hours.spend(row.campus_id, change);
      else await hours.refund(row.campus_id, -change);
      let lesson: LessonDto | null = null;
      if (b.duration === 0) {
        await lessons.remove(id);
        await conflicts.clearOrphans(deps.now());
      } else {
        await lessons.update(id, {
          start_at: row.start_at,
          duration: b.duration,
          title: row.title,
          remark: row.remark,
        });
        lesson = (await lessonDtos([(await lessons.find(id))!], people, deps.now()))[0];
      }
      return { row, lesson, change, balance: (await hours.balance(row.campus_id))?.hours_balance ?? null };
    });

  app.post<{ Params: { id: number }; Body: CorrectionBody }>(
    `${deps.base}/lessons/:id/correction`,
    {
      config: { access: ADMIN, pages: PAGES },
      schema: {
        tags: deps.tags,
        summary: "课时更正（仅管理员）：已开始或已上课课程的实际时长，须填写原因",
        params: idParams,
        body: correctionBody,
      },
    },
    async (request) => {
      const { row, lesson, change, balance } = await correct(request.params.id, request.body);
      const signed = change > 0 ? `+${change}` : `${change}`;
      const detail = `${row.start_at} 时长${row.duration}分钟→${request.body.duration}分钟，课时${signed}，原因：${request.body.reason.trim()}`;
      await deps.audit(request, "课时更正", `lesson:${row.id}`, detail);
      return envelope({ lesson, hours_change: change, hours_balance: balance }, "课时已更正");
    },
  );
}
