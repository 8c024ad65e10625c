import { rm } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { envelope, fail } from "../../plugins/errors.js";
import { currentUser } from "../../plugins/auth.js";
import type { AuditLog } from "../../plugins/audit.js";
import { isStoredImage, receiveImage } from "../../plugins/uploads.js";
import { takingFiles } from "../../plugins/multipart.js";
import type { UploadQuota } from "../../plugins/upload-quota.js";
import type { AccountRepository, UserRow } from "./repository.js";
import { profileBody, type ProfileBody } from "./profile-schemas.js";

export interface ProfileDeps {
  accounts: AccountRepository;
  audit: AuditLog;
  /** Where uploaded images live (`data/uploads`). */
  uploads: string;
  /** What an account without a role may upload in all. */
  quota: UploadQuota;
}

/**
 * 个人信息: every logged-in user reads and changes their own avatar, nickname, phone and e-mail
 * (the password has its own route, `PUT /v1/userinfo_put_class`). No role is needed, and no page:
 * even an account without any role keeps its profile.
 */
export async function profileRoutes(app: FastifyInstance, deps: ProfileDeps): Promise<void> {
  const { accounts, audit } = deps;
  const tags = ["account"];

  const view = async (u: UserRow) => ({
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    phone: u.phone,
    email: u.email,
    admin: u.is_admin === 1,
    roles: await accounts.roleTitles(JSON.parse(u.roles) as string[]),
    last_login_at: u.last_login_at,
    created_at: u.created_at,
  });
  const mine = async (id: number) => {
    const row = await accounts.findById(id);
    if (!row) throw fail.unauthenticated();
    return row;
  };

  app.get("/v1/profile", { schema: { tags, summary: "个人信息" } }, async (request) =>
    envelope(await view(await mine(currentUser(request).id))),
  );

  app.put<{ Body: ProfileBody }>(
    "/v1/profile",
    { schema: { tags, summary: "修改个人信息：头像、昵称、手机号、邮箱", body: profileBody } },
    async (request) => {
      const me = await mine(currentUser(request).id);
      const b = request.body;
      if (b.avatar && b.avatar !== me.avatar && !isStoredImage(b.avatar, deps.uploads))
        throw fail.badParams({ avatar: "头像图片不存在，请重新上传" });
      const next = {
        nickname: b.nickname?.trim() ?? me.nickname,
        phone: b.phone ?? me.phone,
        email: b.email ?? me.email,
        avatar: b.avatar ?? me.avatar,
      };
      await accounts.updateProfile(me.id, next);
      const changed = (["nickname", "phone", "email", "avatar"] as const).filter((k) => next[k] !== me[k]);
      await audit(request, "修改", `user#${me.username}`, `个人信息：${changed.join(",") || "无变化"}`);
      return envelope(await view(await mine(me.id)), "保存成功");
    },
  );

  await takingFiles(app, (files) =>
    files.post(
      "/v1/profile/avatar",
      { schema: { tags, summary: "上传头像图片（保存个人信息后生效）", consumes: ["multipart/form-data"] } },
      async (request) => {
        const me = currentUser(request);
        await deps.quota.check(me);
        const { url, name, size, path } = await receiveImage(request, deps.uploads);
        await deps.quota.charge(me, size, () => rm(path, { force: true }));
        await audit(request, "上传", url, name);
        return envelope({ url, name }, "上传成功");
      },
    ),
  );
}
