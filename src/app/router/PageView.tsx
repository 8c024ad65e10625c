import { lazy, Suspense, useEffect } from "react";
import type { FlatRoute } from "../../common/routes.js";
import { pageFor } from "../pages.js";
import { useServices } from "../services-context.js";
import { LoadingScreen } from "../LoadingScreen.js";

// Lazy like the pages: antd's Result (with its illustrations) stays out of the entry chunk.
const NotBuiltPage = lazy(() => import("./NotBuiltPage.js"));

/** One page of the route tree: titles the document and renders the registered component. */
export function PageView({ flat }: { flat: FlatRoute }) {
  const { boot } = useServices();
  const title = flat.route.meta?.title;
  useEffect(() => {
    document.title = title ? `${title} - ${boot.app.title}` : boot.app.title;
  }, [title, boot.app.title]);

  const inShell = flat.parents.some((p) => p.component === "Layout");
  const found = pageFor(flat.route.component);
  return (
    <Suspense fallback={<LoadingScreen text={boot.app.loadingText} inline={inShell} />}>
      {found ? <found.Page {...flat.route.props} name={found.name} /> : <NotBuiltPage flat={flat} />}
    </Suspense>
  );
}
