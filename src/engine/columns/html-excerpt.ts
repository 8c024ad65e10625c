/**
 * The plain text of rich text, cut to `max` characters with …: what a cell shows. Parsed by the
 * browser's DOMParser (an inert document: nothing in it loads or runs), read as text only.
 */
export function htmlExcerpt(html: string, max = 60): string {
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h\d|li|blockquote)>/gi, "$& "), "text/html");
  const text = (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
