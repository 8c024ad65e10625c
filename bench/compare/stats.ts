/** The arithmetic of the comparison: medians over rounds, and ratios with their spread. */

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A ratio over rounds: its median, and the lowest and highest a round gave. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

/**
 * `a / b` round by round: the two were measured in the same round, next to each other, so a slow
 * moment of the machine weighs on both. A round where either is missing or `b` served nothing is left out.
 */
export function ratioSpread(a: (number | undefined)[], b: (number | undefined)[]): Spread | undefined {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined || !(y > 0) || !Number.isFinite(x)) continue;
    ratios.push(x / y);
  }
  if (!ratios.length) return undefined;
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), rounds: ratios.length };
}

/** `1.23 (1.10–1.31)`; large ratios without decimals. */
export function formatSpread(s: Spread | undefined): string {
  if (!s) return "n/a";
  const f = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
  return `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}

/** The targets of each round in turn, each round starting one further: no target is always first or last. */
export function rotation<T>(items: T[], turn: number): T[] {
  if (!items.length) return [];
  const k = ((turn % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
