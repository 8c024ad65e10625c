import { describe, expect, it } from "vitest";
import {
  isChineseName,
  isContactPhone,
  isPersonName,
  isDecimal2,
  isEmail,
  isIPv4,
  isIdCard,
  isIdDocument,
  isPassword,
  isPhone,
  isPort,
  isUrl,
  validatorPresets,
} from "../../src/common/validators.js";

const cases: [string, (v: unknown) => boolean, unknown[], unknown[]][] = [
  ["password", isPassword, ["123456", "secret-pass"], ["12345", "", 123456, null]],
  ["phone", isPhone, ["13812345678", 15900001111], ["23812345678", "1381234567", "138123456789", "1381234567a"]],
  [
    "email",
    isEmail,
    ["a@b.cn", "first.last+tag@mail.example.com", "o'brien@example.ie", "first&last@example.com"],
    ["a@b", "@b.cn", "a b@c.cn", "", "a@b@c.cn", "a(b)@c.cn"],
  ],
  [
    "idCard",
    isIdCard,
    ["11010519491231002X", "11010519491231002x", "110101199003070011"],
    ["110105194912310021", "11010519491331002X", "1101051949123100", "110105194902300020"],
  ],
  [
    "idDocument",
    isIdDocument,
    ["11010519491231002X", "110101199003070011", "E12345678", "h1234567890", "G12345678", "C1234567"],
    ["110105194912310021", "12345678", "1234567X", "ABC", "E1234567890123456789012", "E-1234567", ""],
  ],
  ["port", isPort, [0, 80, "8080", 65535], [65536, -1, "80a", 1.5]],
  ["ipv4", isIPv4, ["127.0.0.1", "255.255.255.255", "10.0.0.1"], ["256.1.1.1", "1.2.3", "01.2.3.4", "a.b.c.d"]],
  [
    "url",
    isUrl,
    ["https://example.com/a?b=1", "http://localhost:16000", "ftp://files.example.com"],
    ["example.com", "mailto:a@b.cn", "http://", "javascript:alert(1)"],
  ],
  ["chineseName", isChineseName, ["张三", "欧阳娜娜"], ["张", "欧阳娜娜娜", "Zhang", "张3"]],
  [
    "contactPhone",
    isContactPhone,
    [
      "13812345678",
      "010-88886666",
      "01088886666",
      "0755 8888 6666",
      "0755-8888-6666",
      "(021)66668888",
      "010-88886666-123",
      "010-88886666转8001",
      "0571-8888666 ext 12",
      "+86 13812345678",
      "+86-10-88886666".replace("-10", "-010"),
    ],
    ["88886666", "10-88886666", "010-888", "138123456789", "abc", "", "010-88886666-", "1381234567a"],
  ],
  [
    "personName",
    isPersonName,
    ["张三", "欧阳娜娜", "John Smith", "迪丽热巴·迪力木拉提", "Jean-Luc O'Brien", "J. R. Smith", "José Núñez", "Ng"],
    ["张", "a", "John  ", " John", "John3", "张三!", "x".repeat(31), "李·", "", 12],
  ],
  ["decimal2", isDecimal2, ["12", "12.3", "12.34", -0.5, 0], ["12.345", "1.", "abc", ""]],
];

describe("validator presets", () => {
  for (const [name, test, valid, invalid] of cases) {
    it(`${name}: accepts ${valid.length} valid and rejects ${invalid.length} invalid values`, () => {
      for (const v of valid) expect(test(v), `${name} should accept ${String(v)}`).toBe(true);
      for (const v of invalid) expect(test(v), `${name} should reject ${String(v)}`).toBe(false);
    });
  }

  it("has a Chinese message for every preset", () => {
    for (const [name, preset] of Object.entries(validatorPresets)) {
      expect(preset.message, name).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(validatorPresets.password.message).toBe("密码不能少于6位");
  });

  it("rejects an ID card whose birth date lies in the future", () => {
    expect(isIdCard("110105209912310024")).toBe(false);
  });
});
