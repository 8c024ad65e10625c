import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { editorInfo } from "../../../../tests/helpers/render-app.js";
import { calls, chip, openPopover, renderTimetable, weekLessons } from "./timetable-support.js";

/** 课时更正: the one way to change a taught lesson's hours, admins only (docs/schedule-api.md). */
const taught = weekLessons.early;
const path = `/v1/schedule/lessons/${taught.id}/correction`;

describe("课时更正 of a taught lesson", () => {
  it("an admin states the minutes really taught and why; without a reason nothing is sent", async () => {
    const { fetch, user } = renderTimetable({
      answer: (p, init) =>
        p === path && init?.method === "POST"
          ? reply({ lesson: null, hours_change: -0.25, hours_balance: 9 })
          : undefined,
    });
    await waitFor(() => expect(chip(taught.id)).toBeInTheDocument());
    await user.click(chip(taught.id));
    await user.click(within(await openPopover()).getByRole("button", { name: "课时更正" }));
    const form = await openPopover();
    expect(form).toHaveTextContent("实际上课时长");
    await user.click(within(form).getByRole("button", { name: "课时更正" }));
    expect(await within(form).findByText("请填写更正原因")).toBeInTheDocument();
    expect(calls(fetch, path)).toHaveLength(0);

    await user.type(within(form).getByRole("textbox"), "学生迟到15分钟");
    await user.click(within(form).getByRole("button", { name: "课时更正" }));
    expect(await screen.findByText("课时已更正")).toBeInTheDocument();
    const [, init] = calls(fetch, path)[0];
    expect(JSON.parse(String(init?.body))).toEqual({ duration: taught.duration, reason: "学生迟到15分钟" });
  });

  it("is not offered to an editor, who reads why the lesson is read-only", async () => {
    const { user } = renderTimetable({ user: editorInfo });
    await waitFor(() => expect(chip(taught.id)).toBeInTheDocument());
    await user.click(chip(taught.id));
    const popover = await openPopover();
    expect(popover).toHaveTextContent("已上课的课程不能调课或删除；课时如有出入，请由管理员更正");
    expect(within(popover).queryByRole("button", { name: "课时更正" })).toBeNull();
  });
});
