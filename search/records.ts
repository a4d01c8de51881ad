import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import {hasChildren, isTag, type AnyNode, type Element} from 'domhandler';
import {PAGE_CONTROL_ATTRIBUTE} from '../src/pageControl';

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
 * Parses a built page once, for both `isIndexable` and `extractRecords`: the build parses each of
 * its pages a single time (parsing is most of the time records take).
 */
export function parsePage(html: string): cheerio.CheerioAPI {
  return cheerio.load(html);
}

const pageOf = (page: string | cheerio.CheerioAPI) => (typeof page === 'string' ? parsePage(page) : page);

/**
 * Whether a built page belongs in the index: not unlisted (Docusaurus marks those noindex), not the
 * not-found page, and a docs page at all (the /search page has no docusaurus_tag of its own). Takes
 * the page's HTML or the page `parsePage` parsed.
 */
export function isIndexable(page: string | cheerio.CheerioAPI): boolean {
  const $ = pageOf(page);
  const robots = metaContent($, 'robots') ?? $('meta[property="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return false;
  const tag = metaContent($, 'docusaurus_tag') ?? '';
  return tag.startsWith('docs-') && $('article').length > 0;
}

const hasClass = (element: Element, name: string) => (element.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * Text of an element without its heading anchors ('#') and nested lists (indexed on their own): the
 * text of a copy with those removed, read without copying (one walk over the element's descendants).
 */
function ownText(element: Element): string {
  let text = '';
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') text += node.data;
      else if (isTag(node)) {
        if (node.name === 'ul' || node.name === 'ol' || hasClass(node, 'hash-link')) continue;
        walk(node.children);
      } else if (hasChildren(node)) walk(node.children);
    }
  };
  walk(element.children);
  return clean(text);
}

/**
 * How much of a code block becomes its record. The start of a sample is what readers search for:
 * the tool or library (`curl -X PATCH`, `requests.post`, `HttpClient`), the class named after the
 * operation (`SendSms`) and the request URL, while the rest repeats in every sample (headers,
 * timeouts, printing the response). A whole program in one record would match many queries by
 * chance and show in the results as a wall of code. 400 characters hold all of every generated curl
 * sample, all but the last lines of the Python ones, and the imports, class name and request of the
 * Java ones (the URL of a fifth of these starts after the cut; the curl and Python records of the
 * same call have it).
 */
export const CODE_RECORD_LENGTH = 400;

/**
 * The text of a code block, cut between words to `CODE_RECORD_LENGTH`. Its lines stay apart: Prism's
 * markup has no newline in them, but a `<div class="token-line">` ending in `<br>` per line.
 */
function codeText(pre: Element): string {
  let text = '';
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') text += node.data;
      else if (isTag(node) && node.name === 'br') text += '\n';
      else if (hasChildren(node)) {
        walk(node.children);
        if (isTag(node) && node.name === 'div') text += '\n';
      }
    }
  };
  walk(pre.children);
  const code = clean(text);
  if (code.length <= CODE_RECORD_LENGTH) return code;
  const cut = code.slice(0, CODE_RECORD_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, CODE_RECORD_LENGTH)).trimEnd();
}

/** Where an element sits, from its ancestors: what `closest()` and `parents()` told, per element. */
interface Context {
  /** In a card (DocCardList and card grids), which repeat the titles and descriptions of the pages they link to. */
  card: boolean;
  /** In a code block, a tab list (tab buttons) or a page control (src/pageControl.ts): not prose readers search for. */
  skipped: boolean;
  /** In a list item: a paragraph there is part of that item's text. */
  listItem: boolean;
  /** In a tab panel, whose code blocks are records of their own. */
  tabPanel: boolean;
}

function contextOf(element: Element, context: Context): Context {
  const role = element.attribs.role;
  return {
    card: context.card || hasClass(element, 'card'),
    skipped:
      context.skipped || element.name === 'pre' || role === 'tablist' || PAGE_CONTROL_ATTRIBUTE in element.attribs,
    listItem: context.listItem || element.name === 'li',
    tabPanel: context.tabPanel || role === 'tabpanel',
  };
}

/**
 * Turns one built page into records: one per heading (h1–h6), one per paragraph, list item and
 * table cell, and one per code block in a tab panel, each carrying the headings above it. `page` is
 * the page's HTML or the page `parsePage` parsed; `url` is the page's absolute URL, without anchor.
 */
export function extractRecords(page: string | cheerio.CheerioAPI, url: string, pageRank = 0): DocSearchRecord[] {
  const $ = pageOf(page);
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
  // The page's description (front matter, in its meta tag) as the page record's text: it says in a sentence what the
  // page is for, in the words a reader asks with ("invite colleagues", "allow only LTE-M"), which the page's own
  // sections may spread over several records; and an agent's search_docs gets it as the page hit's snippet.
  add('lvl1', metaContent($, 'description') ?? null);

  const body = article.find('.theme-doc-markdown').get(0);
  if (!body) return records;

  // `context` is what the element's ancestors make it, `inner` adds the element itself (as closest() does).
  const visit = (element: Element, context: Context) => {
    const name = element.name;
    const level = HEADING_LEVEL[name];
    const inner = contextOf(element, context);
    if (inner.card) {
      // Nothing in a card is indexed.
    } else if (level && name !== 'h1') {
      const depth = LEVELS.indexOf(level);
      hierarchy[level] = ownText(element);
      for (const deeper of LEVELS.slice(depth + 1)) hierarchy[deeper] = null;
      anchor = element.attribs.id ?? null;
      // A heading without text still starts a section, but is nothing to find.
      if (hierarchy[level]) add(level as DocSearchRecord['type'], null);
    } else if (name === 'pre' && context.tabPanel && !context.skipped) {
      // The code in language tabs (the curl, Python, Java and JavaScript panels of an API call) is
      // what a reader looks for with `HttpClient send sms` or `requests.post endpoints`, and the page
      // has it nowhere else: every panel but the selected one is hidden, and the prose around the
      // tabs names the operation, not the code. Code blocks outside tabs stay out, as in the
      // DocSearch crawler's Docusaurus template (`article p, article li, article td:last-child`):
      // they are response bodies whose fields the tables already index, configuration files and
      // scripts the paragraphs around them describe, and would add some 600 records of JSON keys
      // and shell syntax that match queries by chance.
      const code = codeText(element);
      if (code) add('content', code);
    } else if ((name === 'p' || name === 'li' || name === 'td') && !inner.skipped) {
      // A paragraph in a list item is part of that item's text.
      if (!(name === 'p' && context.listItem)) {
        const text = ownText(element);
        if (text) add('content', text);
      }
    }
    for (const child of element.children) if (isTag(child)) visit(child, inner);
  };

  // What the body's ancestors make it (in practice nothing: the body is not in a card, list or tab).
  let context: Context = {card: false, skipped: false, listItem: false, tabPanel: false};
  for (const ancestor of [...$(body).parents().get()].reverse()) context = contextOf(ancestor, context);
  for (const child of body.children) if (isTag(child)) visit(child, contextOf(body, context));
  return records;
}
