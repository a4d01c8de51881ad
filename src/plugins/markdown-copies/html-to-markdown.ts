import * as cheerio from 'cheerio';
import {isTag, isText, type AnyNode, type Element as DomElement} from 'domhandler';
import type {Element, ElementContent, Nodes as HastNodes, Parents, RootContent} from 'hast';
import type {State} from 'hast-util-to-mdast';
import {h} from 'hastscript';
import type {BlockContent, Nodes as MdastNodes, Paragraph, Root as MdastRoot} from 'mdast';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {PAGE_CONTROL_ATTRIBUTE} from '../../pageControl';

export interface PageMetadata {
  title: string;
  description: string;
  /** Absolute URL of the page: links and images resolve against it. */
  url: string;
}

type Handle = (state: State, element: Element) => MdastNodes | MdastNodes[] | undefined;

const classesOf = (element: Element): string[] => (element.properties.className as string[] | undefined) ?? [];
const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);
/** CSS-module classes end in a build hash (`admonitionHeading_` and four characters): match the stable prefix. */
const hasClassPrefix = (element: Element, prefix: string): boolean =>
  classesOf(element).some((name) => name.startsWith(prefix));
const isElement = (node: {type: string}): node is Element => node.type === 'element';
const childElements = (element: Parents): Element[] => (element.children as RootContent[]).filter(isElement);

/** Descendant elements that match, in document order. */
function findAll(node: Parents, matches: (element: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (matches(child)) found.push(child);
    findAll(child, matches, found);
  }
  return found;
}

/** The first descendant element that matches, in document order: the walk stops there. */
function findFirst(node: Parents, matches: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (matches(child)) return child;
    const found = findFirst(child, matches);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && (node.tagName === 'br' || hasClassPrefix(node, 'codeLineNumber'))) return '';
  return node.children.map(textOf).join('');
}

/** The page-control attribute as hast names it: rehype camel-cases `data-*` attributes (`dataPageControl`). */
const PAGE_CONTROL_PROPERTY = PAGE_CONTROL_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Removes what a reader of the Markdown does not need: heading anchors, icons, buttons and page controls
 * (src/pageControl.ts).
 */
function prune(parent: Parents): void {
  parent.children = parent.children.filter((child) => {
    if (child.type === 'text') {
      child.value = child.value.replaceAll('\u200b', '');
      return true;
    }
    if (child.type !== 'element') return true;
    const {tagName, properties} = child;
    if (properties[PAGE_CONTROL_PROPERTY] !== undefined || ['button', 'svg', 'script', 'style'].includes(tagName)) {
      return false;
    }
    if (tagName === 'a' && hasClass(child, 'hash-link')) return false;
    if (hasClass(child, 'theme-code-block')) compactCodeBlock(child);
    else prune(child);
    return true;
  });
}

/**
 * What a Markdown table cannot hold, made to fit it: a row is one line, so a cell's paragraphs and lists go on that
 * line (paragraphs apart by a space, each list item after a bullet, • and, nested, ◦); a cell that spans columns is
 * written once per column it spans; and a table with no head row gets an empty one, since the first row of a
 * Markdown table is always its head.
 */
function fitTables(parent: Parents): void {
  for (const child of childElements(parent)) {
    if (child.tagName === 'table') fitTable(child);
    else fitTables(child);
  }
}

function fitTable(table: Element): void {
  const rows = findAll(table, (element) => element.tagName === 'tr');
  for (const row of rows) {
    row.children = childElements(row).flatMap((cell) => {
      cell.children = inlineContent(cell.children, 0);
      // A missing, zero or malformed colspan counts as 1, so no cell is dropped.
      const span = Math.max(1, Math.trunc(Number(cell.properties.colSpan)) || 1);
      delete cell.properties.colSpan;
      return Array.from({length: span}, () => structuredClone(cell));
    });
  }
  if (!childElements(table).some((section) => section.tagName === 'thead') && rows[0]) {
    const head = h(
      'tr',
      childElements(rows[0]).map(() => h('th')),
    );
    table.children.unshift(h('thead', [head]));
  }
}

/** Whether any of these nodes shows text, so that a list before them needs a mark where it ends. */
const showsText = (nodes: ElementContent[]): boolean =>
  nodes.some((node) => (isElement(node) ? showsText(node.children) : 'value' in node && node.value.trim() !== ''));

function inlineContent(children: ElementContent[], depth: number): ElementContent[] {
  return children.flatMap((child, index): ElementContent[] => {
    if (!isElement(child)) return [child];
    // On one line two blocks of a cell would run together, so ¶ marks where one ends: a paragraph before another
    // paragraph, or a list before anything (it would read as part of the last item). A list's lead needs none.
    const end = depth === 0 && showsText(children.slice(index + 1)) ? ' ¶ ' : ' ';
    const next = children.slice(index + 1).find(isElement);
    const leadsList = next?.tagName === 'ul' || next?.tagName === 'ol';
    if (child.tagName === 'p') {
      return [...inlineContent(child.children, depth), {type: 'text', value: leadsList ? ' ' : end}];
    }
    if (child.tagName === 'ul' || child.tagName === 'ol') {
      return [
        ...childElements(child).flatMap((item) => [
          {type: 'text', value: ` ${depth === 0 ? '•' : '◦'} `} as const,
          ...inlineContent(item.children, depth + 1),
        ]),
        {type: 'text', value: end} as const,
      ];
    }
    return [child];
  });
}

/** Page links and images become absolute, so the Markdown works wherever it is pasted. */
function makeUrlsAbsolute(element: Parents, pageUrl: string): void {
  for (const child of childElements(element)) {
    for (const attribute of ['href', 'src'] as const) {
      const value = child.properties[attribute];
      if (typeof value === 'string') child.properties[attribute] = new URL(value, pageUrl).href;
    }
    makeUrlsAbsolute(child, pageUrl);
  }
}

const paragraph = (children: Paragraph['children']): Paragraph => ({type: 'paragraph', children});
const boldLabel = (label: string): Paragraph => paragraph([{type: 'strong', children: [{type: 'text', value: label}]}]);
const flowOf = (state: State, parent: Parents): BlockContent[] =>
  state.toFlow(state.all(parent)) as unknown as BlockContent[];

/**
 * `div.theme-code-block > pre > code > .token-line*`, one element per line, becomes the block's language, title and
 * text in one `pre`: lines join with one newline, and the Markdown converter no longer walks every highlighted token.
 */
function compactCodeBlock(element: Element): void {
  const language = classesOf(element).find((name) => name.startsWith('language-'));
  const code = findFirst(element, (child) => child.tagName === 'code') ?? element;
  const lines = findAll(code, (child) => hasClass(child, 'token-line'));
  const title = findFirst(element, (child) => hasClassPrefix(child, 'codeBlockTitle'));
  const text = lines.length > 0 ? lines.map(textOf).join('\n') : textOf(code).replace(/\n$/, '');
  element.properties = {
    dataLanguage: language?.slice('language-'.length) ?? 'text',
    dataMeta: title ? `title=${JSON.stringify(textOf(title))}` : undefined,
  };
  element.children = [{type: 'element', tagName: 'pre', properties: {}, children: [{type: 'text', value: text}]}];
}

/** Admonitions become a blockquote that starts with their label: "note" (upper-cased by CSS) or a custom title. */
function admonition(state: State, element: Element): MdastNodes {
  const heading = findFirst(element, (child) => hasClassPrefix(child, 'admonitionHeading'));
  const content = findFirst(element, (child) => hasClassPrefix(child, 'admonitionContent'));
  const label = heading ? textOf(heading).trim() : '';
  return {
    type: 'blockquote',
    children: [
      ...(label ? [boldLabel(label.charAt(0).toUpperCase() + label.slice(1))] : []),
      ...(content ? flowOf(state, content) : []),
    ],
  };
}

/** Every tab panel, selected or not, under a bold label with its tab's name (Tabs: tab list, then a div of panels). */
function tabs(state: State, element: Element): MdastNodes[] {
  const tabList = childElements(element).find((child) => child.properties.role === 'tablist');
  const labels = tabList
    ? findAll(tabList, (child) => child.properties.role === 'tab').map((tab) => textOf(tab).trim())
    : [];
  const panels = childElements(element)
    .flatMap(childElements)
    .filter((child) => child.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) => [boldLabel(labels[index] ?? `Tab ${index + 1}`), ...flowOf(state, panel)]);
}

/** A grid of card links (DocCardList or a hand-made grid) becomes a list of "[title](url): description". */
function cardList(cards: Element[]): MdastNodes {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => {
      const heading = findFirst(card, (child) => /^h[1-6]$/.test(child.tagName));
      const titleElement =
        heading && (findFirst(heading, (child) => hasClass(child, 'theme-doc-card-title')) ?? heading);
      const description = findFirst(card, (child) => child.tagName === 'p');
      const title = (titleElement ? textOf(titleElement) : textOf(card)).trim();
      const descriptionText = description ? textOf(description).trim() : '';
      return {
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            {type: 'link', url: String(card.properties.href), children: [{type: 'text', value: title}]},
            ...(descriptionText ? [{type: 'text' as const, value: `: ${descriptionText}`}] : []),
          ]),
        ],
      };
    }),
  };
}

const isCard = (element: Element): boolean => element.tagName === 'a' && hasClass(element, 'card');

const block: Handle = (state, element) => {
  // Written by src/theme/Mermaid: theme-mermaid itself renders nothing on the server.
  const mermaidSource = element.properties.dataMermaidSource;
  if (typeof mermaidSource === 'string') return {type: 'code', lang: 'mermaid', meta: null, value: mermaidSource};
  const {dataLanguage, dataMeta} = element.properties;
  if (typeof dataLanguage === 'string') {
    return {
      type: 'code',
      lang: dataLanguage,
      meta: typeof dataMeta === 'string' ? dataMeta : null,
      value: textOf(element),
    };
  }
  if (hasClass(element, 'theme-admonition')) return admonition(state, element);
  if (hasClass(element, 'tabs-container')) return tabs(state, element);
  if (hasClass(element, 'row')) {
    const cards = findAll(element, isCard);
    if (cards.length > 0) return cardList(cards);
  }
  return flowOf(state, element);
};

const toMarkdown = unified()
  .use(rehypeRemark, {handlers: {div: block, section: block}})
  // Unpadded tables: column padding would only add bytes to llms-full.txt.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, listItemIndent: 'one', rule: '-'});

/**
 * An element of the page cheerio parsed (parse5's tree, in domhandler's nodes) as the hast element the Markdown
 * converter reads, made with hastscript from its tag and attributes as hast-util-from-parse5 makes it from parse5's
 * own tree: the build parses each page once, for the search records, the CSP and the Markdown copy. SVG, which
 * `prune` drops, is not told apart.
 */
function hastOf(element: DomElement): Element {
  // React's comments and the rest of what is neither element nor text have nothing for the Markdown.
  const children = element.children.flatMap((child: AnyNode): ElementContent[] => {
    if (isTag(child)) return [hastOf(child)];
    return isText(child) ? [{type: 'text', value: child.data}] : [];
  });
  return h(element.name, element.attribs, children);
}

/** The doc's Markdown content container in a built page: its title header and the MDX body. */
function articleOf($: cheerio.CheerioAPI): Element {
  const container = $('.theme-doc-markdown').get(0) ?? $('article').get(0);
  if (!container) throw new Error('No .theme-doc-markdown or <article> in the page');
  return hastOf(container);
}

/**
 * Markdown of a built doc page, given as HTML or as the page cheerio parsed: `# title`, the description as a
 * blockquote, then the article body. Reads the HTML, not the MDX, so provider values and components arrive rendered.
 */
export function docHtmlToMarkdown(html: string | cheerio.CheerioAPI, page: PageMetadata): string {
  const article = articleOf(typeof html === 'string' ? cheerio.load(html) : html);
  prune(article);
  fitTables(article);
  makeUrlsAbsolute(article, page.url);
  // The page header holds the h1 the title line replaces.
  const body = article.children.filter(
    (child: ElementContent) => !(isElement(child) && (child.tagName === 'header' || child.tagName === 'h1')),
  );
  const content = toMarkdown.stringify(toMarkdown.runSync({type: 'root', children: body}) as MdastRoot).trim();
  const description = page.description ? `> ${page.description}\n\n` : '';
  return `# ${page.title}\n\n${description}${content}\n`;
}
