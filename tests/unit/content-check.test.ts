/**
 * The writer's check (src/plugins/content-check): each of issue 44's ten mistakes made in a scratch copy
 * of docs/apn-configuration/ios.mdx, held in memory under its path, must come back as exactly one
 * `file:line:column message`; and `npm run check` itself, run as a child process on a page with two
 * mistakes, prints those two lines and exits 1.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isGeneratedDoc} from '../../src/plugins/api-reference';
import {parsePage, siteDir, type Page} from '../../src/plugins/content-check/pages';
import {checkPages, formatFinding, isGenerated} from '../../src/plugins/content-check/rules';
import {loadSite} from '../../src/plugins/content-check/site';
import {loadDocs} from './docs';

const pagePath = 'docs/apn-configuration/ios.mdx';
const original = readFileSync(path.join(siteDir, pagePath), 'utf8');
const site = loadSite();

/** The page with a paragraph put before its first `##` heading, and the line that paragraph starts on. */
const firstHeading = original.search(/^## /m);
const paragraphLine = original.slice(0, firstHeading).split('\n').length;
const withParagraph = (text: string) => `${original.slice(0, firstHeading)}${text}\n\n${original.slice(firstHeading)}`;
const at = (text: string, part: string, message: string) =>
  `${pagePath}:${paragraphLine}:${text.indexOf(part) + 1} ${message}`;

const lines = async (page: Page) => (await checkPages([page], site)).map(formatFinding);
/** The findings a changed copy has that the page as it stands has not: the ones the mistake made. */
async function newFindings(source: string, sitePath = pagePath): Promise<string[]> {
  const before = new Set((await lines(parsePage(pagePath, original))).map((line) => line.replace(pagePath, sitePath)));
  return (await lines(parsePage(sitePath, source))).filter((line) => !before.has(line));
}

const missingPage = 'See [the old page](/apn-configuration/no-such-page).';
const missingAnchor = 'See [why roaming](/apn-configuration#no-such-heading).';
const bareBrace = 'Set the {value in the field.';
const bareLessThan = 'A timeout <5 s fails.';
const htmlComment = '<!-- a note to self -->';
const unknownOperation = '<ApiExample operation="sendSmsNow" />';
const invalidBody = `<ApiExample operation="sendSms" body='{"source_address": "12345", "payload": 5}' />`;
const shortDescription = 'description: Set the APN on an iPhone.';
const descriptionLine = original.split('\n').findIndex((line) => line.startsWith('description:')) + 1;

describe("issue 44's ten mistakes, each made in a copy of docs/apn-configuration/ios.mdx", () => {
  const mistakes: [string, () => Promise<string[]>, string][] = [
    [
      'a link to a missing page',
      () => newFindings(withParagraph(missingPage)),
      at(
        missingPage,
        '/apn',
        'broken link /apn-configuration/no-such-page: no page or static file has the path /apn-configuration/no-such-page',
      ),
    ],
    [
      'a link to a missing anchor',
      () => newFindings(withParagraph(missingAnchor)),
      at(
        missingAnchor,
        '/apn',
        'broken anchor /apn-configuration#no-such-heading: /apn-configuration has no heading or element with id "no-such-heading"',
      ),
    ],
    [
      'a new page not in sidebars.ts',
      () => newFindings(original, 'docs/apn-configuration/ios-copy.mdx'),
      "docs/apn-configuration/ios-copy.mdx:1:1 is in no sidebar: add 'apn-configuration/ios-copy' to sidebars.ts, or mark the page `unlisted: true` in its front matter",
    ],
    [
      'a front matter not closed',
      () => newFindings(original.replace(/^(---\n[\s\S]*?\n)---\n/, '$1\n')),
      `${pagePath}:1:1 the front matter opened by \`---\` on line 1 is never closed: add a line with \`---\` after its last field`,
    ],
    [
      'a bare { in prose',
      () => newFindings(withParagraph(bareBrace)),
      at(
        bareBrace,
        '{',
        'a bare `{` starts an expression that never closes: write `\\{` or put it in `code` (MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`)',
      ),
    ],
    [
      'a bare < in prose',
      () => newFindings(withParagraph(bareLessThan)),
      at(
        bareLessThan,
        '<',
        'a bare `<` starts a tag: write `&lt;` or put it in `code` (MDX: Unexpected character `5` (U+0035) before name, expected a character that can start a name, such as a letter, `$`, or `_`)',
      ),
    ],
    [
      'an HTML comment',
      () => newFindings(withParagraph(htmlComment)),
      at(
        htmlComment,
        '<',
        'an HTML comment is no MDX: write `{/* … */}` (MDX: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`))',
      ),
    ],
    [
      'an unknown <ApiExample operation>',
      () => newFindings(withParagraph(unknownOperation)),
      at(unknownOperation, '<', '<ApiExample> operation "sendSmsNow" is not an operationId of api/openapi.yaml'),
    ],
    [
      'an <ApiExample> body that breaks the schema',
      () => newFindings(withParagraph(invalidBody)),
      at(invalidBody, '<', "<ApiExample> body does not match sendSms's request schema: data/payload must be string"),
    ],
    [
      'a description under 50 characters',
      () => newFindings(original.replace(/^description:.*$/m, shortDescription)),
      `${pagePath}:${descriptionLine}:1 description is 25 characters: write 50–160 (it becomes the search-engine snippet)`,
    ],
  ];

  it.each(mistakes)('%s is one finding with file, line and column', async (_mistake, findings, expected) => {
    expect(await findings()).toEqual([expected]);
  });
});

describe('the other rules', () => {
  it('checks a <GraphqlExample> query against api/schema.graphql', async () => {
    const example = `<GraphqlExample query='{ endpoints(first: 5) { nope } }' />`;
    expect(await newFindings(withParagraph(example))).toEqual([
      at(
        example,
        '<',
        '<GraphqlExample> query does not validate against api/schema.graphql: Cannot query field "nope" on type "EndpointConnection".',
      ),
    ]);
  });

  it('finds a glossary term in prose, not in code, JSX attributes or API field names', async () => {
    const paragraph =
      'Pick the service profile in the Portal; code such as `service profile` keeps its words.\n\n' +
      `<ApiExample operation="updateEndpoint" body='{"name": "service profile"}' />`;
    expect(await newFindings(withParagraph(paragraph))).toEqual([
      at(paragraph, 'service profile', 'Incorrect term: “service profile”, use “service policy” instead'),
    ]);
  });

  it("links to headings' ids as Docusaurus makes them, {#id} included", async () => {
    const heading = original.match(/^## (.+)$/m)![1];
    const slug = heading
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, '-');
    const source = withParagraph(`See [below](#${slug}) and [the custom one](#own-id).`).replace(
      /^(## .+)$/m,
      '$1\n\n### Own heading {#own-id}',
    );
    expect(await newFindings(source)).toEqual([]);
  });

  it('tells generated reference pages from their generator notice, as the generator does from their folder', () => {
    const docs = loadDocs();
    const byNotice = docs.filter(isGenerated).map((doc) => doc.file);
    expect(byNotice.length).toBeGreaterThan(20);
    expect(byNotice).toEqual(docs.filter((doc) => isGeneratedDoc(doc.file)).map((doc) => doc.file));
  });
});

describe('npm run check', () => {
  it('prints one line per finding and exits 1, with no other output on stdout', async () => {
    const source = withParagraph(missingPage).replace(/^description:.*$/m, shortDescription);
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/plugins/content-check/cli.ts', '--stdin', pagePath],
      {cwd: siteDir, input: source, encoding: 'utf8'},
    );
    const standing = new Set(await lines(parsePage(pagePath, original)));
    const printed = cli.stdout.split('\n').filter(Boolean);
    expect(printed.filter((line) => !standing.has(line))).toEqual([
      `${pagePath}:${descriptionLine}:1 description is 25 characters: write 50–160 (it becomes the search-engine snippet)`,
      at(
        missingPage,
        '/apn',
        'broken link /apn-configuration/no-such-page: no page or static file has the path /apn-configuration/no-such-page',
      ),
    ]);
    expect(cli.status, cli.stderr).toBe(1);
  }, 60_000);
});
