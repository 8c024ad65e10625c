import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { shippedParts } from "../helpers/parts.js";

// The shipped app's catalogue: config/errors.json with the texts of the modules it lists joined.
const catalogue = loadConfig("config", shippedParts).errors;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe("config/errors.json", () => {
  it("is valid against its schema", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(
      JSON.parse(readFileSync("schemas/errors.schema.json", "utf8")),
    );
    expect(validate(JSON.parse(readFileSync("config/errors.json", "utf8"))), JSON.stringify(validate.errors)).toBe(
      true,
    );
    expect(validate(catalogue), JSON.stringify(validate.errors)).toBe(true);
  });

  it("holds every application code family of the spec", () => {
    const expected = [
      ...range(10000, 10007),
      "10100",
      ...range(11000, 11009),
      ...range(12001, 12005),
      "13000",
      "13001",
      ...range(13101, 13105),
      ...range(14001, 14015),
      ...range(15001, 15065),
      ...range(17001, 17025),
      ...range(18001, 18003),
      "19001",
      ...range(26000, 26022),
      ...range(30000, 30006),
      "31001",
    ];
    const missing = expected.filter((code) => !catalogue.codes[code]);
    expect(missing).toEqual([]);
  });

  it("gives distinct texts within a family, so a message says which rule failed", () => {
    for (const [from, to] of [
      [15001, 15065],
      [17001, 17025],
      [26000, 26022],
    ]) {
      const texts = range(from, to).map((c) => catalogue.codes[c]);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("has the classic HTTP status texts of the original, and the added ones", () => {
    const classic: Record<string, string> = {
      "200": "服务器成功返回请求数据",
      "201": "新建或修改数据成功",
      "202": "一个请求已经进入后台排队（异步任务）",
      "204": "删除数据成功",
      "400": "发出信息有误",
      "401": "用户没有权限（令牌失效、用户名、密码错误、登录过期）",
      "402": "前端无痛刷新token",
      "403": "用户得到授权，但是访问是被禁止的",
      "404": "访问资源不存在",
      "406": "请求格式不可得",
      "410": "请求资源被永久删除，且不会被看到",
      "500": "服务器发生错误",
      "502": "网关错误",
      "503": "服务不可用，服务器暂时过载或维护",
      "504": "网关超时",
    };
    for (const [status, text] of Object.entries(classic)) expect(catalogue.http[status], status).toBe(text);
    for (const status of ["413", "422", "429"]) expect(catalogue.http[status], status).toBeTruthy();
    expect(catalogue.http["413"]).toBe("上传的文件过大");
  });

  it("maps the HTTP statuses the server uses as envelope codes", () => {
    // The auth and upload plugins answer with code = HTTP status for these, so the toast needs a text.
    for (const code of ["401", "402", "403", "404", "413"]) expect(catalogue.codes[code], code).toBeTruthy();
    expect(catalogue.codes["11008"]).toBe("用户名或密码错误");
    expect(catalogue.codes["30006"]).toBe("文件格式错误，仅支持PDF");
    expect(catalogue.codes["31001"]).toBe("讲义名称重复");
  });

  it("has the client messages of the spec", () => {
    expect(catalogue.client).toEqual({
      network:
        "连接后台接口失败，可能由以下原因造成：后端不支持跨域CORS、接口地址不存在、请求超时等，请联系管理员排查后端接口问题",
      loginNoToken: "登录接口异常，未正确返回",
      badUserInfo: "getUserInfo核心接口异常，请检查返回JSON格式是否正确",
      badRoutes: "路由格式返回有误！",
      timeout: "请求超时，请稍后重试",
    });
  });
});
