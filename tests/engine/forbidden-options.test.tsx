import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { campusConfig } from "./support/configs.js";
import { user } from "./support/user.js";
import { optionsOf } from "./support/antd.js";
import { reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** A form with a relation select and an endpoint select, both fed by what this user may not read. */
const courseConfig: ResourceConfig = {
  name: "course",
  title: "课程",
  record: {
    type: "object",
    properties: {
      name: { type: "string", title: "课程名称" },
      campus_id: { type: "integer", title: "校区", relation: { resource: "campus" } },
      teacher_id: { type: "integer", title: "老师" },
    },
  },
  list: { columns: [{ field: "name" }] },
  form: {
    fields: [
      { field: "name" },
      { field: "campus_id" },
      { field: "teacher_id", widget: "select", options: { url: "/v1/options/teachers" } },
    ],
  },
};

const forbidden = (_method: string, url: URL) =>
  url.pathname === "/api/v1/resources/campus/options" || url.pathname === "/api/v1/options/teachers"
    ? reply(null, 403, 403, "无权访问")
    : undefined;

describe("options the user may not read", () => {
  it("leave the form on its page with empty selects", async () => {
    const u = user();
    const { fetch } = renderEngine("/course-add", {
      configs: { course: courseConfig, campus: campusConfig },
      handle: forbidden,
    });
    await screen.findByLabelText("校区");
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/campus/options")).not.toHaveLength(0));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/options/teachers")).not.toHaveLength(0));
    // A refused option list is not a refused page: no /403, and nothing to pick.
    expect(window.location.pathname).toBe("/course-add");
    expect(await optionsOf(u, "校区")).toEqual([]);
    expect(await optionsOf(u, "老师")).toEqual([]);
    expect(window.location.pathname).toBe("/course-add");
    expect(screen.getByLabelText("课程名称")).toBeInTheDocument();
  });
});
