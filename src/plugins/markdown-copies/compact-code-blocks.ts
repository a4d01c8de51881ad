/**
 * Code blocks compacted in the page's markup, before the HTML parser builds a node for every highlighted token:
 * they are most of an article's bytes. Each `.theme-code-block` element becomes
 * `<div data-md-code data-language data-meta><pre>text</pre></div>`, what `compactCodeBlock` in html-to-markdown.ts
 * makes of it in the tree, with the same language, title and text. A scan of the markup, not a parser: it compacts
 * only what it reads the way the parser does (React's well-formed markup), and leaves the rest, a block or the
 * whole page, to the tree, which gives the same Markdown either way.
 */

/** Markup the scan does not follow (raw text, foreign content, templates, line breaks the parser rewrites). */
const UNSCANNED =
  /\r|\0|<(script|style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext|template|math|select)\b|<!\[CDATA\[|data-md-code/i;
const TOKEN =
  /<!--(?!-?>)[\s\S]*?--!?>|<(\/?)([a-zA-Z][^\t\n\f />]*)((?:[\t\n\f /]*[^\t\n\f />][^\t\n\f />=]*(?:[\t\n\f ]*=[\t\n\f ]*(?:"[^"]*"|'[^']*'|[^\t\n\f >]*))?)*)([\t\n\f /]*)>|[^<]+/y;
const ATTRIBUTE =
  /[\t\n\f /]*([^\t\n\f />][^\t\n\f />=]*)(?:[\t\n\f ]*=[\t\n\f ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f >]*)))?/y;
/** Elements a code block is made of; anything else leaves the block to the tree. */
const BLOCK_ELEMENTS = new Set(['div', 'span', 'pre', 'code', 'br', 'button']);
const NAMED_REFERENCES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', apos: "'"};

interface Node {
  tag: string;
  classes: string[];
  children: (Node | string)[];
}

function classesOf(attributes: string): string[] | undefined {
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(attributes); match && match[0]; match = ATTRIBUTE.exec(attributes)) {
    if (match[1].toLowerCase() !== 'class') continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (value.includes('&')) return undefined;
    return value.split(/[\t\n\f ]+/).filter(Boolean);
  }
  return [];
}

/** A code point a character reference may stand for as itself (no replacement, no windows-1252 mapping). */
const plainCodePoint = (code: number) =>
  code === 9 ||
  code === 10 ||
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfdcf) ||
  (code >= 0xfdf0 && code <= 0x10ffff && (code & 0xfffe) !== 0xfffe);

/** Text with the references React and the minifier write decoded; undefined for any other `&` sequence. */
function decodeText(text: string): string | undefined {
  let failed = false;
  const decoded = text.replace(/&(#[xX][0-9a-fA-F]+;|#[0-9]+;|#|[a-zA-Z0-9]+;?|)/g, (reference, body: string) => {
    if (body === '') return '&';
    if (body.startsWith('#') && body.length > 1) {
      const code = /^#[xX]/.test(body) ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (plainCodePoint(code)) return String.fromCodePoint(code);
    } else if (body.endsWith(';') && NAMED_REFERENCES[body.slice(0, -1)]) return NAMED_REFERENCES[body.slice(0, -1)];
    failed = true;
    return reference;
  });
  return failed ? undefined : decoded;
}

function textOf(node: Node | string): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'br' || node.classes.some((name) => name.startsWith('codeLineNumber'))) return '';
  return node.children.map(textOf).join('');
}

function findAll(node: Node, matches: (element: Node) => boolean, found: Node[] = []): Node[] {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (matches(child)) found.push(child);
    findAll(child, matches, found);
  }
  return found;
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The compacted element, as html-to-markdown's compactCodeBlock makes it of the block's tree. */
function compacted(block: Node): string {
  const language = block.classes.find((name) => name.startsWith('language-'));
  const code = findAll(block, (child) => child.tag === 'code')[0] ?? block;
  const lines = findAll(code, (child) => child.classes.includes('token-line'));
  const title = findAll(block, (child) => child.classes.some((name) => name.startsWith('codeBlockTitle')))[0];
  const text = lines.length > 0 ? lines.map(textOf).join('\n') : textOf(code).replace(/\n$/, '');
  const meta = title ? ` data-meta="${escapeAttribute(`title=${JSON.stringify(textOf(title))}`)}"` : '';
  // The parser drops one newline right after <pre>.
  return (
    `<${block.tag} data-md-code data-language="${escapeAttribute(language?.slice('language-'.length) ?? 'text')}"` +
    `${meta}><pre>\n${escapeText(text)}</pre></${block.tag}>`
  );
}

/**
 * Reads the block whose start tag ends at `from`, up to its end tag: its tree, and where it ends; undefined when
 * it holds markup the parser could read otherwise (other elements, self-closed or unbalanced tags, other entities).
 */
function readBlock(html: string, from: number, block: Node): number | undefined {
  const stack = [block];
  let dropNewline = false;
  TOKEN.lastIndex = from;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, slash, rawName, attributes, trailing] = match;
    const parent = stack[stack.length - 1];
    const afterPre = dropNewline;
    dropNewline = false;
    if (rawName === undefined) {
      if (token.startsWith('<!--')) {
        if (afterPre) return undefined;
        continue;
      }
      let text = decodeText(token);
      if (text === undefined) return undefined;
      if (afterPre && text.startsWith('\n')) text = text.slice(1);
      parent.children.push(text);
      continue;
    }
    const name = rawName.toLowerCase();
    if (!BLOCK_ELEMENTS.has(name)) return undefined;
    if (slash) {
      if (name !== parent.tag || name === 'br') return undefined;
      stack.pop();
      if (stack.length === 0) return TOKEN.lastIndex;
      continue;
    }
    const classes = classesOf(attributes);
    if (!classes || (trailing.endsWith('/') && name !== 'br')) return undefined;
    // A button in a button closes the first one.
    if (name === 'button' && stack.some((open) => open.tag === 'button')) return undefined;
    const element: Node = {tag: name, classes, children: []};
    parent.children.push(element);
    if (name !== 'br') stack.push(element);
    dropNewline = name === 'pre';
  }
  return undefined;
}

/** The article's markup with its code blocks compacted; unchanged when the scan cannot follow all of it. */
export function compactCodeBlocks(html: string): string {
  if (UNSCANNED.test(html)) return html;
  const parts: string[] = [];
  let copied = 0;
  let position = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    position = TOKEN.lastIndex;
    const [, slash, rawName, attributes] = match;
    if (rawName === undefined || slash) continue;
    const classes = classesOf(attributes);
    if (!classes) return html;
    if (!classes.includes('theme-code-block')) continue;
    const block: Node = {tag: rawName.toLowerCase(), classes, children: []};
    const end = BLOCK_ELEMENTS.has(block.tag) ? readBlock(html, position, block) : undefined;
    // A block left to the tree would be compacted there with what the scan made of the blocks inside it.
    if (end === undefined) return html;
    parts.push(html.slice(copied, match.index), compacted(block));
    copied = position = TOKEN.lastIndex = end;
  }
  // A `<` the scan cannot read as markup (the sticky pattern stops short of the end).
  if (position < html.length) return html;
  return parts.length === 0 ? html : parts.join('') + html.slice(copied);
}
