/**
 * Prose lint with textlint and textlint-rule-terminology, configured by .textlintrc.json at the site's
 * root, whose terms are the platform glossary's (domain facts: endpoint = device, tariff profile =
 * coverage policy, service profile = service policy, operator blacklist = network blocklist) and the
 * spellings of brand and standard terms. textlint reads Markdown, not MDX: it gets the page with code,
 * JSX tags, `{…}` expressions, imports and link targets blanked out (rules.ts, proseMask), every other
 * character in its place, so its lines and columns are the file's and code, attributes and API field
 * names are never flagged.
 */
import path from 'node:path';
import type {Page} from './pages';
import {siteDir} from './pages';
import type {Finding} from './rules';

export const textlintConfigFile = path.join(siteDir, '.textlintrc.json');

/**
 * The API's names for Portal terms. They are right on the API's own pages and in a sentence (or table
 * row) that names the API or gives the Portal term beside them, as in "a coverage policy (API: tariff
 * profile)". `endpoint` is the Portal's "device" only in Portal prose: elsewhere it also means an API
 * endpoint or a network endpoint.
 */
const apiTerms = ['service profile', 'tariff profile', 'operator blacklist', 'endpoint'];
const apiPages = /^docs\/(rest|graphql|sdks)\//;
const endpointMeansDevice = /^docs\/portal\//;
/** A sentence about an HTTP or API endpoint, where the word keeps its web meaning. */
const webEndpoint = /\b(API|HTTPS?|URL|REST|GraphQL|webhook)\b/i;

type LintMessage = {line: number; column: number; message: string};
type Linter = {lintText(text: string, filePath: string): Promise<{messages: LintMessage[]}>};
let linter: Promise<Linter> | undefined;

/**
 * textlint, loaded on first use, once per process, from its two modules this needs: its index also
 * loads its command line and MCP server, which would double the time textlint takes to load.
 */
async function createProseLinter(): Promise<Linter> {
  const [{createLinter}, {loadTextlintrc}] = await Promise.all([
    import('textlint/lib/src/createLinter.js'),
    import('textlint/lib/src/loader/TextlintrcLoader.js'),
  ]);
  const descriptor = await loadTextlintrc({configFilePath: textlintConfigFile});
  // textlint falls back to no rules at all when its config fails to load; that would pass every page.
  if (!descriptor.rule.descriptors.some((rule) => rule.id === 'terminology'))
    throw new Error(
      `${textlintConfigFile} did not load textlint-rule-terminology (run with DEBUG=textlint:* to see why)`,
    );
  return createLinter({descriptor, cwd: siteDir});
}

/** The sentence of a line around a column, or the whole line for a table row. */
function sentenceAt(line: string, column: number): string {
  if (line.trimStart().startsWith('|')) return line;
  const start = line.slice(0, column - 1).search(/[^.!?]*$/);
  const end = line.slice(column - 1).search(/[.!?](\s|$)/);
  return line.slice(start, end < 0 ? undefined : column - 1 + end + 1);
}

/** Whether a finding names an API term where it is the right word. */
function isAllowed(page: Page, lines: string[], {line, column, message}: LintMessage): boolean {
  const [, term = '', replacement = ''] = /“([^”]+)”, use “([^”]+)”/.exec(message) ?? [];
  const apiTerm = apiTerms.find((candidate) => term.toLowerCase().startsWith(candidate));
  if (!apiTerm) return false;
  if (apiTerm === 'endpoint' && !endpointMeansDevice.test(page.path)) return true;
  if (apiPages.test(page.path)) return true;
  const sentence = sentenceAt(lines[line - 1] ?? '', column);
  if (apiTerm === 'endpoint' && webEndpoint.test(sentence)) return true;
  return (
    /\bAPI\b/.test(sentence) ||
    sentence.toLowerCase().includes(replacement.toLowerCase().replace(/ies$/, 'y').replace(/s$/, ''))
  );
}

/** The terminology findings of a page, given its body with everything but prose blanked out. */
export async function proseFindings(page: Page, maskedBody: string): Promise<Finding[]> {
  linter ??= createProseLinter();
  const text = '\n'.repeat(page.bodyLine - 1) + maskedBody;
  // A Markdown path, so the markdown plugin parses the masked MDX.
  const result = await (await linter).lintText(text, page.path.replace(/\.mdx$/, '.md'));
  const lines = text.split('\n');
  return result.messages
    .filter((message) => !isAllowed(page, lines, message))
    .map(({line, column, message}) => ({path: page.path, line, column, message}));
}
