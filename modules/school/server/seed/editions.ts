import type { Faker } from "@faker-js/faker";
import type { Row } from "./seed-rows.js";

/** Editions each subject really uses; the rest use the general ones. */
const EDITIONS: Record<string, string[]> = {
  语文: ["部编版"],
  历史: ["部编版"],
  政治: ["部编版"],
  英语: ["人教版", "外研版", "沪教版", "北师大版"],
};
const GENERAL_EDITIONS = ["人教版", "北师大版", "苏教版", "沪教版", "湘教版", "鲁科版"];

/** The textbook a course package or video of this subject follows, among the enabled ones. */
export function editionFor(faker: Faker, subject: Row, textbooks: Row[]): Row {
  const names = EDITIONS[String(subject.name)] ?? GENERAL_EDITIONS;
  const fitting = textbooks.filter((t) => names.includes(String(t.name)));
  return faker.helpers.arrayElement(fitting.length > 0 ? fitting : textbooks);
}
