// The benchmark's run history: one JSON line per complete run in bench/history.jsonl, and the chart
// bench/history.svg drawn from it. The READMEs give the targets, never the figures: those are this data.
import {appendFileSync, existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A figure of ours and, where the run measured it side by side, stock Docusaurus's. */
export interface Pair {
  ours: number;
  stock?: number;
}

export interface HistoryEntry {
  /** When the run finished (ISO 8601). */
  date: string;
  /** The commit the run measured (`git rev-parse --short HEAD`; `-dirty` when the tree had changes). */
  commit: string;
  /** How fast the machine was: the cold webpack build does the same work in every run. */
  webpackBuildSeconds?: number;
  fasterBuildSeconds?: number;
  cpus?: number;
  firstLoadJsGzipBytes?: Pair;
  heaviestPageTbtMs?: Pair;
  ctrlKToHitsMs?: Pair;
  keystrokeToHitsMs?: Pair;
  /** Where an entry came from when the benchmark did not write it (runs logged as prose before the history). */
  source?: string;
}

export const historyFile = path.join(__dirname, 'history.jsonl');
export const chartFile = path.join(__dirname, 'history.svg');

/** Every entry, oldest first; a line that is not an entry names its line number. */
export function readHistory(file = historyFile): HistoryEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({line: line.trim(), number: index + 1}))
    .filter(({line}) => line !== '')
    .map(({line, number}) => {
      const entry = JSON.parse(line) as HistoryEntry;
      if (typeof entry.date !== 'string' || typeof entry.commit !== 'string')
        throw new Error(`${file}:${number}: an entry needs a date and a commit`);
      return entry;
    });
}

/** Adds a run to the history and draws the chart again. */
export function recordRun(entry: HistoryEntry, file = historyFile, chart = chartFile): void {
  appendFileSync(file, JSON.stringify(entry) + '\n');
  writeFileSync(chart, drawHistoryChart(readHistory(file)));
}

const PANELS = [
  {key: 'firstLoadJsGzipBytes', title: 'First-load JS, gzip (kB)', scale: 1 / 1000},
  {key: 'heaviestPageTbtMs', title: 'TBT, heaviest page, Lighthouse mobile (ms)', scale: 1},
  {key: 'ctrlKToHitsMs', title: 'Ctrl+K to first hits, 4x CPU (ms)', scale: 1},
] as const satisfies readonly {key: keyof HistoryEntry; title: string; scale: number}[];

const WIDTH = 720;
const PANEL_HEIGHT = 170;
const MARGIN = {left: 56, right: 16, top: 28, bottom: 24};
const COLOURS = {ours: '#1a73e8', stock: '#9aa0a6'};

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Three panels, one per figure, each with ours and stock over the runs (x: run order, labelled by date). A run
 * that did not measure a figure leaves a gap in that line.
 */
export function drawHistoryChart(entries: readonly HistoryEntry[]): string {
  const height = PANELS.length * PANEL_HEIGHT;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (index: number) =>
    MARGIN.left + (entries.length < 2 ? plotWidth / 2 : (index * plotWidth) / (entries.length - 1));
  const parts: string[] = [];
  PANELS.forEach((panel, panelIndex) => {
    const top = panelIndex * PANEL_HEIGHT;
    const values = (side: keyof Pair) =>
      entries.map((entry) => {
        const value = (entry[panel.key] as Pair | undefined)?.[side];
        return value === undefined ? undefined : value * panel.scale;
      });
    const ours = values('ours');
    const stock = values('stock');
    const all = [...ours, ...stock].filter((value): value is number => value !== undefined);
    const max = all.length > 0 ? Math.max(...all) * 1.1 : 1;
    const y = (value: number) => top + MARGIN.top + plotHeight - (value / max) * plotHeight;
    parts.push(
      `<text x="${MARGIN.left}" y="${top + 18}" font-size="13" font-weight="bold">${escapeXml(panel.title)}</text>`,
      `<line x1="${MARGIN.left}" y1="${top + MARGIN.top + plotHeight}" x2="${WIDTH - MARGIN.right}" y2="${top + MARGIN.top + plotHeight}" stroke="#ccc"/>`,
      `<text x="${MARGIN.left - 6}" y="${y(max / 1.1) + 4}" font-size="10" text-anchor="end">${(max / 1.1).toFixed(0)}</text>`,
      `<text x="${MARGIN.left - 6}" y="${top + MARGIN.top + plotHeight + 4}" font-size="10" text-anchor="end">0</text>`,
    );
    for (const [side, series] of [
      ['stock', stock],
      ['ours', ours],
    ] as const) {
      // One polyline per unbroken stretch of measured runs.
      let stretch: string[] = [];
      const flush = () => {
        if (stretch.length > 1)
          parts.push(
            `<polyline fill="none" stroke="${COLOURS[side]}" stroke-width="2" points="${stretch.join(' ')}"/>`,
          );
        stretch = [];
      };
      series.forEach((value, index) => {
        if (value === undefined) return flush();
        const point = `${x(index).toFixed(1)},${y(value).toFixed(1)}`;
        stretch.push(point);
        parts.push(`<circle cx="${x(index).toFixed(1)}" cy="${y(value).toFixed(1)}" r="2.5" fill="${COLOURS[side]}"/>`);
      });
      flush();
    }
  });
  entries.forEach((entry, index) => {
    if (index % Math.max(1, Math.ceil(entries.length / 8)) !== 0 && index !== entries.length - 1) return;
    parts.push(
      `<text x="${x(index).toFixed(1)}" y="${height - 6}" font-size="10" text-anchor="middle">${escapeXml(entry.date.slice(5, 16).replace('T', ' '))}</text>`,
    );
  });
  const legend =
    `<text x="${WIDTH - 150}" y="18" font-size="11" fill="${COLOURS.ours}">● ours</text>` +
    `<text x="${WIDTH - 90}" y="18" font-size="11" fill="${COLOURS.stock}">● stock Docusaurus</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif">\n` +
    `<title>npm run bench: ours against stock Docusaurus over ${entries.length} runs</title>\n` +
    `<rect width="100%" height="100%" fill="white"/>\n${legend}\n${parts.join('\n')}\n</svg>\n`
  );
}
