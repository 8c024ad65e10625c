import { responses as account } from "../modules/account/schemas.js";
import { responses as profile } from "../modules/account/profile-schemas.js";
import { responses as authority } from "../modules/authority/schemas.js";
import { responses as client } from "../modules/client/schemas.js";
import { responses as codes } from "../modules/codes/schemas.js";
import { components as handoutComponents, responses as handouts } from "../modules/handouts/schemas.js";
import { responses as options } from "../modules/options/schemas.js";
import { responses as qa } from "../modules/qa/schemas.js";
import { responses as shell } from "../modules/shell/schemas.js";
import { responses as stats } from "../modules/stats/schemas.js";
import { responses as views } from "../modules/views/schemas.js";
import { pluginResponses } from "./plugin-answers.js";
import { scheduleResponses } from "./schedule-answers.js";
import { resourceResponses } from "./resource-answers.js";

type Schema = Record<string, unknown>;

/**
 * Every module's `responses` ("METHOD /path" under the API base → `data` of its 200 answer), which the
 * document's transform gives a route that does not describe its data itself (route-doc.ts). A `*` segment
 * stands for any one segment (routes made per config file, such as a dashboard's).
 */
const all: Record<string, Schema> = {
  ...account,
  ...profile,
  ...authority,
  ...client,
  ...codes,
  ...handouts,
  ...options,
  ...qa,
  ...shell,
  ...stats,
  ...views,
  ...scheduleResponses,
  ...pluginResponses,
  ...resourceResponses,
};

/** Schemas the answers refer to by `#/components/schemas/<name>`. */
export const answerComponents: Record<string, Schema> = { ...handoutComponents };

const patterns = Object.entries(all)
  .filter(([key]) => key.includes("*"))
  .map(
    ([key, schema]) =>
      [new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`), schema] as const,
  );

/** `data` of a route's success, by its method and its path under the API base (`/v1/views/:id`). */
export function moduleAnswer(method: string, path: string): Schema | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  return all[key] ?? patterns.find(([re]) => re.test(key))?.[1];
}
