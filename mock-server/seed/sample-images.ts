import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS_COVERS } from "./resources/news.js";
import { HOME_IMAGES } from "./resources/device-home.js";
import { sampleImageSvg } from "./resources/sample-images.js";

/**
 * Writes the pictures the seeded rows refer to (资讯封面, 设备主页图片) into the uploads folder, each
 * once: a file already there is left alone. Returns how many were written.
 */
export function seedSampleImages(uploadsDir: string): number {
  let written = 0;
  for (const image of [...NEWS_COVERS, ...HOME_IMAGES]) {
    const path = join(uploadsDir, image.name);
    if (existsSync(path)) continue;
    writeFileSync(path, sampleImageSvg(image));
    written++;
  }
  return written;
}
