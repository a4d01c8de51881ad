import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';

/** The hierarchy levels of a DocSearch record: lvl0 is the section, lvl1 the page title, lvl2–6 the headings. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

/** One search record, in the shape the DocSearch crawler's Docusaurus template produces. */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Exclude<Level, 'lvl0'> | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  weight: {pageRank: number; level: number; position: number};
  language: string;
  version: string[];
  docusaurus_tag: string[];
}

/** Section name for pages outside any sidebar category, as in the DocSearch template. */
export const DEFAULT_LVL0 = 'Documentation';

/** Level weights of the DocSearch template: page titles first, then shallower headings, then text. */
const LEVEL_WEIGHT: Record<DocSearchRecord['type'], number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

const HEADING_LEVEL: Record<string, Level> = {h1: 'lvl1', h2: 'lvl2', h3: 'lvl3', h4: 'lvl4', h5: 'lvl5', h6: 'lvl6'};

/** Collapses white space, the way a crawler reads rendered text. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function metaContent($: cheerio.CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

/**
 * Whether a built page belongs in the index: not unlisted (Docusaurus marks those noindex), not the
 * not-found page, and a docs page at all (the /search page has no docusaurus_tag of its own).
 */
export function isIndexable(html: string): boolean {
  const $ = cheerio.load(html);
  const robots = metaContent($, 'robots') ?? $('meta[property="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return false;
  const tag = metaContent($, 'docusaurus_tag') ?? '';
  return tag.startsWith('docs-') && $('article').length > 0;
}

/** Text of an element without its heading anchors ('#') and nested lists (indexed on their own). */
function ownText($: cheerio.CheerioAPI, element: AnyNode): string {
  const copy = $(element).clone();
  copy.find('.hash-link, ul, ol').remove();
  return clean(copy.text());
}

/**
 * Turns one built page into records: one per heading (h1–h6) and one per paragraph, list item and
 * table cell, each carrying the headings above it. `url` is the page's absolute URL, without anchor.
 */
export function extractRecords(html: string, url: string, pageRank = 0): DocSearchRecord[] {
  const $ = cheerio.load(html);
  const lvl0 = clean($('.menu__link.menu__link--sublist.menu__link--active').first().text()) || DEFAULT_LVL0;
  const language = metaContent($, 'docsearch:language') ?? 'en';
  const version = metaContent($, 'docsearch:version') ?? 'current';
  // 'default' is the tag of pages outside the docs plugin; contextual search accepts it alongside the docs version tag.
  const tag = metaContent($, 'docsearch:docusaurus_tag') ?? metaContent($, 'docusaurus_tag') ?? 'default';

  const hierarchy: Hierarchy = {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  // What each section already has: a table repeated in one section (an error schema under every
  // status of an API operation) would add the same records again, which find nothing new.
  const seen = new Set<string>();

  const add = (type: DocSearchRecord['type'], content: string | null) => {
    const position = records.length;
    const recordUrl = anchor ? `${url}#${anchor}` : url;
    const key = JSON.stringify([recordUrl, type, hierarchy, content]);
    if (seen.has(key)) return;
    seen.add(key);
    const objectID = createHash('sha1')
      .update(`${recordUrl}|${type}|${position}|${content ?? ''}`)
      .digest('hex');
    records.push({
      objectID,
      url: recordUrl,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      weight: {pageRank, level: LEVEL_WEIGHT[type], position},
      language,
      version: [version],
      docusaurus_tag: [tag],
    });
  };

  const article = $('article').first();
  const title = clean(article.find('header h1, h1').first().text());
  if (!title) return [];
  hierarchy.lvl1 = title;
  add('lvl1', null);

  const body = article.find('.theme-doc-markdown').first();
  body.find('h2, h3, h4, h5, h6, p, li, td').each((_, element) => {
    if (element.type !== 'tag') return;
    // Cards (DocCardList and card grids) repeat the titles and descriptions of the pages they link to.
    if ($(element).closest('.card').length > 0) return;
    const name = element.tagName.toLowerCase();
    const level = HEADING_LEVEL[name];
    if (level) {
      const depth = LEVELS.indexOf(level);
      hierarchy[level] = ownText($, element);
      for (const deeper of LEVELS.slice(depth + 1)) hierarchy[deeper] = null;
      anchor = $(element).attr('id') ?? null;
      // A heading without text still starts a section, but is nothing to find.
      if (hierarchy[level]) add(level as DocSearchRecord['type'], null);
      return;
    }
    // Text inside code blocks and tab buttons is not prose readers search for; a paragraph in a
    // list item is part of that item's text.
    if ($(element).closest('pre, [role="tablist"]').length > 0) return;
    if (name === 'p' && $(element).parents('li').length > 0) return;
    const text = ownText($, element);
    if (text) add('content', text);
  });
  return records;
}
