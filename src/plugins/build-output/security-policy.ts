import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {formatHeadersFile, HEADERS_FILE, metaPolicy, securityHeaders} from '../../../search/security-headers';

/** The one `<meta charset>` every built page opens its `<head>` with; the policy goes right after it, before any script. */
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;

/** A script element of a page: its attributes as the HTML parser reads them, and its text. */
export interface PageScript {
  type?: string;
  src?: string;
  text: string;
}

/** The script elements of a page, found by the HTML parser (cheerio's parse5): exact, and what the scanner falls back on. */
export function scriptsByParser(html: string): PageScript[] {
  const $ = cheerio.load(html);
  return $('script')
    .toArray()
    .map((element) => ({type: $(element).attr('type'), src: $(element).attr('src'), text: $(element).html() ?? ''}));
}

// HTML tokenizer pieces (WHATWG tokenization, after the preprocessor: the scanner gives up on CR and NUL).
const TAG_NAME = /[a-zA-Z][^\t\n\f />]*/y;
const SEPARATORS = /[\t\n\f /]*/y;
const SPACES = /[\t\n\f ]*/y;
const ATTRIBUTE_NAME = /[^\t\n\f />][^\t\n\f />=]*/y;
const UNQUOTED_VALUE = /[^\t\n\f >]*/y;
/** Elements whose content the tokenizer reads as text up to their end tag (scripting on, as cheerio parses). */
const RAW_TEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'title', 'textarea']);
/** Elements that change what a `<script>` start tag or its content means: the scanner leaves such pages to the parser. */
const LEFT_TO_PARSER = new Set(['template', 'plaintext', 'select', 'frameset']);
const FOREIGN_ROOTS = new Set(['svg', 'math']);

const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
const matchAt = (pattern: RegExp, text: string, at: number): string => {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
};

/** A start or end tag from just after its name to just after its `>`; undefined when the page ends inside it. */
function readAttributes(
  html: string,
  at: number,
): {end: number; attributes: Map<string, string>; selfClosing: boolean} | undefined {
  const attributes = new Map<string, string>();
  let position = at;
  for (;;) {
    const separators = matchAt(SEPARATORS, html, position);
    position += separators.length;
    if (position >= html.length) return undefined;
    // `/>` closes an SVG element; a slash that ends an unquoted value does not.
    if (html[position] === '>') return {end: position + 1, attributes, selfClosing: separators.endsWith('/')};
    const name = matchAt(ATTRIBUTE_NAME, html, position);
    position += name.length;
    let value = '';
    const afterName = position + matchAt(SPACES, html, position).length;
    if (html[afterName] === '=') {
      position = afterName + 1;
      position += matchAt(SPACES, html, position).length;
      const quote = html[position];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, position + 1);
        if (close < 0) return undefined;
        value = html.slice(position + 1, close);
        position = close + 1;
      } else {
        value = matchAt(UNQUOTED_VALUE, html, position);
        position += value.length;
      }
    }
    const key = lowerAscii(name);
    if (!attributes.has(key)) attributes.set(key, value);
  }
}

/** Where the text of a raw-text element opened before `from` ends: its end tag, or the end of the page. */
function rawTextEnd(html: string, from: number, name: string): number {
  const endTag = new RegExp(`</${name}[\\t\\n\\f />]`, 'gi');
  endTag.lastIndex = from;
  return endTag.exec(html)?.index ?? html.length;
}

/**
 * The script elements of a page by a linear scan of its markup: the tokenizer's states that decide where a tag,
 * a comment or an element's text starts and ends, without building a tree (a tenth of the parser's time). Returns
 * undefined, for the parser to decide, wherever the scan and the parser could disagree: CR or NUL in the page,
 * a `<!--` in a script, entities in `type` or `src`, a script in SVG or MathML, templates,
 * selects, framesets, CDATA in foreign content, a page that ends inside a tag.
 */
export function scriptsByScan(html: string): PageScript[] | undefined {
  if (html.includes('\r') || html.includes('\0')) return undefined;
  const scripts: PageScript[] = [];
  let foreignDepth = 0;
  let position = 0;
  for (;;) {
    const open = html.indexOf('<', position);
    if (open < 0 || open + 1 >= html.length) return scripts;
    const next = html[open + 1];
    if (next === '!') {
      if (html.startsWith('<!--', open)) {
        const start = open + 4;
        if (html[start] === '>') position = start + 1;
        else if (html.startsWith('->', start)) position = start + 2;
        else {
          const ends = [html.indexOf('-->', start), html.indexOf('--!>', start)].filter((index) => index >= 0);
          if (ends.length === 0) return scripts;
          const end = Math.min(...ends);
          position = end + (html.startsWith('-->', end) ? 3 : 4);
        }
        continue;
      }
      if (foreignDepth > 0 && html.startsWith('<![CDATA[', open)) return undefined;
      const close = html.indexOf('>', open);
      if (close < 0) return scripts;
      position = close + 1;
      continue;
    }
    if (next === '?') {
      const close = html.indexOf('>', open);
      if (close < 0) return scripts;
      position = close + 1;
      continue;
    }
    const isEnd = next === '/';
    const name = lowerAscii(matchAt(TAG_NAME, html, open + (isEnd ? 2 : 1)));
    if (!name) {
      if (isEnd && html[open + 2] === '>') position = open + 3;
      else if (isEnd) {
        // `</` and no letter: a bogus comment up to `>`.
        const close = html.indexOf('>', open);
        if (close < 0) return scripts;
        position = close + 1;
      } else position = open + 1;
      continue;
    }
    const tag = readAttributes(html, open + (isEnd ? 2 : 1) + name.length);
    if (!tag) return undefined;
    position = tag.end;
    if (isEnd) {
      if (FOREIGN_ROOTS.has(name)) foreignDepth = Math.max(0, foreignDepth - 1);
      continue;
    }
    if (LEFT_TO_PARSER.has(name)) return undefined;
    if (FOREIGN_ROOTS.has(name)) {
      if (!tag.selfClosing) foreignDepth++;
      continue;
    }
    if (name === 'script' || RAW_TEXT.has(name)) {
      // In SVG or MathML these are ordinary elements: the same tokens only when their text holds no markup.
      if (foreignDepth > 0 && (name === 'script' || tag.selfClosing)) return undefined;
      const end = rawTextEnd(html, position, name);
      if (foreignDepth > 0 && html.slice(position, end).includes('<')) return undefined;
      if (name === 'script') {
        const text = html.slice(position, end);
        const type = tag.attributes.get('type');
        const src = tag.attributes.get('src');
        if (text.includes('<!--') || type?.includes('&') || src?.includes('&')) return undefined;
        scripts.push({type, src, text});
      }
      position = end;
    }
  }
}

/**
 * Works out the Content-Security-Policy from the built pages (hashes of their inline scripts, origins
 * of their external ones), puts it in every page as a `<meta http-equiv>` and writes the `_headers` file.
 * Pages are read twice rather than held together: the policy must know every page before it goes in any.
 */
export function writeSecurityPolicy({
  outDir,
  htmlFiles,
  scriptOrigins: configuredScriptOrigins,
  connectOrigins,
  apiOrigins,
}: {
  outDir: string;
  htmlFiles: string[];
  /** Hosts the configured third-party scripts load from. */
  scriptOrigins: string[];
  /** Hosts scripts send requests to besides the script hosts (the hosted search service). */
  connectOrigins: string[];
  /** Hosts scripts may only send requests to (the REST API of the reference's "Try it" panel). */
  apiOrigins: string[];
}): {inlineScriptHashes: number} {
  const inlineScriptHashes = new Set<string>();
  const hashed = new Set<string>();
  const scriptOrigins = new Set(configuredScriptOrigins);
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    if (!CHARSET_META.test(html))
      throw new Error(`${path.relative(outDir, file)}: no <meta charset> to put the policy after`);
    for (const {type, src, text} of scriptsByScan(html) ?? scriptsByParser(html)) {
      if (type && type !== 'text/javascript' && type !== 'module') continue;
      if (src) {
        if (/^https?:\/\//.test(src)) scriptOrigins.add(new URL(src).origin);
        continue;
      }
      // Most pages share their inline scripts: each distinct one is hashed once.
      if (hashed.has(text)) continue;
      hashed.add(text);
      inlineScriptHashes.add(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    }
  }
  const headers = securityHeaders({
    inlineScriptHashes: [...inlineScriptHashes],
    scriptOrigins: [...scriptOrigins],
    connectOrigins: [...scriptOrigins, ...connectOrigins],
    apiOrigins,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(headers['Content-Security-Policy'])}">`;
  for (const file of htmlFiles) {
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(CHARSET_META, (charset) => charset + meta),
    );
  }
  writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(headers));
  return {inlineScriptHashes: inlineScriptHashes.size};
}
