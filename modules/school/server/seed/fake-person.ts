import type { Faker } from "@faker-js/faker";
import { isChineseName } from "../../../../src/common/validators.js";

/** Mainland mobile prefixes in real use, so seeded numbers look like the ones staff type. */
const PHONE_PREFIXES = [
  "130",
  "131",
  "132",
  "133",
  "135",
  "136",
  "137",
  "138",
  "139",
  "150",
  "151",
  "152",
  "155",
  "156",
  "157",
  "158",
  "159",
  "166",
  "176",
  "177",
  "180",
  "181",
  "182",
  "183",
  "185",
  "186",
  "187",
  "188",
  "189",
  "191",
  "198",
  "199",
];

/** Real county codes (first six ID digits) of the cities the campuses are in. */
const REGION_CODES = [
  "110105",
  "110108",
  "310115",
  "310104",
  "440106",
  "440305",
  "440304",
  "330106",
  "320106",
  "510107",
  "420111",
  "610113",
  "500112",
  "120104",
  "430104",
  "370102",
  "410105",
];

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

/**
 * A name of 2–4 Chinese characters (the `chineseName` rule), optionally with a given surname so a
 * parent and child share it. Faker's compound surnames can make five characters: those are redrawn.
 */
export function chineseName(faker: Faker, sex: "male" | "female", lastName?: string): string {
  for (;;) {
    const name = (lastName ?? faker.person.lastName()) + faker.person.firstName(sex);
    if (isChineseName(name)) return name;
    lastName = undefined;
  }
}

/** An 11-digit mobile number not yet in `used` (which it joins). */
export function uniquePhone(faker: Faker, used: Set<string>): string {
  for (;;) {
    const phone = faker.helpers.arrayElement(PHONE_PREFIXES) + faker.string.numeric(8);
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

/**
 * An 18-character resident ID that passes the `idCard` rule: a real county code, the birthday,
 * a sequence whose last digit is odd for men and even for women, and the MOD 11-2 check character.
 */
export function idCard(faker: Faker, birthday: string, gender: 1 | 2, used: Set<string>): string {
  for (;;) {
    const seq = faker.number.int({ min: 0, max: 49 }) * 2 + (gender === 1 ? 1 : 0);
    const head =
      faker.helpers.arrayElement(REGION_CODES) +
      birthday.replace(/-/g, "") +
      String(faker.number.int({ min: 0, max: 9 })) +
      String(seq).padStart(2, "0");
    const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(head[i]), 0);
    const id = head + ID_CHECK[sum % 11];
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}
