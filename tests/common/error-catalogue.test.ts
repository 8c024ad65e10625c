import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";

const catalogue = JSON.parse(readFileSync("config/errors.json", "utf8"));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe("config/errors.json", () => {
  it("is valid against its schema", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(
      JSON.parse(readFileSync("schemas/errors.schema.json", "utf8")),
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

  it("has the HTTP status texts and the client messages of the spec", () => {
    for (const status of [
      "200",
      "201",
      "202",
      "204",
      "400",
      "401",
      "402",
      "403",
      "404",
      "406",
      "410",
      "500",
      "502",
      "503",
      "504",
    ]) {
      expect(catalogue.http[status], status).toBeTruthy();
    }
    expect(catalogue.codes["11008"]).toBe("用户名或密码错误");
    expect(catalogue.client.loginNoToken).toBe("登录接口异常，未正确返回");
    expect(catalogue.client.badUserInfo).toBe("getUserInfo核心接口异常，请检查返回JSON格式是否正确");
    expect(catalogue.client.badRoutes).toBe("路由格式返回有误！");
    expect(catalogue.client.network).toContain("跨域");
  });
});
