import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { button } from "../../../../tests/engine/support/antd.js";
import {
  ROUTE,
  calls,
  chip,
  fieldErrors,
  modal,
  modalButton,
  pickIn,
  renderTimetable,
  type Answer,
} from "./timetable-support.js";

const HOURS = "/v1/schedule/campus-hours";

/** The campus-hours notice of the open dialog. */
const notice = () => within(modal()).getByRole("status", { name: "校区课时余额" });

/** The campus-hours requests' queries. */
const asked = (fetch: ReturnType<typeof renderTimetable>["fetch"]) =>
  calls(fetch, HOURS).map(([url]) => Object.fromEntries(new URL(String(url), "http://x").searchParams));

/** The campus has `balance` hours left. */
const balanceOf =
  (balance: number): Answer =>
  (path) =>
    path.startsWith(HOURS) ? reply({ campus_id: 3, campus: "上海浦东校区", hours_balance: balance }) : undefined;

async function openFromSlot(user: ReturnType<typeof renderTimetable>["user"], item: "单次排课" | "批量排课") {
  await waitFor(() => expect(chip(13)).toBeInTheDocument());
  await user.click(chip(13));
  await user.click(await screen.findByText(item, { selector: ".ant-dropdown-menu-title-content" }));
  await waitFor(() => expect(modal()).toHaveTextContent(item));
}

describe("校区课时余额 in the scheduling dialogs", () => {
  it("单次排课 into an open slot shows its campus's hours and what the lesson costs, following the length", async () => {
    const { fetch, user } = renderTimetable();
    await openFromSlot(user, "单次排课");
    await waitFor(() =>
      expect(notice()).toHaveTextContent("校区课时余额：上海浦东校区剩余 1,234.5 课时，本节课需 1 课时"),
    );
    expect(asked(fetch).at(-1)).toEqual({ campus_id: "3" });
    await user.click(modal().querySelector("#duration")!);
    await user.click(
      [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find((o) => o.title === "45 分钟")!,
    );
    await waitFor(() => expect(notice()).toHaveTextContent("本节课需 0.75 课时"));
  });

  it("with every campus shown asks by the campus chosen in the dialog, and warns when it cannot pay", async () => {
    const { fetch, user } = renderTimetable({
      path: `${ROUTE}?mode=week&date=2026-11-23&campus_id=all`,
      answer: balanceOf(0.5),
    });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    await user.click(button("单次排课"));
    await waitFor(() => expect(notice()).toHaveTextContent("选择校区后显示课时余额"));
    expect(calls(fetch, HOURS)).toHaveLength(0);
    await pickIn(user, "campus_id", "上海浦东校区");
    await waitFor(() =>
      expect(notice()).toHaveTextContent("上海浦东校区剩余 0.5 课时，本节课需 1 课时，课时余额不足，请先为校区充值"),
    );
    expect(asked(fetch).at(-1)).toEqual({ campus_id: "3" });
    expect(notice().closest(".ant-alert")).toHaveClass("ant-alert-warning");
  });

  it("puts the server's refusal for want of hours (15021) on 校区", async () => {
    const message = "校区「上海浦东校区」课时余额不足：剩余0.5课时，本次需1课时，请充值";
    const refuse: Answer = (path, init) =>
      path === "/v1/schedule/lessons" && init?.method === "POST"
        ? reply({ errors: { campus_id: message }, balance: 0.5, required: 1 }, 15021, 409, message)
        : undefined;
    const { user } = renderTimetable({ answer: refuse });
    await openFromSlot(user, "单次排课");
    await pickIn(user, "student_id", "王小明");
    await pickIn(user, "subject_id", "数学");
    await user.type(modal().querySelector("#title")!, "函数复习");
    await user.click(modalButton("保存"));
    await waitFor(() => expect(fieldErrors()).toEqual({ 校区: [message] }));
  });

  it("批量排课 shows the campus's hours, and its preview the batch's total and a shortfall", async () => {
    const preview: Answer = (path, init) =>
      path === "/v1/schedule/batch/preview" && init?.method === "POST"
        ? reply({
            lessons: [],
            count: 6,
            conflicts: [],
            conflict_count: 0,
            hours: 6,
            campus_id: 3,
            campus: "上海浦东校区",
            hours_balance: 3.5,
          })
        : undefined;
    const { user } = renderTimetable({ answer: (p, i) => preview(p, i) ?? balanceOf(3.5)(p, i) });
    await openFromSlot(user, "批量排课");
    await waitFor(() => expect(notice()).toHaveTextContent("校区课时余额：上海浦东校区剩余 3.5 课时"));
    expect(notice()).not.toHaveTextContent("本节课");
    await user.type(modal().querySelector("#count")!, "6");
    await pickIn(user, "student_id", "王小明");
    await pickIn(user, "subject_id", "数学");
    await user.type(modal().querySelector("#title")!, "寒假冲刺");
    expect(await within(modal()).findByText("共 6 课时", { exact: false }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(modal()).getByText("将排 6 节课", { exact: false })).toBeInTheDocument();
    expect(within(modal()).getByText("上海浦东校区剩余 3.5 课时，不足 6 课时，请先充值")).toBeInTheDocument();
  });
});
