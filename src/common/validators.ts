/**
 * The validator presets of spec §5, as pure functions usable in the browser (form rules) and
 * on the server (ajv formats). A preset name can be used as `format` in a resource's record.
 */
import { defineTexts } from "./i18n.js";
import type { FieldFormat } from "../types/generated/resource.js";

/**
 * Form inputs arrive as strings but JSON bodies and ajv may hand over numbers (a phone or port typed
 * into a number field), so both are read as their decimal text; anything else is never valid.
 */
const str = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

/** At least 6 characters. Only strings: a numeric password sent as a number is a client bug. */
export const isPassword = (v: unknown): boolean => typeof v === "string" && v.length >= 6;

/** 11 digits starting with 1 (mainland mobile numbers): a login or an SMS number. */
export const isPhone = (v: unknown): boolean => /^1\d{10}$/.test(str(v) ?? "");

/**
 * A number to call: a mobile (11 digits starting with 1), or a landline with its area code (0 and 2–3
 * digits, then 7–8 digits: 010-88886666, 0755 8888 6666, (021)66668888), with an extension after -,
 * 转 or ext (010-88886666-123); either may start with +86. Spaces and hyphens between the groups.
 */
export const isContactPhone = (v: unknown): boolean => {
  const s = (str(v) ?? "").trim().replace(/^\+86[\s-]?/, "");
  return (
    /^1\d{10}$/.test(s) || /^(0\d{2,3}[\s-]?|\(0\d{2,3}\)\s?)\d{3,4}[\s-]?\d{4}((-|转|\s?ext\.?\s?)\d{1,6})?$/i.test(s)
  );
};

/**
 * A plain address: a local part of the characters RFC 5322 allows unquoted (o'brien, first&last, a+b), @,
 * a domain with a dot.
 */
export const isEmail = (v: unknown): boolean =>
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(str(v) ?? "");

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

/**
 * 18-character PRC resident ID: 17 digits and a check character (ISO 7064 MOD 11-2), with a real birth date.
 * Positions 7–14 are the birth date YYYYMMDD; a date that does not exist (month 13, 30 February), lies before
 * 1900 or in the future is a typo the checksum alone may not catch. Lower-case x is accepted as X.
 */
export function isIdCard(v: unknown): boolean {
  const id = (str(v) ?? "").toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d)
    return false;
  if (birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/**
 * An identity document's number: an 18-character PRC resident ID (checked as `isIdCard` checks it), or the
 * number of a passport, a Hong Kong, Macau or Taiwan travel permit or a foreigner's permanent residence
 * card: 5–20 letters and digits, at least one of them a letter (E12345678, H1234567890). All digits is
 * always the resident ID, so a mistyped one is still caught.
 */
export function isIdDocument(v: unknown): boolean {
  const s = (str(v) ?? "").trim().toUpperCase();
  if (/^\d{17}[\dX]$/.test(s)) return isIdCard(s);
  return /^[A-Z0-9]{5,20}$/.test(s) && /[A-Z]/.test(s) && !/^\d+X$/.test(s);
}

/** An integer from 0 to 65535, as a number or a string of digits (no sign, no decimals). */
export function isPort(v: unknown): boolean {
  const s = str(v);
  return s !== null && /^\d{1,5}$/.test(s) && Number(s) <= 65535;
}

/** Dotted IPv4, each part 0–255 without leading zeros. */
export const isIPv4 = (v: unknown): boolean =>
  /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(str(v) ?? "");

/** http, https or ftp URL with a host. The scheme is checked first so javascript: or mailto: never pass. */
export function isUrl(v: unknown): boolean {
  const s = str(v);
  if (!s || !/^(https?|ftp):\/\//i.test(s)) return false;
  try {
    return new URL(s).hostname.length > 0;
  } catch {
    return false;
  }
}

/** 2 to 4 Chinese characters. */
export const isChineseName = (v: unknown): boolean => /^[\u4e00-\u9fa5]{2,4}$/.test(str(v) ?? "");

/**
 * A person's name in any script: 2 to 30 characters, letters of any language with the marks they
 * carry, and between words a space, a middle dot (迪丽热巴·迪力木拉提), a hyphen, an apostrophe or a
 * full stop (John Smith, Jean-Luc O'Brien, J. R. Smith). No digits, no other signs.
 */
export const isPersonName = (v: unknown): boolean => {
  const s = str(v) ?? "";
  const length = [...s].length;
  return length >= 2 && length <= 30 && /^\p{L}[\p{L}\p{M}]*([ ·•・'’.-]+\p{L}[\p{L}\p{M}]*)*\.?$/u.test(s);
};

/**
 * A number with at most two decimals (money), as a number or a numeric string; may be negative.
 * A number is judged by its shortest decimal text, so 0.1 + 0.2 (0.30000000000000004) is rejected.
 */
export const isDecimal2 = (v: unknown): boolean => /^-?\d+(\.\d{1,2})?$/.test(str(v) ?? "");

/**
 * The schema's formats that are validator presets: every other one (dates, times, uploads, rich text)
 * has its own handling. Derived, so a preset the schema adds must have its test and message here.
 */
export type PresetName = Exclude<FieldFormat, "date" | "date-time" | "time" | "image" | "file" | "html">;

/** Each preset with its Chinese message; the browser's form rules and the server's formats both read this. */
/** The presets' messages in both languages (`message` reads the current one). */
const presetTexts = defineTexts(
  "validators",
  {
    password: "密码不能少于6位",
    phone: "请输入正确的手机号",
    contactPhone: "请输入正确的电话号码（手机号，或带区号的座机号）",
    email: "请输入正确的邮箱",
    idCard: "请输入正确的身份证号",
    idDocument: "请输入正确的证件号（身份证号，或护照、通行证号）",
    port: "请输入正确的端口号",
    ipv4: "请输入正确的IP地址",
    url: "请输入正确的URL",
    chineseName: "请输入2-4个汉字",
    personName: "请输入2-30个字符的姓名（可含空格和·）",
    decimal2: "最多保留两位小数",
  },
  {
    password: "The password needs at least 6 characters",
    phone: "Please enter a valid mobile number",
    contactPhone: "Please enter a valid phone number: a mobile, or a landline with its area code",
    email: "Please enter a valid e-mail address",
    idCard: "Please enter a valid ID card number",
    idDocument: "Please enter a valid ID card, passport or travel permit number",
    port: "Please enter a valid port number",
    ipv4: "Please enter a valid IP address",
    url: "Please enter a valid URL",
    chineseName: "Please enter 2 to 4 Chinese characters",
    personName: "Please enter a name of 2 to 30 characters (spaces and · allowed)",
    decimal2: "At most two decimal places",
  },
);

export const validatorPresets: Record<PresetName, { test: (v: unknown) => boolean; readonly message: string }> = {
  password: {
    test: isPassword,
    get message() {
      return presetTexts.password;
    },
  },
  phone: {
    test: isPhone,
    get message() {
      return presetTexts.phone;
    },
  },
  contactPhone: {
    test: isContactPhone,
    get message() {
      return presetTexts.contactPhone;
    },
  },
  email: {
    test: isEmail,
    get message() {
      return presetTexts.email;
    },
  },
  idCard: {
    test: isIdCard,
    get message() {
      return presetTexts.idCard;
    },
  },
  idDocument: {
    test: isIdDocument,
    get message() {
      return presetTexts.idDocument;
    },
  },
  port: {
    test: isPort,
    get message() {
      return presetTexts.port;
    },
  },
  ipv4: {
    test: isIPv4,
    get message() {
      return presetTexts.ipv4;
    },
  },
  url: {
    test: isUrl,
    get message() {
      return presetTexts.url;
    },
  },
  chineseName: {
    test: isChineseName,
    get message() {
      return presetTexts.chineseName;
    },
  },
  personName: {
    test: isPersonName,
    get message() {
      return presetTexts.personName;
    },
  },
  decimal2: {
    test: isDecimal2,
    get message() {
      return presetTexts.decimal2;
    },
  },
};
