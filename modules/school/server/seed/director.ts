import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName, idCard, uniquePhone } from "./fake-person.js";
import { addDays, dateBetween } from "./fake-date.js";
import { idOf, type Row } from "./seed-rows.js";
import { SEED_DAY, earlier } from "./teaching-plan.js";

/** director.json `position`. */
const POSITION = { head: 1, teaching: 2, student: 3 } as const;
type Position = (typeof POSITION)[keyof typeof POSITION];

const LEFT_REASONS = ["个人原因离职", "家庭原因回老家发展", "合同到期未续签", "转岗至总部教研中心后离职"];

/**
 * The sex a given name suggests, from faker's own lists of given names (a campus's 负责人 is only a
 * name); a name in neither list, or in both, is left to chance.
 */
function sexOfName(faker: Faker, name: string): 1 | 2 {
  const lists = faker.definitions.person?.first_name as { male?: string[]; female?: string[] } | undefined;
  const ends = (list?: string[]) => !!list?.some((given) => name.length > given.length && name.endsWith(given));
  const male = ends(lists?.male);
  const female = ends(lists?.female);
  if (male !== female) return male ? 1 : 2;
  return faker.helpers.arrayElement([1, 2] as const);
}

interface Draft {
  campus: Row;
  position: Position;
  inPost: boolean;
  /** The campus's 负责人 (campus.json `director`, `phone`): the head of an open campus is that person. */
  name?: string;
  phone?: string;
  remark?: string;
}

/** Who a campus has: a head, a teaching and a student-affairs director while open, and some who left. */
function draftsFor(faker: Faker, campus: Row): Draft[] {
  const head: Draft = {
    campus,
    position: POSITION.head,
    inPost: campus.status !== 0,
    name: String(campus.director),
    phone: String(campus.phone),
  };
  if (campus.status === 2) return [{ ...head, remark: "负责新校区筹建" }];
  if (campus.status === 0) {
    const remark = "校区停业后离职";
    return [
      { ...head, remark },
      { campus, position: POSITION.teaching, inPost: false, remark },
    ];
  }
  const staff: Draft[] = [
    head,
    { campus, position: POSITION.teaching, inPost: true },
    { campus, position: POSITION.student, inPost: true },
  ];
  // Large campuses have a second student-affairs director.
  if (Number(campus.capacity) >= 2000) staff.push({ campus, position: POSITION.student, inPost: true });
  if (faker.datatype.boolean({ probability: 0.5 })) {
    const position = faker.helpers.arrayElement([POSITION.teaching, POSITION.student]);
    staff.push({ campus, position, inPost: false, remark: faker.helpers.arrayElement(LEFT_REASONS) });
  }
  return staff;
}

/** Hired around the campus's opening (a head some months before it), or any time since for the others. */
function hiredOn(faker: Faker, draft: Draft): string {
  const opened = String(draft.campus.opened_on);
  const latest = addDays(SEED_DAY, -7);
  if (draft.position === POSITION.head) {
    return dateBetween(faker, earlier(addDays(opened, -180), latest), earlier(addDays(opened, -30), latest));
  }
  return dateBetween(faker, earlier(opened, latest), latest);
}

/**
 * About fifty campus directors: every open campus has its head (the campus's 负责人), a teaching
 * director and one or two student-affairs directors; the campus in preparation has its head; the
 * closed campus's directors have left, as have some others.
 */
export const directorSeed: ResourceSeed = ({ faker, rows }) => {
  const campuses = rows("campus");
  const phones = new Set(campuses.map((c) => String(c.phone)));
  const idCards = new Set<string>();
  return campuses
    .flatMap((campus) => draftsFor(faker, campus))
    .map((draft) => {
      const gender = draft.name ? sexOfName(faker, draft.name) : faker.helpers.arrayElement([1, 2] as const);
      const hired = hiredOn(faker, draft);
      // A director has some years of work behind them: at least 25 when hired.
      const birthYear = faker.number.int({ min: 1970, max: Math.min(1993, Number(hired.slice(0, 4)) - 25) });
      const birthday = dateBetween(faker, `${birthYear}-01-01`, `${birthYear}-12-31`);
      return {
        name: draft.name ?? chineseName(faker, gender === 1 ? "male" : "female"),
        gender,
        phone: draft.phone ?? uniquePhone(faker, phones),
        email: faker.internet.email({ provider: "omo-edu.cn" }).toLowerCase(),
        campus_id: idOf(draft.campus),
        position: draft.position,
        id_card: idCard(faker, birthday, gender, idCards),
        hired_on: hired,
        status: draft.inPost ? 1 : 0,
        ...(draft.remark && { remark: draft.remark }),
      };
    });
};
