import { Suspense, useEffect } from "react";
import type { FlatRoute } from "../../common/routes.js";
import { standalonePages } from "../standalone-pages.js";
import { useServices } from "../services-context.js";
import { LoadingScreen } from "../LoadingScreen.js";
import { localize } from "../../common/i18n.js";
// Every other page, and the placeholder, through the registry's own chunk (see standalone-pages.ts).
import { RegistryPage } from "./page-chunks.js";

/** One page of the route tree: titles the document and renders the registered component. */
export function PageView({ flat }: { flat: FlatRoute }) {
  const { boot } = useServices();
  const title = flat.route.meta?.title && localize(flat.route.meta.title);
  useEffect(() => {
    document.title = title ? `${title} - ${localize(boot.app.title)}` : localize(boot.app.title);
  }, [title, boot.app.title]);

  const inShell = flat.parents.some((p) => p.component === "Layout");
  const key = flat.route.component ?? "";
  const Standalone = Object.hasOwn(standalonePages, key) ? standalonePages[key] : undefined;
  return (
    <Suspense fallback={<LoadingScreen text={boot.app.loadingText} inline={inShell} />}>
      {Standalone ? <Standalone {...flat.route.props} /> : <RegistryPage flat={flat} />}
    </Suspense>
  );
}
