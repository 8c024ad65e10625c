/** The eight bytes that make a PNG, then `size` bytes of filler: enough for the server's content check. */
export const pngOf = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]);

/** A multipart body with one part named `field`, as a browser's FormData sends a chosen file. */
export function multipart(filename: string, content: Buffer, field = "file", type = "image/png") {
  const boundary = "----omo-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`),
    Buffer.from(`Content-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
