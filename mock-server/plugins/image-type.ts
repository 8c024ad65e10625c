/** Image kinds an upload may be, recognised by their first bytes rather than by name or declared type. */
export type ImageKind = "jpg" | "png" | "gif" | "webp";

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The kind of image `buf` holds, or undefined when it is none of JPEG, PNG, GIF, WebP. */
export function imageKind(buf: Buffer): ImageKind | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(buf, ascii("GIF87a")) || startsWith(buf, ascii("GIF89a"))) return "gif";
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8)) return "webp";
  return undefined;
}
