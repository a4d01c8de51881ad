// Pure helpers of the benchmark: statistics, query sampling, targets and the printed table.

/** The p-th percentile (0–100) by the nearest-rank method: always one of the measured values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (p < 0 || p > 100) throw new Error(`percentile ${p} is outside 0–100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** A small seeded generator (mulberry32), so every run sends the same queries in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a search box holds after each keystroke while the user types `text`; a trailing space sends no new query. */
export function typingPrefixes(text: string): string[] {
  const typed = text.replace(/\s+/g, ' ').trim();
  const prefixes: string[] = [];
  for (let length = 1; length <= typed.length; length++) {
    if (typed[length - 1] !== ' ') prefixes.push(typed.slice(0, length));
  }
  return prefixes;
}

/** `count` queries: each a random heading, cut at a random keystroke. */
export function sampleQueries(headings: readonly string[], count: number, seed: number): string[] {
  const candidates = headings.map(typingPrefixes).filter((prefixes) => prefixes.length > 0);
  if (candidates.length === 0) throw new Error('no headings to draw queries from');
  const random = seededRandom(seed);
  return Array.from({length: count}, () => {
    const prefixes = candidates[Math.floor(random() * candidates.length)];
    return prefixes[Math.floor(random() * prefixes.length)];
  });
}

export type Comparison = '<=' | '>=' | '=';

export interface Target {
  comparison: Comparison;
  value: number;
}

export function meetsTarget(value: number, target: Target): boolean {
  if (target.comparison === '<=') return value <= target.value;
  if (target.comparison === '>=') return value >= target.value;
  return value === target.value;
}

/** One line of the result table; `met` is absent for figures that have no target. */
export interface Row {
  metric: string;
  value: number;
  display: string;
  target?: string;
  met?: boolean;
}

export function row(metric: string, value: number, display: string, target?: Target, targetDisplay?: string): Row {
  if (!target) return {metric, value, display};
  return {
    metric,
    value,
    display,
    target: targetDisplay ?? `${target.comparison} ${target.value}`,
    met: meetsTarget(value, target),
  };
}

/**
 * A median with the range of the single runs behind it, rounded, when they differ: "99 (96–100)", "1.07 s
 * (910–1070 ms)". A run without the metric (Infinity: the page never painted) shows as "none".
 */
export function withRange(median: string, values: readonly number[], unit = ''): string {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((value) =>
    Number.isFinite(value) ? String(Math.round(value)) : 'none',
  );
  return low === high ? median : `${median} (${low}–${high}${unit})`;
}

/** The rows as a plain-text table with a Status column. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['Metric', 'Value', 'Target', 'Status'];
  const cells = rows.map((entry) => [
    entry.metric,
    entry.display,
    entry.target ?? '',
    entry.met === undefined ? '' : entry.met ? 'met' : 'NOT MET',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(format)].join('\n');
}

/** Bytes as kilobytes (1 kB = 1,000 bytes), one decimal. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * Counts of HTTP answers by status, in status order ("200 ×2, 429 ×41"; integer keys enumerate in ascending order);
 * status 0 is a request that got no answer.
 */
export function describeStatuses(statuses: Readonly<Record<number, number>>): string {
  const entries = Object.entries(statuses);
  if (entries.length === 0) return 'none';
  return entries.map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`).join(', ');
}

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** A count from the environment: a whole number of at least 1, or `fallback` when unset. */
export function countFromEnvironment(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return count;
}
