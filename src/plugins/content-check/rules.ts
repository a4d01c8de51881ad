/**
 * The content rules a writer's page must pass. `npm run check` (cli.ts), the dev server (index.ts) and
 * the unit tests (tests/unit/content.test.ts) all run these functions, so they cannot disagree. A rule
 * reads one page and the site around it and returns findings, each naming the file, line and column.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
// Two modules of @docusaurus/utils, not its index, which loads far more than one page's check needs.
import {parseMarkdownHeadingId} from '@docusaurus/utils/lib/markdownHeadingIdUtils.js';
import {createSlugger} from '@docusaurus/utils/lib/slugger.js';
import {parse as parseJsonc} from 'jsonc-parser';
import {DefaultAdmonitionOptions} from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import {generatedNotice} from '../api-reference/mdx';
import {provider} from '../../provider';
import {isComponentAnchor} from '../../components/platform/anchors';
import {compilePage} from './mdx';
import {nonDocRoutes, positionOf, siteDir, wordCount, type Page} from './pages';
import {importFindings} from './imports';
import {proseFindings} from './prose';

export interface Finding {
  /** Path relative to the site: 'docs/apn-configuration/ios.mdx'. */
  path: string;
  line: number;
  column: number;
  message: string;
}

/** The one line a finding prints as: `docs/file.mdx:line:column message`. */
export const formatFinding = ({path: file, line, column, message}: Finding) => `${file}:${line}:${column} ${message}`;

/** What a rule may look up beyond its page: the other pages, their anchors, and the sidebar. */
export interface Site {
  /** Doc pages by route. */
  byRoute: Map<string, Page>;
  /** Doc ids sidebars.ts lists. */
  sidebarIds: Set<string>;
  /** The ids a route's headings and elements carry, computed once per page. */
  anchorsOf(route: string): Set<string> | undefined;
}

export function createSite(docs: Page[], sidebarIds: Iterable<string>): Site {
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const anchors = new Map<string, Set<string>>();
  return {
    byRoute,
    sidebarIds: new Set(sidebarIds),
    anchorsOf(route) {
      const page = byRoute.get(route);
      if (!page) return undefined;
      if (!anchors.has(route)) anchors.set(route, anchorIds(page));
      return anchors.get(route);
    },
  };
}

export interface Rule {
  name: string;
  check(page: Page, site: Site): Finding[] | Promise<Finding[]>;
}

const staticDir = path.join(siteDir, 'static');
const MIN_WORDS = 300;
const MIN_WORDS_WITH_CARD_LIST = 120;
const DESCRIPTION_LENGTH = {min: 50, max: 160};
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|coming soon|under construction|work in progress)\b/gi;
/** A clause cited with "§" ("TS 27.007 §7.2"): the site cites it after the document's number, as "TS 27.007 7.2". */
const SECTION_SIGN_CITATION = /(?<=\d )§(?=\d)/g;

const blank = (text: string) => text.replace(/[^\n]/g, ' ');
const FENCE = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\2[ \t]*$/gm;

/** The body with fenced and inline code blanked out, every other character where it was. */
export function withoutCode(body: string): string {
  return body
    .replace(FENCE, blank)
    .replace(/<CodeBlock\b[\s\S]*?<\/CodeBlock>/g, blank)
    .replace(/<code>[\s\S]*?<\/code>/g, blank)
    .replace(/(`+)[^`\n][\s\S]*?\1/g, blank);
}

/** What a reader reads as prose: code, imports, JSX tags, `{…}` expressions and link targets blanked out. */
export function proseMask(body: string): string {
  return withoutCode(body)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/\{[^{}]*\}/g, blank)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\]\([^)]*\)/g, (target) => `]${blank(target.slice(1))}`);
}

const at = (page: Page, bodyIndex: number, message: string): Finding => ({
  path: page.path,
  ...positionOf(page, bodyIndex),
  message,
});

/** A finding on the line that holds a front matter key, or on line 1 when the key is missing. */
function atFrontMatterKey(page: Page, key: string, message: string): Finding {
  const index = page.source.search(new RegExp(`^${key}:`, 'm'));
  const line =
    index < 0 || index > page.source.length - page.body.length ? 1 : page.source.slice(0, index).split('\n').length;
  return {path: page.path, line, column: 1, message};
}

/** Headings' ids as Docusaurus makes them (its slugger, `{#id}` honoured) and every `id="…"` the page writes. */
export function anchorIds(page: Page): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  const body = withoutCode(page.body.replace(/\\([{}#])/g, '$1'));
  // Inline code keeps its text in the heading's id; withoutCode would have blanked it.
  const headings = page.body.replace(FENCE, blank).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm);
  for (const [, heading] of headings) {
    const {text, id} = parseMarkdownHeadingId(heading);
    ids.add(id ?? slugger.slug(plainText(text)));
  }
  for (const match of body.matchAll(/\s(?:id|name)=["']([^"']+)["']/g)) ids.add(match[1]);
  return ids;
}

/** A heading's text as the reader sees it: link targets, emphasis, code ticks and tags dropped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|\b_|_\b)/g, '')
    .replace(/\\(.)/g, '$1');
}

/** Every internal link: markdown links and href/to attributes to a route, and `#anchor` links on the page itself. */
function internalLinks(page: Page): {link: string; index: number}[] {
  const body = withoutCode(page.body);
  const matches = [
    ...body.matchAll(/\]\(((?:\/|#)[^)\s]*)(?:\s+"[^"]*")?\)/g),
    ...body.matchAll(/\b(?:href|to)=["']((?:\/|#)[^"']*)["']/g),
  ];
  // The position of the target itself, where the writer fixes it.
  return matches
    .map((match) => ({link: match[1], index: match.index + match[0].indexOf(match[1])}))
    .sort((a, b) => a.index - b.index);
}

/** Hosts of the provider module; pages must import the value instead of spelling it out. */
const providerHosts = Object.values(provider.urls)
  .map((url) => (url.includes('@') ? url : new URL(url).host))
  .filter((host, index, all) => all.indexOf(host) === index);

/** A JSX opening tag from its `<` to the `>` that closes it, skipping `>` inside `{…}` expressions and quotes. */
function openingTag(body: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let index = start; index < body.length; index++) {
    const character = body[index];
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '{') depth++;
    else if (character === '}') depth--;
    else if (character === '>' && depth === 0) return body.slice(start, index + 1);
  }
  return body.slice(start);
}

/**
 * A page src/plugins/api-reference generated: it carries the generator's notice. (Read from the page, not
 * by importing the generator, which loads the API documents: one page's check stays fast.)
 */
const [noticeStart, noticeEnd] = generatedNotice('\0').split('\0');
export const isGenerated = (page: Page) => page.body.includes(noticeStart) && page.body.includes(noticeEnd);

const isWriterPage = (page: Page) => page.kind === 'doc' && !isGenerated(page);

export const rules: Rule[] = [
  {
    name: 'front-matter',
    check(page) {
      if (page.frontMatterError) return [{path: page.path, line: 1, column: 1, message: page.frontMatterError}];
      if (!page.source.startsWith('---'))
        return [
          {
            path: page.path,
            line: 1,
            column: 1,
            message: 'has no front matter: start the file with `---`, a `title:` and a `description:`, and `---`',
          },
        ];
      return [];
    },
  },
  {
    name: 'title',
    check(page) {
      const title = page.frontMatter.title;
      if (typeof title === 'string' && title.trim().length > 2) return [];
      return [atFrontMatterKey(page, 'title', 'needs a `title:` in its front matter (at least 3 characters)')];
    },
  },
  {
    name: 'description',
    check(page) {
      const description = page.frontMatter.description;
      if (typeof description !== 'string')
        return [
          atFrontMatterKey(
            page,
            'description',
            `needs a \`description:\` of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters in its front matter (the search-engine snippet)`,
          ),
        ];
      const {length} = description.trim();
      if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max) return [];
      return [
        atFrontMatterKey(
          page,
          'description',
          `description is ${length} characters: write ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} (it becomes the search-engine snippet)`,
        ),
      ];
    },
  },
  {
    name: 'words',
    // Generated reference pages are tables and samples rather than prose; changelog entries are short by design.
    check(page) {
      if (!isWriterPage(page)) return [];
      const hasCardList = page.body.includes('<DocCardList');
      const minimum = hasCardList ? MIN_WORDS_WITH_CARD_LIST : MIN_WORDS;
      const words = wordCount(page.body);
      if (words >= minimum) return [];
      const rule = hasCardList ? `a page ending with <DocCardList /> needs ${minimum}` : `write at least ${minimum}`;
      return [at(page, 0, `has ${words} words of prose: ${rule}`)];
    },
  },
  {
    name: 'headings',
    check(page) {
      if (page.kind !== 'doc' || /^## \S/m.test(page.body)) return [];
      return [at(page, 0, 'has no `##` heading: structure the page in `##` and `###` sections')];
    },
  },
  {
    name: 'placeholders',
    check(page) {
      const found = [...proseMask(page.body).matchAll(PLACEHOLDER)].map((match) =>
        at(page, match.index, `placeholder "${match[0]}": write the real text`),
      );
      const inDescription = String(page.frontMatter.description ?? '').match(PLACEHOLDER)?.[0];
      if (inDescription)
        found.unshift(atFrontMatterKey(page, 'description', `placeholder "${inDescription}" in the description`));
      return found;
    },
  },
  {
    name: 'citations',
    check: (page) =>
      [...proseMask(page.body).matchAll(SECTION_SIGN_CITATION)].map((match) =>
        at(page, match.index, 'a clause is cited without "§": write "TS 27.007 7.2"'),
      ),
  },
  {
    name: 'links',
    check(page, site) {
      // MDX does not evaluate `{…}` inside a Markdown link target: the link points at the literal text.
      const expressionTargets = [...withoutCode(page.body).matchAll(/\]\((\{[^)]*\})\)/g)].map((match) =>
        at(
          page,
          match.index + 2,
          `link target ${match[1]} is not evaluated in a Markdown link: write <a href=${match[1]}>…</a>`,
        ),
      );
      return expressionTargets.concat(
        internalLinks(page).flatMap(({link, index}) => {
          const [pathPart, anchor] = link.split('#');
          const target = pathPart.split('?')[0].replace(/\/$/, '') || (pathPart ? '/' : page.route);
          const isSelf = target === page.route;
          const isPage = isSelf || site.byRoute.has(target);
          if (!isPage && !nonDocRoutes.includes(target) && !existsSync(path.join(staticDir, target))) {
            return [at(page, index, `broken link ${link}: no page or static file has the path ${target}`)];
          }
          // A rule component's row id exists only once the page renders: the build's onBrokenAnchors checks it.
          if (!anchor || !isPage || isComponentAnchor(decodeURIComponent(anchor))) return [];
          // The page being checked may differ from its file (the dev server, the tests): its own ids come from it.
          const ids = isSelf ? anchorIds(page) : site.anchorsOf(target)!;
          if (ids.has(decodeURIComponent(anchor))) return [];
          const where = target === page.route ? 'this page' : target;
          return [at(page, index, `broken anchor ${link}: ${where} has no heading or element with id "${anchor}"`)];
        }),
      );
    },
  },
  {
    name: 'sidebar',
    check(page, site) {
      if (page.kind !== 'doc' || page.frontMatter.unlisted === true || site.sidebarIds.has(page.id)) return [];
      return [
        {
          path: page.path,
          line: 1,
          column: 1,
          message: `is in no sidebar: add '${page.id}' to sidebars.ts, or mark the page \`unlisted: true\` in its front matter`,
        },
      ];
    },
  },
  {
    name: 'provider-values',
    check(page) {
      // `${provider…}` works inside a JSX template literal ({`…`}); in Markdown code or a fence it is printed as is.
      const outsideTemplateLiterals = page.body.replace(/\{`[\s\S]*?`\}/g, blank);
      const literal = [...outsideTemplateLiterals.matchAll(/\$\{provider[.\w]*\}/g)].map((match) =>
        at(
          page,
          match.index,
          `${match[0]} is printed literally here: write it inside <code>{\`…\`}</code> or <CodeBlock>{\`…\`}</CodeBlock>`,
        ),
      );
      const hosts = providerHosts.flatMap((host) => {
        const index = page.body.indexOf(host);
        return index < 0
          ? []
          : [at(page, index, `spells out ${host}: take it from the provider module (src/provider.ts)`)];
      });
      return [...literal, ...hosts];
    },
  },
  {
    name: 'tabs-defaults',
    check(page) {
      // Tabs hydrate without remounting (src/upstream/tabs-without-remount): a default computed in the browser
      // would stay on the server's tab. The reader's choice and ?lang= still apply after hydration.
      return [...page.body.matchAll(/<(Tabs|TabItem)\b/g)].flatMap((tag) =>
        [...openingTag(page.body, tag.index).matchAll(/\s(defaultValue|default)=\{(?!(?:null|true|false)\})/g)].map(
          (attribute) =>
            at(
              page,
              tag.index,
              `<${tag[1]} ${attribute[1]}={…}> is computed; ` +
                (attribute[1] === 'default' ? 'write a bare default' : `write defaultValue="…"`),
            ),
        ),
      );
    },
  },
  {
    name: 'admonition-titles',
    check(page) {
      const keywords = DefaultAdmonitionOptions.keywords.join('|');
      const legacyTitles = withoutCode(page.body).matchAll(
        new RegExp(`^[ \\t]*:::(${keywords})[ \\t]+(\\S.*?)[ \\t]*$`, 'gm'),
      );
      return [...legacyTitles].map(({1: keyword, 2: title, index}) =>
        at(
          page,
          index,
          `admonition title after a space prints as text (the site turns MDX 1 compatibility off): write it in brackets, :::${keyword}[${title}]`,
        ),
      );
    },
  },
  {
    name: 'expressions-in-code',
    check(page) {
      // MDX prints inline code as written: a value in backticks reaches the reader as its name, not its value. Only
      // names the page imports count, so a path parameter such as `{sim_id}` stays as written.
      const imported = new Set(
        [...page.body.matchAll(/^import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\b/gm)].flatMap(
          ([, defaultName, names = '']) => [
            ...(defaultName ? [defaultName] : []),
            ...names.split(',').map((name) =>
              name
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
            ),
          ],
        ),
      );
      const spans = page.body.replace(FENCE, blank).matchAll(/(`+)([^`\n]+?)\1/g);
      return [...spans]
        .filter(({2: code}) =>
          [...code.matchAll(/(?<!\$)\{([A-Za-z_$][\w$]*)(?:\.[\w$]+)*\}/g)].some(([, name]) => imported.has(name)),
        )
        .map(({2: code, index}) =>
          at(
            page,
            index,
            `\`${code}\` prints its {…} as text, not the value: write the code span as <code>${code}</code>`,
          ),
        );
    },
  },
  {
    name: 'mdx',
    async check(page) {
      return (await compilePage(page)).findings;
    },
  },
  {name: 'imports', check: importFindings},
  {name: 'prose', check: (page) => proseFindings(page, proseMask(page.body))},
  {
    // markdownlint with the configuration `npm run lint` uses, so a writer meets its findings here and in the dev
    // server rather than first in CI. Its globs are the docs; changelog entries are left out.
    name: 'markdown',
    async check(page) {
      if (!page.path.startsWith('docs/')) return [];
      // markdownlint is ESM only; this module also runs under tsx's CommonJS hook (cli.ts), where import() still works.
      const {lint} = await import('markdownlint/promise');
      const results = await lint({strings: {[page.path]: page.source}, config: markdownlintConfig()});
      return (results[page.path] ?? []).map((error) => ({
        path: page.path,
        line: error.lineNumber,
        column: error.errorRange?.[0] ?? 1,
        message: `${error.ruleNames.join('/')} ${error.ruleDescription}${error.errorDetail ? ` (${error.errorDetail})` : ''}`,
      }));
    },
  },
];

let markdownlintConfigCache: Record<string, unknown> | undefined;
/** The `config` of .markdownlint-cli2.jsonc, read once. */
function markdownlintConfig(): Record<string, unknown> {
  markdownlintConfigCache ??= (
    parseJsonc(readFileSync(path.join(siteDir, '.markdownlint-cli2.jsonc'), 'utf8')) as {
      config: Record<string, unknown>;
    }
  ).config;
  return markdownlintConfigCache;
}

export type RuleName = (typeof rules)[number]['name'];

/**
 * Every rule's findings for the given pages, in file and line order. A page whose front matter is not
 * closed gets only that finding: the rest would misread its front matter as prose.
 */
export async function checkPages(pages: Page[], site: Site, only?: string[]): Promise<Finding[]> {
  const chosen = only ? rules.filter((rule) => only.includes(rule.name)) : rules;
  const findings = await Promise.all(
    pages.map(async (page) => {
      const applicable = page.frontMatterError ? chosen.filter((rule) => rule.name === 'front-matter') : chosen;
      return (await Promise.all(applicable.map((rule) => rule.check(page, site)))).flat();
    }),
  );
  return findings.flat().sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.column - b.column);
}
