import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { idOf } from "./seed-rows.js";

type Stage = "xx" | "cz" | "gz";

/**
 * Textbook editions in use (版本管理): the stage they are taught at and, for an edition of one subject,
 * that subject (none: every subject has one). 大纲版 is retired but kept so old videos still name it.
 */
const VERSIONS: [name: string, stage: Stage, subject: string | null, enabled: boolean, remark?: string][] = [
  ["人教版", "gz", null, true, "各学科通用"],
  ["北师大版", "gz", null, true],
  ["苏教版", "gz", null, true],
  ["沪教版", "cz", null, true],
  ["外研版", "gz", "英语", true],
  ["湘教版", "gz", null, true],
  ["部编版", "cz", null, true, "语文、历史、政治统编教材"],
  ["鲁科版", "gz", null, true],
  ["大纲版", "gz", null, false, "旧教材，已停用"],
  ["人教A版", "gz", "数学", true, "新课标高中数学A版"],
  ["人教B版", "gz", "数学", true, "新课标高中数学B版"],
  ["译林版", "gz", "英语", true],
];

/** The textbook categories (`code` jc, set by the slice), each naming its subject among the seeded ones. Fixed, no faker. */
export const textbookVersionSeed: ResourceSeed = ({ rows }) => {
  const subjects = new Map(
    rows("category")
      .filter((r) => r.code === "xk")
      .map((r) => [String(r.name), idOf(r)]),
  );
  return VERSIONS.map(([name, stage, subject, enabled, remark], i) => ({
    name,
    stage,
    ...(subject && subjects.has(subject) && { subject_id: subjects.get(subject) }),
    enabled,
    sort: i + 1,
    ...(remark && { remark }),
  }));
};
