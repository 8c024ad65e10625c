import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { accountRepository } from "../../mock-server/modules/account/repository.js";
import type { NoteRow } from "../../modules/handouts/common/handouts.js";

/**
 * Issue 13, item 6: handout PDFs go out only to a logged-in user allowed on 教材讲义, through the
 * token-checked file route; 允许下载 decides download. Images directly under /uploads/ stay public.
 */
let t: TestApp;
let admin: string;
let editor: string;
/** A reader of 课程管理 only: logged in, but not allowed on the handout page. */
let outsider: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, editor] = [await t.login("admin"), await t.login("editor")];
  const accounts = accountRepository(t.app.store, Date.now);
  await accounts.ensureRole("timetable-reader", "课表查看", ["READ"]);
  await t.sql.run("UPDATE roles SET routes = ? WHERE name = ?", '["CourseManagement"]', "timetable-reader");
  outsider = await accounts.issueToken(
    await accounts.createUser({ username: "outsider", password: "x", roles: ["timetable-reader"] }),
  );
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: token ? { code: token, ...headers } : headers });

/** The linked handouts of the recorded list: one that may be downloaded and one that may not. */
async function linked() {
  const res = await get("/api/v1/get_lecture_notes_list?pageNo=1&pageSize=100", admin);
  const rows = body<{ list: NoteRow[] }>(res).data.list.filter((r) => r.handout_id);
  const stored = async (id: number) =>
    await t.sql.value<string>("SELECT stored_name FROM handout_nodes WHERE id = ?", id);
  const open = rows.find((r) => r.download)!;
  const closed = rows.find((r) => !r.download)!;
  return { open, closed, closedStored: await stored(closed.handout_id!) };
}

describe("handout PDFs", () => {
  it("are not at a public address: the old /uploads/handouts/… of a not-downloadable handout is 404", async () => {
    const { closed, closedStored } = await linked();
    expect(closed.preview).toBe(`/api/v1/handout_file/${closed.handout_id}`);
    expect(closed.download).toBe("");
    expect(readdirSync(join(t.dataDir, "uploads", "handouts"))).toContain(closedStored);
    for (const url of [
      `/uploads/handouts/${closedStored}`,
      `/uploads/handouts%2F${closedStored}`,
      `/uploads/x/../handouts/${closedStored}`,
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.subarray(0, 5).toString()).not.toBe("%PDF-");
    }
  });

  it("answer a visitor 401, preview or download", async () => {
    const { open, closed } = await linked();
    for (const url of [open.preview, open.download, closed.preview]) {
      const res = await get(url);
      expect([res.statusCode, body(res).code], url).toEqual([401, 401]);
    }
    expect((await get(open.preview, "not-a-token")).statusCode).toBe(401);
  });

  it("answer 403 to a logged-in user not allowed on the handout page", async () => {
    const { open } = await linked();
    for (const url of [open.preview, open.download]) {
      const res = await get(url, outsider);
      expect([res.statusCode, body(res).code], url).toEqual([403, 403]);
    }
  });

  it("preview for everyone allowed, by byte ranges (pdf.js reads page by page), private to the caller", async () => {
    const { closed } = await linked();
    for (const token of [admin, editor]) {
      const res = await get(closed.preview, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe("inline");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const part = await get(closed.preview, editor, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
  });

  it("download only when 允许下载: an attachment named after the handout, else 403 / 30007", async () => {
    const { open, closed } = await linked();
    const res = await get(open.download, editor);
    expect(res.statusCode).toBe(200);
    const label = await t.sql.value<string>("SELECT label FROM handout_nodes WHERE id = ?", open.handout_id);
    expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(`${label}.pdf`)}`);
    expect(res.headers["content-disposition"]).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const refused = await get(`${closed.preview}?download=1`, admin);
    expect([refused.statusCode, body(refused).code, body(refused).message]).toEqual([403, 30007, "该讲义不允许下载"]);
  });

  it("answer 30004 for a folder or an unknown id, 10001 for an id that is not one", async () => {
    const folder = (await t.sql.get<{ id: number }>("SELECT id FROM handout_nodes WHERE kind = 'folder' LIMIT 1"))!;
    for (const id of [folder.id, 999_999]) {
      const res = await get(`/api/v1/handout_file/${id}`, admin);
      expect([res.statusCode, body(res).code]).toEqual([404, 30004]);
    }
    const bad = await get("/api/v1/handout_file/abc", admin);
    expect([bad.statusCode, body(bad).code]).toEqual([400, 10001]);
  });
});

describe("public images", () => {
  it("stay public directly under /uploads/ (covers, pictures, avatars), without a token", async () => {
    const image = readdirSync(join(t.dataDir, "uploads")).find((n) => /\.(svg|png|jpe?g|gif|webp)$/.test(n))!;
    const res = await get(`/uploads/${image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
