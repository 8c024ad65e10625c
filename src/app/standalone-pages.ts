import { lazyPage, type LazyPage } from "./lazy-page.js";

/** A bespoke page's settings from its route's `props` in routes.json. */
export type PageProps = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The pages outside the shell (login, register, 403, 404), known to the entry chunk itself. Every
 * other page is looked up in `pages.ts`, which loads with the first shell page: so the login route
 * does not carry the list of every page and its chunks, which grows with each module.
 */
export const standalonePages: Record<string, LazyPage<PageProps>> = {
  "account/Login": lazyPage(() => import("../modules/account/LoginPage.js")),
  "account/Register": lazyPage(() => import("../modules/account/RegisterPage.js")),
  "errors/Forbidden": lazyPage(() => import("../modules/errors/ForbiddenPage.js")),
  "errors/NotFound": lazyPage(() => import("../modules/errors/NotFoundPage.js")),
};
