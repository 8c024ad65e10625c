import sanitizeHtml from "sanitize-html";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/**
 * What rich text (`format: "html"`) may hold: the editor's own marks and blocks (paragraphs, bold,
 * italic, underline, strike, headings, lists, quotes, code, links, rules), nothing else. No attribute
 * but a link's `href` (http, https, mailto) and the `rel`/`target` the server sets itself: no `style`,
 * no `class`, no event handler, no `javascript:`; a `<script>`, `<style>` or `<iframe>` goes with its
 * content. Whatever a request sends, what is stored is inert.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "hr",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // An editor leaves empty paragraphs behind (after a deleted block, at the end): they carry nothing.
  exclusiveFilter: (frame) => frame.tag === "p" && !frame.text.trim(),
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: "noopener noreferrer nofollow", target: "_blank" } : {},
    }),
  },
};

/** `html` sanitised with the allow-list above. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, allowList);

/** The names of a resource's rich-text fields. */
export const richTextFields = (res: ResourceConfig): Set<string> =>
  new Set(Object.entries(res.record.properties).flatMap(([name, f]) => (f.format === "html" ? [name] : [])));
