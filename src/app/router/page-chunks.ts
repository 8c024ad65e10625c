import { lazyPage } from "../lazy-page.js";

/**
 * The chunks every signed-in page goes through, loaded the first time they render, or before, by the
 * first screen (first-screen.ts): the shell (menu, icons, header), which the login page does not load,
 * and the page registry, which renders every page of the shell.
 */
export const BasicLayout = lazyPage(() => import("../../shell/BasicLayout.js"));
export const RegistryPage = lazyPage(() => import("./RegistryPage.js"));
