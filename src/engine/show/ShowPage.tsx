import { Result } from "antd";
import { format } from "../../common/i18n.js";
import { ConfigGate } from "../config/ConfigGate.js";
import { ResourceShow } from "./ResourceShow.js";
import { showTexts } from "./texts.js";

/**
 * A `show:<name>` route: the detail page of one row of `config/resources/<name>.json`, the row named
 * by `?id=` so its address can be shared. Its own lazy chunk, shared by every resource's detail.
 */
export default function ShowPage({ name }: { name: string }) {
  return (
    <ConfigGate name={name}>
      {(config) =>
        config.show ? (
          <ResourceShow config={config} />
        ) : (
          <Result status="warning" title={format(showTexts.noShow, { name })} />
        )
      }
    </ConfigGate>
  );
}
