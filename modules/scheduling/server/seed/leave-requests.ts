import { addDays, addMinutes } from "../../common/index.js";
import { LEAVE_APPROVED, LEAVE_PENDING, LEAVE_REJECTED } from "../leave-requests.js";

/** What the requests are drawn with: the schedule seed's random source. */
export interface LeaveRandom {
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T | undefined;
  weighted<T>(choices: readonly [T, number][]): T;
}

/** A teacher who may ask for leave, and who approves it: the director of the teacher's campus. */
export interface LeaveTeacher {
  id: number;
  director: string;
}

/** The request types (teacher-leave.json `type`), how often each is asked for, and what people write. */
const KINDS: [type: string, weight: number, reasons: string[]][] = [
  ["sick", 30, ["感冒发烧，需就医休息", "肠胃炎复诊", "牙科手术后休养", "腰椎不适，医院理疗", "咽喉炎，医嘱禁声休息"]],
  [
    "personal",
    30,
    ["家中有事需回老家处理", "办理房屋过户手续", "参加孩子学校家长会", "陪同家人住院检查", "参加亲友婚礼"],
  ],
  ["annual", 12, ["休年假，外出旅行", "休年假，回乡探亲"]],
  ["compensatory", 14, ["周末集训加班调休", "期中考试阅卷加班调休", "寒假营加班调休"]],
  ["other", 14, ["参加区教研活动", "参加集团新课标培训", "参加教师资格证面试考官培训", "外出参加教学研讨会"]],
];
const APPROVED_REMARKS = ["已安排代课老师", "请提前通知学生家长调课", "已与学生家长沟通"];
const REJECTED_REMARKS = [
  "该时段期中考试前课程集中，请调整请假时间",
  "同组已有两位老师请假，请错峰安排",
  "请补充医院证明后重新提交",
];

/** How the past requests were decided, and where the coming ones stand, in turn. */
const PAST_STATUSES = [LEAVE_APPROVED, LEAVE_APPROVED, LEAVE_REJECTED, LEAVE_APPROVED, LEAVE_APPROVED];
const COMING_STATUSES = [LEAVE_PENDING, LEAVE_APPROVED, LEAVE_PENDING, LEAVE_REJECTED, LEAVE_APPROVED];

/** Requests filed this term, besides the first leaves below. */
const MORE_REQUESTS = 36;
/** The term runs this many days before today; requests reach three weeks ahead, like the open slots. */
const PAST_DAYS = 56;
const AHEAD_DAYS = 21;

const stamp = (moment: string) => `${moment}:00`;

/** A span: whole days (08:30 of the first to 18:30 of the last) or a morning or an afternoon. */
function span(rng: LeaveRandom, date: string): { start: string; end: string } {
  if (rng.chance(0.3)) {
    return rng.chance(0.5)
      ? { start: `${date} 08:30`, end: `${date} 12:00` }
      : { start: `${date} 13:30`, end: `${date} 18:30` };
  }
  return { start: `${date} 08:30`, end: `${addDays(date, rng.int(1, 3) - 1)} 18:30` };
}

/**
 * The term's leave requests (教师请假), around today as the lessons are: first 3 approved leaves of whole
 * days in the coming weeks for different teachers (lessons in them become the seeded leave conflicts), then
 * about three dozen more over the term, none overlapping another of the same teacher: the past ones
 * approved or rejected, the coming ones pending, approved or rejected. Each was filed a few days before it
 * starts and decided (by the campus's director) within hours; never after now.
 */
export function leaveRequestRows(rng: LeaveRandom, now: string, teachers: LeaveTeacher[]): Record<string, unknown>[] {
  const today = now.slice(0, 10);
  const rows: Record<string, unknown>[] = [];
  const taken = new Map<number, { start: string; end: string }[]>();
  const free = (id: number, s: { start: string; end: string }) =>
    !(taken.get(id) ?? []).some((o) => o.start < s.end && s.start < o.end);

  const file = (teacher: LeaveTeacher, s: { start: string; end: string }, status: number) => {
    taken.set(teacher.id, [...(taken.get(teacher.id) ?? []), s]);
    const [type, , reasons] = rng.weighted(KINDS.map((k) => [k, k[1]] as [typeof k, number]));
    const filed = filedAt(rng, s.start, now);
    const decided = status === LEAVE_PENDING ? filed : earliest(addMinutes(filed, rng.int(20, 240)), now);
    const remark =
      status === LEAVE_REJECTED
        ? rng.pick(REJECTED_REMARKS)
        : status === LEAVE_APPROVED && rng.chance(0.3)
          ? rng.pick(APPROVED_REMARKS)
          : undefined;
    rows.push({
      lecturer_id: teacher.id,
      start_at: stamp(s.start),
      end_at: stamp(s.end),
      type,
      reason: rng.pick(reasons)!,
      status,
      ...(status !== LEAVE_PENDING && { approver: teacher.director }),
      ...(remark && { remark }),
      created_at: stamp(filed),
      updated_at: stamp(decided),
    });
  };

  for (let n = 0, tries = 0; n < 3 && tries < 30; tries++) {
    const teacher = rng.pick(teachers.filter((t) => !taken.has(t.id)));
    if (!teacher) break;
    const start = addDays(today, rng.int(2, 16));
    file(teacher, { start: `${start} 08:30`, end: `${addDays(start, rng.int(1, 3) - 1)} 18:30` }, LEAVE_APPROVED);
    n++;
  }
  let [past, coming] = [0, 0];
  for (let n = 0, tries = 0; n < MORE_REQUESTS && tries < MORE_REQUESTS * 5; tries++) {
    const teacher = rng.pick(teachers);
    const offset = rng.int(-PAST_DAYS, AHEAD_DAYS);
    if (!teacher || offset === 0) continue;
    const s = span(rng, addDays(today, offset));
    // The past is decided; a leave still to come may be waiting. None runs through today.
    if (s.start.slice(0, 10) <= today && s.end.slice(0, 10) >= today) continue;
    if (!free(teacher.id, s)) continue;
    const status =
      offset < 0 ? PAST_STATUSES[past++ % PAST_STATUSES.length] : COMING_STATUSES[coming++ % COMING_STATUSES.length];
    file(teacher, s, status);
    n++;
  }
  return rows;
}

const earliest = (a: string, b: string) => (a < b ? a : b);

/** A few days before the leave, in office hours, and before now (the day before, for one starting soon). */
function filedAt(rng: LeaveRandom, start: string, now: string): string {
  const time = `${String(rng.int(8, 18)).padStart(2, "0")}:${rng.pick(["03", "16", "27", "41", "58"])}`;
  const at = `${addDays(start.slice(0, 10), -rng.int(1, 10))} ${time}`;
  return at < now ? at : `${addDays(now.slice(0, 10), -1)} ${time}`;
}
