import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { button } from "../../../../tests/engine/support/antd.js";
import {
  bodies,
  calls,
  chip,
  fieldErrors,
  fieldValue,
  modal,
  modalButton,
  pickIn,
  renderTimetable,
  ROUTE,
  timetableQueries,
  type Answer,
} from "./timetable-support.js";

const LESSONS = "/v1/schedule/lessons";

/** The bodies sent to exactly `path` (the batch's path is also the start of its preview's). */
const sentTo = (fetch: ReturnType<typeof renderTimetable>["fetch"], path: string) =>
  bodies(fetch, path).filter((_, i) => calls(fetch, path)[i][0] === `/api${path}`);

/** Answers POST `path` with each of `answers` in turn (the last one repeats). */
function posts(path: string, ...answers: (() => Response)[]): Answer {
  let n = 0;
  return (p, init) =>
    p === path && init?.method === "POST" ? answers[Math.min(n++, answers.length - 1)]() : undefined;
}

/** Opens the open slot's menu (张老师, Saturday 28 November 15:00, 60 minutes) and picks `item`. */
async function fromSlot(user: ReturnType<typeof renderTimetable>["user"], item: "单次排课" | "批量排课") {
  await waitFor(() => expect(chip(13)).toBeInTheDocument());
  await user.click(chip(13));
  await user.click(await screen.findByText(item, { selector: ".ant-dropdown-menu-title-content" }));
  await waitFor(() => expect(modal()).toHaveTextContent(item));
}

/** Fills what the slot does not: the student, the subject and the title. */
async function fillLesson(user: ReturnType<typeof renderTimetable>["user"], title = "函数复习") {
  await pickIn(user, "student_id", "王小明");
  await pickIn(user, "subject_id", "数学");
  await user.type(modal().querySelector("#title")!, title);
}

const slotLesson = {
  date: "2026-11-28",
  time: "15:00",
  duration: 60,
  student_id: 21,
  subject_id: 2,
  teacher_id: 7,
  title: "函数复习",
  slot_id: 13,
  campus_id: 3,
};

describe("单次排课", () => {
  it("refuses an empty form with the field messages and sends nothing", async () => {
    // Every campus shown: the dialog starts in none.
    const { fetch, user } = renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-23&campus_id=all` });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    await user.click(button("单次排课"));
    await user.click(modalButton("保存"));
    await waitFor(() =>
      expect(fieldErrors()).toEqual({
        上课日期: ["请选择上课日期"],
        上课时间: ["请选择上课时间"],
        校区: ["请选择校区"],
        学生: ["请选择学生"],
        学科: ["请选择学科"],
        讲师: ["请选择讲师"],
        课程标题: ["请输入课程标题"],
      }),
    );
    expect(calls(fetch, LESSONS)).toHaveLength(0);
  });

  it("offers teachers and students of the chosen campus only, none before, and sends that campus", async () => {
    const { fetch, user } = renderTimetable({
      path: `${ROUTE}?mode=week&date=2026-11-23&campus_id=all`,
      answer: posts(LESSONS, () => reply({ lesson: {}, conflicts: [] }, 200, 200, "排课成功")),
    });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    await user.click(button("单次排课"));
    const select = (id: string) => modal().querySelector(`#${id}`)!.closest(".ant-select")!;
    // Every campus shown: none in the dialog, and no teacher or student to pick yet.
    expect(fieldValue("campus_id")).toBeUndefined();
    expect(select("teacher_id")).toHaveClass("ant-select-disabled");
    expect(select("student_id")).toHaveClass("ant-select-disabled");
    expect(select("teacher_id")).toHaveTextContent("请先选择校区");

    await pickIn(user, "campus_id", "北京海淀校区");
    await pickIn(user, "campus_id", "上海浦东校区");
    await pickIn(user, "teacher_id", "张老师");
    await pickIn(user, "student_id", "王小明");
    const asked = (path: string) =>
      calls(fetch, path).map(([url]) => new URL(String(url), "http://x").searchParams.get("campus_id"));
    expect(new Set(asked("/v1/lecturer_name_list_class"))).toContain("3");
    expect(new Set(asked("/v1/check_student_name_list"))).toContain("3");
    expect(asked("/v1/check_student_name_list").at(-1)).toBe("3");

    // Another campus: the teacher and student picked for this one go.
    await pickIn(user, "campus_id", "北京海淀校区");
    expect(fieldValue("teacher_id")).toBeUndefined();
    expect(fieldValue("student_id")).toBeUndefined();
    await pickIn(user, "campus_id", "上海浦东校区");
    await pickIn(user, "teacher_id", "张老师");
    await pickIn(user, "student_id", "王小明");
    await pickIn(user, "subject_id", "数学");
    await user.type(modal().querySelector("#title")!, "函数复习");
    await user.click(modal().querySelector("#date")!);
    await user.type(modal().querySelector("#date")!, "2099-11-28{enter}");
    await user.click(modal().querySelector("#time")!);
    await user.click(await screen.findByTitle("08:30"));
    await user.click(modalButton("保存"));
    expect(await screen.findByText("排课成功")).toBeInTheDocument();
    expect(bodies(fetch, LESSONS)).toEqual([
      {
        campus_id: 3,
        teacher_id: 7,
        student_id: 21,
        subject_id: 2,
        title: "函数复习",
        date: "2099-11-28",
        time: "08:30",
        duration: 60,
      },
    ]);
  });

  it("starts in the filter's campus", async () => {
    const { user } = renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-23&campus_id=3` });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    await user.click(button("单次排课"));
    await waitFor(() => expect(fieldValue("campus_id")).toBe("上海浦东校区"));
    expect(modal().querySelector("#teacher_id")!.closest(".ant-select")).not.toHaveClass("ant-select-disabled");
  });

  it("books into an open slot: the slot's teacher, day and time, with slot_id", async () => {
    const { fetch, user } = renderTimetable({
      answer: posts(LESSONS, () => reply({ lesson: {}, conflicts: [] }, 200, 200, "排课成功")),
    });
    await fromSlot(user, "单次排课");
    await fillLesson(user);
    const before = timetableQueries(fetch).length;
    await user.click(modalButton("保存"));
    expect(await screen.findByText("排课成功")).toBeInTheDocument();
    expect(bodies(fetch, LESSONS)).toEqual([slotLesson]);
    await waitFor(() => expect(document.querySelector(".ant-modal")).toBeNull());
    await waitFor(() => expect(timetableQueries(fetch).length).toBeGreaterThan(before));
  });

  it("puts a server refusal (15013) on 上课时间", async () => {
    const message = "上课时间须在08:30–18:30之间，按15分钟取整，且在18:30前结束";
    const { fetch, notify, user } = renderTimetable({
      answer: posts(LESSONS, () => reply({ errors: { time: message } }, 15013, 400, message)),
    });
    await fromSlot(user, "单次排课");
    await fillLesson(user);
    await user.click(modalButton("保存"));
    await waitFor(() => expect(fieldErrors()).toEqual({ 上课时间: [message] }));
    expect(calls(fetch, LESSONS)).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
    expect(modal()).toHaveTextContent("单次排课");
  });

  it("shows a clash (15033) with 仍然保存, which resends with accept_conflicts", async () => {
    const reason = "讲师「张老师」在该时段已有课程（11月28日 15:00-15:45 学生「赵丽」）";
    const clash = { index: 0, kind: "teacher", code: 15033, reason, other_lesson_id: 99, leave_id: null };
    const { fetch, user } = renderTimetable({
      answer: posts(
        LESSONS,
        () => reply({ errors: { time: reason }, conflicts: [clash] }, 15033, 409, reason),
        () => reply({ lesson: {}, conflicts: [clash] }),
      ),
    });
    await fromSlot(user, "单次排课");
    await fillLesson(user);
    await user.click(modalButton("保存"));
    expect(await within(modal()).findByText(reason)).toBeInTheDocument();
    expect(bodies(fetch, LESSONS)).toEqual([slotLesson]);

    await user.click(modalButton("仍然保存"));
    expect(await screen.findByText("排课成功")).toBeInTheDocument();
    expect(bodies(fetch, LESSONS)).toEqual([slotLesson, { ...slotLesson, accept_conflicts: true }]);
  });
});

describe("批量排课", () => {
  const BATCH = "/v1/schedule/batch";
  const PREVIEW = "/v1/schedule/batch/preview";
  const reasons = [
    "讲师「张老师」在该时段已有课程（11月28日 15:00-15:45 学生「赵丽」）",
    "学生「王小明」在该时段已有课程（12月5日 15:00-16:00 讲师「李老师」）",
  ];
  const conflicts = reasons.map((reason, index) => ({
    index,
    kind: "teacher",
    code: 15033,
    reason,
    other_lesson_id: 99,
    leave_id: null,
  }));
  const preview = () =>
    reply({
      lessons: [],
      count: 6,
      conflicts,
      conflict_count: 2,
      hours: 6,
      campus_id: 3,
      campus: "上海浦东校区",
      hours_balance: 1234.5,
    });
  const plan = {
    start_date: "2026-11-28",
    end_mode: "count",
    count: 6,
    repeat: "weekly",
    weekdays: [6],
    time: "15:00",
    duration: 60,
    teacher_id: 7,
    student_id: 21,
    subject_id: 2,
    title: "寒假冲刺",
    slot_id: 13,
    campus_id: 3,
  };

  it("previews the plan with its clashes, asks again on 15015, and saves with accept_conflicts", async () => {
    const previews = posts(PREVIEW, preview);
    const saves = posts(
      BATCH,
      () => reply({ conflicts, conflict_count: 2 }, 15015, 409, "批量排课存在冲突"),
      () => reply({ batch_id: "b1", created: 6, conflict_count: 2, ids: [] }, 200, 200, "已排6节课"),
    );
    const { fetch, user } = renderTimetable({ answer: (path, init) => previews(path, init) ?? saves(path, init) });
    await fromSlot(user, "批量排课");
    expect(fieldValue("start_date")).toBe("2026-11-28");
    expect(fieldValue("time")).toBe("15:00");
    expect(fieldValue("teacher_id")).toBe("张老师");
    expect(within(modal()).getByLabelText("周六")).toBeChecked();
    expect(calls(fetch, PREVIEW)).toHaveLength(0);

    await user.type(modal().querySelector("#count")!, "6");
    await fillLesson(user, "寒假冲刺");
    // The preview is debounced: one may leave while the title is half typed. Wait for the whole plan's.
    await waitFor(() => expect(bodies(fetch, PREVIEW).at(-1)).toEqual(plan), { timeout: 3000 });
    expect(await within(modal()).findByText("将排 6 节课", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(modal()).getByText("其中 2 节与已有课程冲突")).toBeInTheDocument();
    for (const reason of reasons) expect(within(modal()).getByText(reason)).toBeInTheDocument();

    await user.click(modalButton("保存"));
    expect(await screen.findByText("其中 2 节与已有课程冲突，仍然保存吗？")).toBeInTheDocument();
    expect(sentTo(fetch, BATCH)).toEqual([plan]);
    await user.click(modalButton("仍然保存"));
    expect(await screen.findByText("已排6节课")).toBeInTheDocument();
    expect(sentTo(fetch, BATCH)).toEqual([plan, { ...plan, accept_conflicts: true }]);
  });

  it("asks for the end date when the plan ends on a date, and sends nothing without it", async () => {
    const { fetch, user } = renderTimetable({
      answer: posts(BATCH, () => reply({ batch_id: "b2", created: 2, conflict_count: 0, ids: [] })),
    });
    await fromSlot(user, "批量排课");
    await user.click(within(modal()).getByText("按日期"));
    await user.click(modalButton("保存"));
    await waitFor(() => expect(fieldErrors()).toMatchObject({ 结束日期: ["请选择结束日期"] }));
    expect(sentTo(fetch, BATCH)).toHaveLength(0);
  });

  it("says the limit of 课次数 and keeps what was typed: 0 and 500 are refused, not turned into 1 and 200", async () => {
    const { fetch, user } = renderTimetable({
      answer: posts(BATCH, () => reply({ batch_id: "b3", created: 2, conflict_count: 0, ids: [] })),
    });
    await fromSlot(user, "批量排课");
    expect(within(modal()).getByText("一次最多排200节")).toBeInTheDocument();
    const count = within(modal()).getByLabelText("课次数");
    for (const typed of ["500", "0"]) {
      await user.clear(count);
      await user.type(count, typed);
      await user.click(modalButton("保存"));
      await waitFor(() => expect(fieldErrors()).toMatchObject({ 课次数: ["课次数必须为1到200之间的整数"] }));
      expect(count).toHaveValue(typed);
    }
    expect(sentTo(fetch, BATCH)).toHaveLength(0);
  });
});
