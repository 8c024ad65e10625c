import { Result } from "antd";
import type { FlatRoute } from "../../common/routes.js";
import { t } from "../locale/zh-CN.js";
import { localize } from "../../common/i18n.js";

/** What a route shows while its module is not built: says which route and component, so nothing is silently blank. */
export default function NotBuiltPage({ flat }: { flat: FlatRoute }) {
  return (
    <Result
      status="info"
      title={t("notBuilt.title")}
      subTitle={t("notBuilt.subtitle", {
        title: localize(flat.route.meta?.title ?? flat.route.name),
        path: flat.fullPath,
        component: flat.route.component ?? "",
      })}
    />
  );
}
