import type { HttpClient } from "../../../app/http/client.js";

/** The caller's own profile, as `GET /v1/profile` answers it. */
export interface Profile {
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  admin: boolean;
  roles: { name: string; title: string }[];
  last_login_at: string | null;
  created_at: string;
}

export type ProfileInput = Pick<Profile, "nickname" | "avatar" | "phone" | "email">;

export interface PasswordInput {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** 个人信息's endpoints, typed. Writes are silent: the forms show field messages on their fields. */
export function profileApi(http: HttpClient) {
  return {
    get: () => http<Profile>("/v1/profile"),
    save: (input: ProfileInput) => http<Profile>("/v1/profile", { method: "PUT", data: input, silent: true }),
    uploadAvatar: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return http<{ url: string }>("/v1/profile/avatar", { method: "POST", data: body, silent: true });
    },
    changePassword: (input: PasswordInput) =>
      http("/v1/userinfo_put_class", { method: "PUT", data: input, silent: true }),
    logoutEverywhere: () => http("/v1/login_out_all", { method: "POST" }),
  };
}
