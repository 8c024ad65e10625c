import { Alert } from "antd";
import { useDesigner } from "../designer-context.js";
import { useFileProblems } from "../schema/use-file-problems.js";

/**
 * The problems of a file edited by a form that has no JSON tab of its own (routes.json from the
 * 路由 tab): the schema's as you type, and the server's from the last plan.
 */
export function FileProblems({ path }: { path: string }) {
  const { draft } = useDesigner();
  const own = useFileProblems(path, draft.valueOf(path));
  const problems = [...own, ...draft.serverProblems.filter((p) => p.file === path)];
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      message={problems.map((p) => (
        <div key={`${p.pointer}:${p.message}`}>{`${p.file}#${p.pointer}: ${p.message}`}</div>
      ))}
    />
  );
}
