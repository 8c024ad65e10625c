import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS_COVERS } from "./news-covers.js";
import { sampleImageSvg, type SampleImage } from "./sample-images.js";

/**
 * Writes sample pictures the seeded rows refer to into the uploads folder, each once: a file already
 * there is left alone. Returns how many were written.
 */
export function writeSampleImages(uploadsDir: string, images: readonly SampleImage[]): number {
  let written = 0;
  for (const image of images) {
    const path = join(uploadsDir, image.name);
    if (existsSync(path)) continue;
    writeFileSync(path, sampleImageSvg(image));
    written++;
  }
  return written;
}

/** The tutoring app's own: the news covers its campuses show as photos (and the client's news as covers). */
export const seedSampleImages = (uploadsDir: string): number => writeSampleImages(uploadsDir, NEWS_COVERS);
