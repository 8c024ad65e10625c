import { structuredPatch } from "diff";
import { Tag, Typography } from "antd";
import { designerTexts as tx } from "../texts.js";

const text = (value: unknown) => (value === undefined || value === null ? "" : `${JSON.stringify(value, null, 2)}\n`);
const colors: Record<string, string | undefined> = { "+": "#f6ffed", "-": "#fff1f0" };

/**
 * What a save changes in one file, as a unified diff of the file's JSON (the server writes it
 * with the same indent and the file's own key order, so this is what git will show).
 */
export function FileDiff({ path, before, after }: { path: string; before: unknown; after: unknown }) {
  const patch = structuredPatch(path, path, text(before), text(after), "", "", { context: 3 });
  return (
    <section aria-label={path} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{path}</Typography.Text> {before === undefined && <Tag color="green">{tx.newFile}</Tag>}
      {after === null && <Tag color="red">{tx.deletedFile}</Tag>}
      <pre
        style={{ fontSize: 12, maxHeight: 320, overflow: "auto", background: "#fafafa", padding: 8, margin: "4px 0" }}
      >
        {patch.hunks.map((hunk) => (
          <div key={`${hunk.oldStart}-${hunk.newStart}`}>
            <div
              style={{ color: "#999" }}
            >{`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`}</div>
            {hunk.lines.map((line, i) => (
              <div
                key={i}
                className={`diff-line diff-${line[0] === "+" ? "add" : line[0] === "-" ? "del" : "same"}`}
                style={{ background: colors[line[0]] }}
              >
                {line}
              </div>
            ))}
          </div>
        ))}
      </pre>
    </section>
  );
}
