import { Breadcrumb, ConfigProvider } from "antd";
import { useLocation } from "react-router";
import { useSession } from "../../app/services-context.js";
import { findPage } from "../tabs/current-route.js";
import { localize } from "../../common/i18n.js";

/** Where the page sits in the route tree; `breadcrumbHidden` levels are left out. */
export function Breadcrumbs({ light }: { light?: boolean }) {
  const { routes } = useSession();
  const { pathname } = useLocation();
  const flat = findPage(routes ?? [], pathname);
  if (!flat) return null;
  const items = [...flat.parents, flat.route]
    .filter((r) => !r.meta?.breadcrumbHidden && r.meta?.title)
    .map((r) => ({ title: localize(r.meta!.title) }));
  const crumbs = <Breadcrumb items={items} data-testid="breadcrumb" />;
  if (!light) return crumbs;
  // On a dark header the breadcrumb is drawn light.
  const on = { itemColor: "rgba(255,255,255,.65)", lastItemColor: "#fff", separatorColor: "rgba(255,255,255,.45)" };
  return <ConfigProvider theme={{ components: { Breadcrumb: on } }}>{crumbs}</ConfigProvider>;
}
