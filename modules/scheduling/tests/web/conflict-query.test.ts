import { describe, expect, it } from "vitest";
import { readConflictId, readConflictQuery, writeConflictQuery } from "../../web/conflicts/conflict-query.js";

const read = (search: string) => readConflictQuery(new URLSearchParams(search));

describe("the conflict list's query in the address", () => {
  it("defaults to the first page of 10 open conflicts of every campus", () => {
    expect(read("")).toEqual({ status: "open", pageNo: 1, pageSize: 10 });
  });

  it("reads the status, campus, page and size", () => {
    expect(read("status=resolved&campus_id=8&pageNo=3&pageSize=20")).toEqual({
      status: "resolved",
      campus_id: 8,
      pageNo: 3,
      pageSize: 20,
    });
  });

  it("drops what the server would refuse", () => {
    expect(read("status=all&campus_id=x&pageNo=-2&pageSize=500")).toEqual({ status: "open", pageNo: 1, pageSize: 10 });
    expect(read("pageNo=1.5&campus_id=0")).toEqual({ status: "open", pageNo: 1, pageSize: 10 });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(writeConflictQuery({ status: "open", pageNo: 1, pageSize: 10 }).toString()).toBe("");
    const query = { status: "resolved" as const, campus_id: 8, pageNo: 2, pageSize: 50 };
    const written = writeConflictQuery(query);
    expect(written.toString()).toBe("status=resolved&campus_id=8&pageNo=2&pageSize=50");
    expect(readConflictQuery(written)).toEqual(query);
  });
});

describe("the aux page's conflict id", () => {
  it("is a positive whole number or nothing", () => {
    expect(readConflictId(new URLSearchParams("id=12"))).toBe(12);
    for (const bad of ["", "id=", "id=0", "id=-1", "id=1.5", "id=abc"]) {
      expect(readConflictId(new URLSearchParams(bad))).toBeUndefined();
    }
  });
});
