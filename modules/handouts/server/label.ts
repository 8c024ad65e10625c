/**
 * A label as stored: control characters dropped by code point (they would garble the tree and the
 * operation log), then trimmed. May be empty: the caller decides what an empty label means.
 */
export function cleanLabel(text: string): string {
  return [...text]
    .filter((c) => c > "\u001f" && c !== "\u007f")
    .join("")
    .trim();
}

/**
 * The label an uploaded file shows: its base name (either slash) cleaned, without `.pdf`, cut to `max`
 * characters; a name with nothing left becomes 未命名.
 */
export function labelFromFilename(filename: string, max: number): string {
  const base = filename.replace(/\\/g, "/").split("/").pop() ?? "";
  const clean = cleanLabel(base).replace(/\.pdf$/i, "");
  return [...clean.trim()].slice(0, max).join("").trim() || "未命名";
}
