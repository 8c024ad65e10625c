import type { AppConfig } from "../types/generated/app.js";
import type { ErrorCatalogue } from "../types/generated/errors.js";
import type { RouteConfig } from "../types/generated/routes.js";
import { getLocale } from "../common/i18n.js";
import type { AbilityInfo } from "../common/authority.js";

/** What the browser boots from: `GET /api/app/config`, read from the server's config/ folder. */
export interface BootConfig {
  /** The server's config version (live config: a new one is announced on `/api/config/events`). */
  version?: string;
  app: AppConfig;
  errors: ErrorCatalogue;
  routes: RouteConfig[];
  /** The abilities a role may be granted: the framework's and the app's modules' (财务), titled. */
  abilities?: AbilityInfo[];
  /** Demo mode: the seeded accounts the login page names (absent or empty in production). */
  demoAccounts?: { username: string; password: string; title: string }[];
}

/**
 * Fetches the boot config; the API base is not known yet, so the conventional `/api` is used. The error
 * catalogue comes in the page's language.
 */
export async function fetchBootConfig(fetchImpl: typeof fetch = fetch): Promise<BootConfig> {
  const res = await fetchImpl("/api/app/config", { headers: { "accept-language": getLocale() } });
  const body = (await res.json()) as { code: number; data: BootConfig };
  if (!res.ok || !body.data?.app) throw new Error(`boot config answered ${res.status}`);
  return body.data;
}
