import type { FlatRoute } from "../../common/routes.js";
import { pageFor } from "../pages.js";
import { useServices } from "../services-context.js";
import NotBuiltPage from "./NotBuiltPage.js";

/**
 * A route's page from the full registry (a module's while app.json lists the module), or the "not built
 * yet" placeholder naming the route.
 * A lazy chunk of its own: it loads alongside the shell, never on the login route.
 */
export default function RegistryPage({ flat }: { flat: FlatRoute }) {
  const { boot } = useServices();
  const found = pageFor(flat.route.component, boot.app.modules ?? []);
  return found ? <found.Page {...flat.route.props} name={found.name} /> : <NotBuiltPage flat={flat} />;
}

/** Loads the code of a route's page ahead of its render (the first screen); nothing for an unknown key. */
export async function preloadPage(component: string | undefined): Promise<void> {
  await pageFor(component)?.Page.preload();
}
