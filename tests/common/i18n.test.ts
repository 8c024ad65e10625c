import { afterEach, describe, expect, it } from "vitest";
import {
  addGlossary,
  collectGlossary,
  defineTexts,
  getLocale,
  localize,
  setLocale,
  toLocale,
  translate,
} from "../../src/common/i18n.js";
import { chooseLocale } from "../../src/app/locale/choose.js";
import { ruleMessage } from "../../src/common/record-rules.js";
import { engineTexts } from "../../src/engine/texts.js";
import { t } from "../../src/app/locale/zh-CN.js";

afterEach(() => setLocale("zh-CN"));

describe("the text registry", () => {
  const texts = defineTexts(
    "test",
    { hello: "你好，{name}", plain: "查询" },
    { hello: "Hello, {name}", plain: "Search" },
  );

  it("reads the current locale, Chinese by default", () => {
    expect(getLocale()).toBe("zh-CN");
    expect(texts.plain).toBe("查询");
    setLocale("en-US");
    expect(texts.plain).toBe("Search");
    expect(translate("test.hello", { name: "Ann" })).toBe("Hello, Ann");
    expect(translate("test.hello", { name: "安" }, "zh-CN")).toBe("你好，安");
    expect(translate("test.nothing")).toBeUndefined();
  });

  it("the app's and the engine's texts have English twins", () => {
    expect(t("login.submit")).toBe("登录");
    expect(engineTexts.search).toBe("查询");
    setLocale("en-US");
    expect(t("login.submit")).toBe("Log in");
    expect(t("notBuilt.subtitle", { title: "A", path: "/a", component: "x" })).toBe(
      "The page module x of “A” (/a) is not available yet",
    );
    expect(engineTexts.search).toBe("Search");
  });

  it("localize: a string as it is, an object in the locale, Chinese when the locale has none", () => {
    expect(localize("校区")).toBe("校区");
    expect(localize({ "zh-CN": "校区", "en-US": "Campus" })).toBe("校区");
    expect(localize({ "zh-CN": "校区", "en-US": "Campus" }, "en-US")).toBe("Campus");
    setLocale("en-US");
    expect(localize({ "zh-CN": "校区", "en-US": "Campus" })).toBe("Campus");
    expect(localize({ "zh-CN": "校区" })).toBe("校区");
    expect(localize(undefined)).toBe("");
  });

  it("toLocale: a Chinese message made of registry and config texts, in English", () => {
    addGlossary("设备名称", "Device name");
    collectGlossary({ record: { properties: { kind: { title: { "zh-CN": "类型", "en-US": "Kind" } } } } });
    expect(toLocale("查询", "en-US")).toBe("Search");
    expect(toLocale("设备名称至少2个字符", "en-US")).toBe("Device name needs at least 2 characters");
    expect(toLocale("请选择类型", "en-US")).toBe("Please select Kind");
    expect(toLocale("无人认识的话", "en-US")).toBe("无人认识的话");
    expect(toLocale("设备名称至少2个字符", "zh-CN")).toBe("设备名称至少2个字符");
  });

  it("record rules speak the current language, with the field's title in it", () => {
    const field = { type: "string" as const, title: { "zh-CN": "校区名称", "en-US": "Campus name" }, minLength: 2 };
    // Field titles may be localized (config texts); the generated type names strings only.
    const f = field as unknown as Parameters<typeof ruleMessage>[0];
    expect(ruleMessage(f, "minLength")).toBe("校区名称至少2个字符");
    setLocale("en-US");
    expect(ruleMessage(f, "minLength")).toBe("Campus name needs at least 2 characters");
    expect(ruleMessage({ type: "string", title: "x", format: "phone" }, "format")).toBe(
      "Please enter a valid mobile number",
    );
  });
});

describe("the language of a page load", () => {
  it("the remembered one, else the browser's, else Chinese", () => {
    expect(chooseLocale("en-US", ["zh-CN"])).toBe("en-US");
    expect(chooseLocale(null, ["en-GB", "zh-CN"])).toBe("en-US");
    expect(chooseLocale("fr", ["zh-TW"])).toBe("zh-CN");
    expect(chooseLocale(null, ["fr-FR", "de"])).toBe("zh-CN");
    expect(chooseLocale(null, [])).toBe("zh-CN");
  });

  it("the app's default language before the browser's, but never before the remembered one", () => {
    expect(chooseLocale(null, ["zh-CN"], "en-US")).toBe("en-US");
    expect(chooseLocale("zh-CN", ["en-US"], "en-US")).toBe("zh-CN");
    expect(chooseLocale(null, ["en-US"], "fr")).toBe("en-US");
  });
});
