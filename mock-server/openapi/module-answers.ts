import { responses as account } from "../modules/account/schemas.js";
import { responses as profile } from "../modules/account/profile-schemas.js";
import { responses as authority } from "../modules/authority/schemas.js";
import { responses as shell } from "../modules/shell/schemas.js";
import { statsResponses } from "../modules/stats/schemas.js";
import { responses as views } from "../modules/views/schemas.js";
import type { AppParts } from "../parts.js";
import { pluginResponses } from "./plugin-answers.js";
import { resourceResponses } from "./resource-answers.js";

type Schema = Record<string, unknown>;

/** The `data` of routes' answers, and the schemas those refer to by `#/components/schemas/<name>`. */
export interface Answers {
  /** `data` of a route's success, by its method and its path under the API base (`/v1/views/:id`). */
  answer(method: string, path: string): Schema | undefined;
  components: Readonly<Record<string, Schema>>;
}

/**
 * Every route's `responses` ("METHOD /path" under the API base → `data` of its 200 answer): the framework's
 * (accounts, roles, shell, statistics, views, plugins, resources) and those the app's modules register,
 * which the document's transform gives a route that does not describe its data itself (route-doc.ts). A
 * `*` segment stands for any one segment (routes made per config file, such as a dashboard's).
 */
export function answersOf(parts: AppParts): Answers {
  const all: Record<string, Schema> = {
    ...account,
    ...profile,
    ...authority,
    ...shell,
    ...statsResponses(parts.aggregates),
    ...views,
    ...parts.responses,
    ...pluginResponses,
    ...resourceResponses,
  };
  const patterns = Object.entries(all)
    .filter(([key]) => key.includes("*"))
    .map(
      ([key, schema]) =>
        [new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`), schema] as const,
    );
  return {
    answer(method, path) {
      const key = `${method.toUpperCase()} ${path}`;
      return all[key] ?? patterns.find(([re]) => re.test(key))?.[1];
    },
    components: parts.components,
  };
}
