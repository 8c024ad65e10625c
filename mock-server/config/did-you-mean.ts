/**
 * "Did you mean" for names a config gets wrong: keys, fields, widgets, resources. A suggestion is made only
 * when one known name is close (a typo, a swapped pair of letters, another case), so a wild guess never
 * sends an admin the wrong way.
 */

/** Edit distance with adjacent transpositions counted as one edit (optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name closest to `name`, if one is close enough: about one edit in three letters, at most three. */
export function closest(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.round(name.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    if (candidate === name) continue;
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** `，你是不是想写 “x”？` when a known name is close to `name`, else nothing: appended to a message. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const guess = closest(name, known);
  return guess === undefined ? "" : `，你是不是想写 “${guess}”？`;
}

/** `未知的字段 "x"（record.properties 中没有）`, with a suggestion from the fields that are there. */
export const unknownField = (name: string, known: Iterable<string>, where = "record.properties") =>
  `未知的字段 "${name}"（${where} 中没有）${didYouMean(name, known)}`;

/** `资源 "x" 没有字段 "y"`, with a suggestion from that resource's fields; `note` says why it matters. */
export const notFieldOf = (resource: string, name: string, known: Iterable<string>, note = "") =>
  `资源 "${resource}" 没有字段 "${name}"${note}${didYouMean(name, known)}`;

/** `未知的资源 "x"`, with a suggestion from the resources that are configured. */
export const unknownResource = (name: string, known: Iterable<string>) =>
  `未知的资源 "${name}"（没有 resources/${name}.json）${didYouMean(name, known)}`;
