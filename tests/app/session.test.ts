import { describe, expect, it } from "vitest";
import { tokenFromLogin, validateRoutes, validateUserInfo } from "../../src/app/session/validate.js";
import { createSessionStore } from "../../src/app/session/store.js";
import { shippedBootConfig } from "../helpers/boot-config.js";

const { errors } = shippedBootConfig();

describe("answers the session depends on", () => {
  it("accepts user info with string username and avatar and array roles and ability", () => {
    const info = { username: "admin", avatar: "", roles: ["admin"], ability: ["READ"] };
    expect(validateUserInfo(info, errors)).toEqual(info);
  });

  it.each([
    null,
    { username: "admin", avatar: "", roles: "admin", ability: [] },
    { username: 1, avatar: "", roles: [], ability: [] },
    { username: "admin", roles: [], ability: [] },
  ])("rejects malformed user info %j with the spec's message", (info) => {
    expect(() => validateUserInfo(info, errors)).toThrow("getUserInfo核心接口异常，请检查返回JSON格式是否正确");
  });

  it("rejects a login answer without a token, naming the token field", () => {
    expect(() => tokenFromLogin({ user: {} }, "token", errors)).toThrow("登录接口异常，未正确返回token");
    expect(tokenFromLogin({ token: "abc" }, "token", errors)).toBe("abc");
  });

  it("rejects a route list that is not an array of routes", () => {
    expect(() => validateRoutes({ list: "nope" }, errors)).toThrow("路由格式返回有误！");
    expect(() => validateRoutes({ list: [{ name: "x" }] }, errors)).toThrow("路由格式返回有误！");
    expect(validateRoutes({ list: [{ path: "/index", name: "Index" }] }, errors)).toHaveLength(1);
  });
});

describe("session store", () => {
  it("keeps the token in storage and clears everything on reset, telling subscribers", () => {
    const store = createSessionStore("omo-token", window.localStorage);
    let resets = 0;
    store.onReset(() => resets++);
    store.setToken("abc");
    store.setUser(
      { username: "a", avatar: "", roles: ["editor"], ability: ["READ"] },
      { admin: false, roles: ["editor"], ability: ["READ"] },
    );
    store.setRoutes([]);
    expect(window.localStorage.getItem("omo-token")).toBe("abc");
    store.reset();
    expect(window.localStorage.getItem("omo-token")).toBeNull();
    expect(store.get()).toMatchObject({ token: null, user: null, routes: null, access: { roles: [], ability: [] } });
    expect(resets).toBe(1);
  });
});
