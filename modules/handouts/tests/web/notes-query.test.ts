import { describe, expect, it } from "vitest";
import {
  MAX_PAGE_NO,
  SORTABLE,
  VIDEO_NAME_MAX,
  readNotesQuery,
  writeNotesQuery,
} from "../../web/recorded/notes-query.js";
import { PAGE_NO_MAX, SORTS, notesListQuery } from "../../server/schemas.js";

const read = (search: string) => readNotesQuery(new URLSearchParams(search));

describe("the recorded list's query in the address", () => {
  it("starts on page 1 with 10 rows and no filter or sort", () => {
    expect(read("")).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it("reads filters, page, size and sort", () => {
    expect(
      read("video_name=%20高一%20&subject_id=2&teacher_id=7&pageNo=3&pageSize=20&prop=teacher&order=descending"),
    ).toEqual({
      video_name: "高一",
      subject_id: 2,
      teacher_id: 7,
      pageNo: 3,
      pageSize: 20,
      prop: "teacher",
      order: "descending",
    });
  });

  it("drops what the server would refuse instead of sending it", () => {
    expect(
      read("subject_id=abc&teacher_id=-1&pageNo=0&pageSize=500&prop=teacher&order=sideways&video_name=%20"),
    ).toEqual({
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("drops a page past the server's last and a sort column the list does not offer", () => {
    expect(read("pageNo=100001&prop=url&order=ascending")).toEqual({ pageNo: 1, pageSize: 10 });
    expect(read("pageNo=99999999999999999&prop=__proto__&order=descending")).toEqual({ pageNo: 1, pageSize: 10 });
    for (const prop of SORTABLE)
      expect(read(`pageNo=100000&prop=${prop}&order=ascending`)).toEqual({
        pageNo: 100000,
        pageSize: 10,
        prop,
        order: "ascending",
      });
  });

  it("cuts a hand-typed video name to the length the server searches for", () => {
    expect(read(`video_name=${"讲".repeat(80)}`).video_name).toBe("讲".repeat(60));
  });

  it("keeps to the server's limits", () => {
    expect(MAX_PAGE_NO).toBe(PAGE_NO_MAX);
    expect(VIDEO_NAME_MAX).toBe(notesListQuery.properties.video_name.maxLength);
    expect(Object.keys(SORTS)).toEqual(expect.arrayContaining([...SORTABLE]));
  });

  it("writes only what differs from the defaults and keeps the rest of the address", () => {
    const next = writeNotesQuery(new URLSearchParams("view=recorded&pageNo=4&subject_id=9"), {
      pageNo: 1,
      pageSize: 10,
      teacher_id: 3,
      prop: "video_name",
      order: "ascending",
    });
    expect(Object.fromEntries(next)).toEqual({
      view: "recorded",
      teacher_id: "3",
      prop: "video_name",
      order: "ascending",
    });
  });

  it("round-trips a query through the address", () => {
    const query = { pageNo: 2, pageSize: 50, volume_area_id: 4, material_version_id: 5, video_name: "数学" };
    expect(readNotesQuery(writeNotesQuery(new URLSearchParams(), query))).toEqual(query);
  });
});
