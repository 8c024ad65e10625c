import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { scheduleApp, type ScheduleFixture } from "./schedule-fixture.js";

// Requests sent at once: on SQLite one connection takes them in turn, on PostgreSQL the pool runs them
// side by side; on both, the database's locks must let exactly the allowed ones through.
let f: ScheduleFixture;
beforeAll(async () => {
  f = await scheduleApp();
});
afterAll(() => f.close());

/** The envelope's code of each answer: 200 saved, else the refusal's code. */
const codes = (answers: LightMyRequestResponse[]) => answers.map((a) => body(a).code);
const lessonsAt = (start: string) =>
  f.t.sql.value<number>("SELECT COUNT(*) FROM lessons WHERE teacher_id = ? AND start_at = ?", f.teacher.id, start);

describe("scheduling requests that arrive at the same time", () => {
  it("books one teacher once at one time: of 20 单次排课 at once, one is saved, 19 are refused as the clash", async () => {
    await f.setBalance(100);
    const date = "2027-04-05";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.schedule("POST", "/lessons", f.single({ date }))),
    );
    const got = codes(answers);
    expect(got.filter((c) => c === 200)).toHaveLength(1);
    // The clash answer of one request after another: 409 and the teacher's clash code.
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(Array(19).fill(409));
    expect(got.filter((c) => c !== 200)).toEqual(Array(19).fill(15033));
    expect(await lessonsAt(`${date} 09:00`)).toBe(1);
    expect(await f.balance()).toBe(99.25);
  });

  it("spends a campus's hours once: with hours for one lesson, one of 10 bookings at different times is saved", async () => {
    await f.setBalance(0.75);
    const date = "2027-04-12";
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "17:45"];
    const answers = await Promise.all(times.map((time) => f.schedule("POST", "/lessons", f.single({ date, time }))));
    const got = codes(answers);
    expect(got.filter((c) => c === 200)).toHaveLength(1);
    expect(got.filter((c) => c !== 200)).toEqual(Array(9).fill(15021));
    expect(await f.balance()).toBe(0);
  });

  it("gives a deleted lesson's hours back once: of 5 deletions at once, one succeeds", async () => {
    await f.setBalance(10);
    const booked = await f.schedule("POST", "/lessons", f.single({ date: "2027-04-19" }));
    const id = f.lessonId(booked);
    expect(await f.balance()).toBe(9.25);
    const answers = await Promise.all(Array.from({ length: 5 }, () => f.schedule("DELETE", `/lessons/${id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await f.balance()).toBe(10);
  });
});
