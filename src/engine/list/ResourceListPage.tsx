import { ConfigGate } from "../config/ConfigGate.js";
import { ResourceList } from "./ResourceList.js";

/**
 * A `resource:<name>` route: the list page of `config/resources/<name>.json`, its config
 * fetched from the server, so a new list needs no TypeScript and no rebuild.
 */
export default function ResourceListPage({ name }: { name: string }) {
  return <ConfigGate name={name}>{(config) => <ResourceList config={config} />}</ConfigGate>;
}
