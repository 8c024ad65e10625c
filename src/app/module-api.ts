import type { LazyPage } from "./lazy-page.js";
import type { PageProps } from "./standalone-pages.js";

/**
 * A business area's browser side, as the framework takes it (docs/architecture.md, "The framework and
 * its apps"): its pages by the component key config/routes.json names, each a lazy chunk.
 */
export interface WebModule {
  name: string;
  pages: Record<string, LazyPage<PageProps>>;
}
