/**
 * A page's MDX syntax tree for the tests that read structure (headings, fences, JSX elements, links, tables):
 * parsed by the MDX parser the content check compiles with (@mdx-js/mdx with GFM and directives, after the
 * same preprocessing: src/plugins/content-check/mdx.ts), once per page and only when a test asks, so a test
 * that reads front matter alone never parses. Every query answers with `where`, the `docs/<file>:<line>` a
 * writer fixes. Parsing every page takes seconds, so trees are also kept on disk by content (parseCached).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Code, Heading, Nodes, Root, Table} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Position} from 'unist';
import type {Pluggable} from 'unified';
import {MDX_REMARK_PLUGINS, preprocess} from '../../src/plugins/content-check/mdx';
import {siteDir} from '../../src/plugins/content-check/pages';
import type {DocFile} from './docs';

const fromSite = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
const packageVersion = (name: string) =>
  (JSON.parse(fromSite(`node_modules/${name}/package.json`)) as {version: string}).version;
/** A cached tree is only as good as the parser and the preprocessing (mdx.ts, src/config/markdown.ts) that made it. */
const parserVersion = createHash('sha1')
  .update(['@mdx-js/mdx', ...MDX_REMARK_PLUGINS].map(packageVersion).join())
  .update(fromSite('src/plugins/content-check/mdx.ts'))
  .update(fromSite('src/config/markdown.ts'))
  .digest('hex');
const cacheDir = path.join(siteDir, 'node_modules/.cache/mdx-trees');

/**
 * The parser, loaded on the first page missing from the cache: loading MDX takes longer than reading every
 * cached tree. Node's own require (these packages are ES modules, which Node 20 requires synchronously).
 */
let processor: {parse: (text: string) => Root} | undefined;
function parser() {
  if (!processor) {
    const load = createRequire(__filename);
    const {createProcessor} = load('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    const remarkPlugins = MDX_REMARK_PLUGINS.map((name) => (load(name) as {default: Pluggable}).default);
    processor = createProcessor({remarkPlugins});
  }
  return processor;
}

interface Parsed {
  tree: Root;
  /** The text the tree was parsed from: the body after preprocessing, with the body's lines. */
  text: string;
  /** Every node in document order. */
  nodes: Nodes[];
  /** The node each node is a child of. */
  parents: Map<Nodes, Nodes>;
  /** `docLines`, made on first use: several tests read the lines of every page. */
  lines?: DocLine[];
}
const parsedPages = new WeakMap<DocFile, Parsed>();

/** A position as the cache stores it (two thirds of a tree's size are positions written out). */
type PackedPosition = [number, number, number, number, number, number];
const pack = ({start, end}: Position): PackedPosition => [
  start.line,
  start.column,
  start.offset!,
  end.line,
  end.column,
  end.offset!,
];
const unpack = ([line, column, offset, endLine, endColumn, endOffset]: PackedPosition): Position => ({
  start: {line, column, offset},
  end: {line: endLine, column: endColumn, offset: endOffset},
});

/**
 * The preprocessed body and its tree. Each test file runs in its own process: a page parsed by one is read back
 * by the others, keyed by the body, with positions packed and without the estree of each `{…}` (no test reads it).
 */
function parseCached(doc: DocFile): {text: string; tree: Root} {
  const key = createHash('sha1').update(parserVersion).update(doc.body).digest('hex');
  const file = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as {text: string; tree: Root};
  } catch {
    const text = preprocess(`docs/${doc.file}`, doc.body);
    const tree = parser().parse(text);
    mkdirSync(cacheDir, {recursive: true});
    const temporary = `${file}.${process.pid}`;
    const packed = JSON.stringify({text, tree}, (name, value: unknown) =>
      name === 'estree' ? undefined : name === 'position' ? pack(value as Position) : value,
    );
    writeFileSync(temporary, packed);
    renameSync(temporary, file);
    return JSON.parse(packed) as {text: string; tree: Root};
  }
}

function parsed(doc: DocFile): Parsed {
  let page = parsedPages.get(doc);
  if (!page) {
    const {text, tree} = parseCached(doc);
    const nodes: Nodes[] = [];
    const parents = new Map<Nodes, Nodes>();
    const walk = (node: Nodes) => {
      if (node.position) node.position = unpack(node.position as unknown as PackedPosition);
      nodes.push(node);
      if (!('children' in node)) return;
      for (const child of node.children) {
        parents.set(child, node);
        walk(child);
      }
    };
    walk(tree);
    page = {tree, text, nodes, parents};
    parsedPages.set(doc, page);
  }
  return page;
}

/** The page's syntax tree; its lines count from the first line of the body (`doc.bodyLine`). */
export const treeOf = (doc: DocFile): Root => parsed(doc).tree;

/** The line of the file a node starts on. */
export const lineOf = (doc: DocFile, node: Nodes): number => doc.bodyLine + (node.position?.start.line ?? 1) - 1;

/** `docs/<file>:<line>` of a node, the line as the file numbers it. */
export const whereOf = (doc: DocFile, node: Nodes): string => `docs/${doc.file}:${lineOf(doc, node)}`;

/** The text a node reads as (what Docusaurus slugs a heading from): its text, code and inline code, joined. */
export function textOf(node: Nodes): string {
  if ('value' in node && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

const nodesOfType = <Type extends Nodes['type']>(doc: DocFile, type: Type) =>
  parsed(doc).nodes.filter((node): node is Extract<Nodes, {type: Type}> => node.type === type);

export const headings = (doc: DocFile) =>
  nodesOfType(doc, 'heading').map((node: Heading) => ({
    depth: node.depth,
    text: textOf(node).trim(),
    where: whereOf(doc, node),
    node,
  }));

/** Fenced code blocks with their language (`null` when the fence names none). */
export const codeFences = (doc: DocFile) =>
  nodesOfType(doc, 'code').map((node: Code) => ({
    lang: node.lang ?? null,
    meta: node.meta ?? null,
    value: node.value,
    where: whereOf(doc, node),
    node,
  }));

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const isJsx = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Whether `node` lies inside `outer` (or is it). */
const isWithin = (node: Nodes, outer: Nodes) =>
  node.position!.start.offset! >= outer.position!.start.offset! &&
  node.position!.end.offset! <= outer.position!.end.offset!;

/**
 * JSX elements (`name` given: of that name; `inside` given: within that node), each with its attributes: a
 * string for `a="…"`, the source of the expression for `a={…}`, `true` for a bare `a`.
 */
export const jsxElements = (doc: DocFile, name?: string, inside?: Nodes) =>
  parsed(doc)
    .nodes.filter(isJsx)
    .filter((node) => (name === undefined || node.name === name) && (!inside || isWithin(node, inside)))
    .map((node) => ({
      name: node.name,
      attributes: Object.fromEntries(
        node.attributes.flatMap((attribute) =>
          attribute.type === 'mdxJsxAttribute'
            ? [
                [
                  attribute.name,
                  typeof attribute.value === 'object' ? attribute.value?.value : (attribute.value ?? true),
                ],
              ]
            : [],
        ),
      ) as Record<string, string | true>,
      where: whereOf(doc, node),
      node,
    }));

/** The template literal (`{`…`}`) an element holds, as written between the backticks. */
function templateOf(node: Nodes): string | undefined {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const expression = node.value.trim();
    return /^`[\s\S]*`$/.test(expression) ? expression.slice(1, -1) : undefined;
  }
  return 'children' in node ? (node.children as Nodes[]).map(templateOf).find((code) => code !== undefined) : undefined;
}

/** `<CodeBlock>` elements with their attributes and the code of their template literal (`''` when they hold none). */
export const codeBlockElements = (doc: DocFile) =>
  jsxElements(doc, 'CodeBlock').map((element) => ({...element, code: templateOf(element.node) ?? ''}));

/** Where a node itself links: a Markdown link's URL, the `href` or `to` of a JSX element (`to={'/x'}` as `/x`). */
function targetsOf(node: Nodes): string[] {
  if (node.type === 'link') return [node.url];
  if (!isJsx(node)) return [];
  return node.attributes.flatMap((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || !['href', 'to'].includes(attribute.name)) return [];
    const value = typeof attribute.value === 'object' ? attribute.value?.value : attribute.value;
    return typeof value === 'string' ? [value.trim().replace(/^(['"`])(.*)\1$/, '$2')] : [];
  });
}

/** Where a page links: Markdown links and the `href` or `to` of JSX elements (`<a href>`, `<Link to>`). */
export const links = (doc: DocFile) =>
  parsed(doc).nodes.flatMap((node) => targetsOf(node).map((url) => ({url, where: whereOf(doc, node), node})));

/** Tables with their rows of cell texts, the header row first. */
export const tables = (doc: DocFile) =>
  nodesOfType(doc, 'table').map((node: Table) => ({
    rows: node.children.map((row) => ({
      cells: row.children.map((cell) => textOf(cell).trim()),
      where: whereOf(doc, row),
    })),
    where: whereOf(doc, node),
    node,
  }));

/** The node after `node` among its parent's children (the table under a heading, the list under a paragraph). */
export function nextSibling(doc: DocFile, node: Nodes): Nodes | undefined {
  const parent = parsed(doc).parents.get(node);
  const siblings = parent && 'children' in parent ? (parent.children as Nodes[]) : [];
  return siblings[siblings.indexOf(node) + 1];
}

const isExpression = (node: Nodes) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';
const isComment = (node: Nodes) =>
  isExpression(node) && /^\/\*[\s\S]*\*\/$/.test((node as {value: string}).value.trim());
const isCode = (node: Nodes) =>
  node.type === 'code' || (isJsx(node) && node.name === 'CodeBlock') || node.type === 'mdxjsEsm' || isComment(node);

const startOf = (node: Nodes) => node.position!.start.offset!;
const endOf = (node: Nodes) => node.position!.end.offset!;

/** The parts of the text under `node` that are no prose, as [start, end, replacement] (blank but for `{…}`). */
function markupRanges(node: Nodes): [number, number, string][] {
  if (isCode(node)) return [[startOf(node), endOf(node), ' ']];
  // A `{…}` reads as a value: one word where it stood.
  if (isExpression(node)) return [[startOf(node), endOf(node), ' x ']];
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  const own: [number, number, string][] = [];
  if (isJsx(node)) {
    // The tags go, what they wrap stays.
    if (!children.length) return [[startOf(node), endOf(node), ' ']];
    own.push([startOf(node), startOf(children[0]), ' '], [endOf(children.at(-1)!), endOf(node), ' ']);
  }
  // A link reads as its text: `[text](target)` keeps `[text]`.
  if (node.type === 'link' && children.length && endOf(children.at(-1)!) + 1 < endOf(node)) {
    own.push([endOf(children.at(-1)!) + 1, endOf(node), '']);
  }
  return [...own, ...children.flatMap(markupRanges)];
}

/** The text with each range replaced; the newlines a range held are kept (unless its replacement keeps them), so lines stay. */
function replaceRanges(text: string, ranges: readonly [number, number, string][], keepsNewlines = false): string {
  let result = '';
  let cursor = 0;
  for (const [start, end, replacement] of [...ranges].sort(([a], [b]) => a - b)) {
    if (start < cursor) continue;
    result += text.slice(cursor, start) + replacement;
    if (!keepsNewlines) result += text.slice(start, end).replace(/[^\n]/g, '');
    cursor = end;
  }
  return result + text.slice(cursor);
}

export interface DocLine {
  /** `docs/…:line`, the place to fix. */
  where: string;
  /** The line as written, with code (fences, `<CodeBlock>`s, imports and MDX comments) blanked. */
  text: string;
  /** The line as a reader reads it: code blanked too, JSX tags and link targets blanked, each `{…}` an `x`. */
  prose: string;
}

/**
 * Each line of a page's body, numbered as in the file, with what is no prose blanked where the tree puts it, so
 * the numbers stay right. Tests that search prose for a phrase read `prose`; tests that need links read `text`.
 */
export function docLines(doc: DocFile): DocLine[] {
  const page = parsed(doc);
  page.lines ??= linesOf(doc, page);
  return page.lines;
}

function linesOf(doc: DocFile, {text, nodes, tree}: Parsed): DocLine[] {
  // Code blanked character for character, so a column in `text` is the column in the file.
  const blank = (start: number, end: number) => text.slice(start, end).replace(/[^\n]/g, ' ');
  const written = replaceRanges(
    text,
    nodes.filter(isCode).map((node) => [startOf(node), endOf(node), blank(startOf(node), endOf(node))]),
    true,
  );
  const prose = replaceRanges(text, markupRanges(tree)).split('\n');
  return written.split('\n').map((line, index) => ({
    where: `docs/${doc.file}:${doc.bodyLine + index}`,
    text: line,
    prose: prose[index],
  }));
}

/** An admonition's title (`:::note[Title]`): read with what follows it. */
const isDirectiveLabel = (node: Nodes) =>
  node.type === 'paragraph' && Boolean(node.data && 'directiveLabel' in node.data);
const isBlock = (node: Nodes) =>
  (node.type === 'paragraph' && !isDirectiveLabel(node)) || node.type === 'heading' || node.type === 'tableRow';

/** Where a link inside `node` leads (`targetsOf` of it and everything under it). */
const targetsWithin = (node: Nodes): string[] => [
  ...targetsOf(node),
  ...('children' in node ? (node.children as Nodes[]) : []).flatMap(targetsWithin),
];

/** The module text a text component renders: `InlineText text={name}`, so a rule can ask for its own text. */
function renderedText(node: JsxElement): string[] {
  const attribute = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && ['text', 'items'].includes(candidate.name),
  );
  if (attribute?.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || !attribute.value) return [];
  return [`${node.name} ${attribute.name}={${attribute.value.value.trim()}}`];
}

/** Components rendered inside `node`: each name, and for a text component also the text it renders. */
const componentsWithin = (node: Nodes): string[] => [
  ...(isJsx(node) && node.name ? [node.name, ...renderedText(node)] : []),
  ...('children' in node ? (node.children as Nodes[]) : []).flatMap(componentsWithin),
];

/**
 * What a reader reads as one piece: each paragraph (a list item's, a quote's, an admonition's), heading and
 * table row, with its lines as `docLines` gives them (`text` with the list marker or the row's pipes), the
 * targets it links to and the components it renders.
 */
export function blocks(doc: DocFile) {
  const lines = docLines(doc);
  const {nodes, parents} = parsed(doc);
  return nodes
    .filter(isBlock)
    .map((node) => {
      // An admonition's first paragraph starts at its title, as a reader reads the two.
      const parent = parents.get(node);
      const siblings: Nodes[] = parent?.type === 'containerDirective' ? parent.children : [];
      const label = siblings.find(isDirectiveLabel);
      const parts = label && siblings.find((child) => child !== label) === node ? [label, node] : [node];
      const own = lines.slice(parts[0].position!.start.line - 1, node.position!.end.line);
      return {
        where: own[0].where,
        text: own.map(({text}) => text).join('\n'),
        prose: own.map(({prose}) => prose).join('\n'),
        links: parts.flatMap(targetsWithin),
        components: parts.flatMap(componentsWithin),
      };
    })
    .filter(({text}) => text.trim() !== '');
}

/**
 * The docs with every tree read (or parsed, on a cold cache) now, while the test file loads and no test's time
 * limit runs: for a file whose tests read every page, so the first of them is not the one that waits.
 */
export function withTrees<Doc extends DocFile>(docs: Doc[]): Doc[] {
  for (const doc of docs) parsed(doc);
  return docs;
}
