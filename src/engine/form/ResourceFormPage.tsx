import { ConfigGate } from "../config/ConfigGate.js";
import { CreateFormCard } from "./CreateFormCard.js";

/**
 * A `form:<name>` route: the resource's create form as a full page (add-campus, add-video).
 * After saving it shows 新增成功, closes its own tab and returns to the resource's list, which
 * Refine has already invalidated.
 */
export default function ResourceFormPage({ name }: { name: string }) {
  return <ConfigGate name={name}>{(config) => <CreateFormCard config={config} />}</ConfigGate>;
}
