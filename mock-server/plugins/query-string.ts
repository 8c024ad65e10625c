/**
 * Fastify's query-string parser for the whole app. Browser libraries send arrays as `ids[]=1&ids[]=2`
 * (axios, qs) or `ids[0]=1`, others repeat the key (`ids=1&ids=2`): all three arrive as `{ids: ["1", "2"]}`.
 * A single plain key stays a string; the route's schema coerces it to an array where one is expected.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  // No prototype: a parameter named `__proto__` or `constructor` is just a parameter.
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const m = /^(.+?)\[\d*\]$/.exec(rawKey);
    const key = m ? m[1] : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = m ? [value] : value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}
