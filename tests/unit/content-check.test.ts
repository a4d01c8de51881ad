/**
 * The writer's check (src/plugins/content-check): each of issue 44's ten mistakes (writer-mistakes.ts) made
 * in a copy of docs/apn-configuration/ios.mdx, held in memory under a new page's path, must come back as
 * exactly one `file:line:column message`; and `npm run check` itself, run as a child process on a page with
 * two mistakes, prints those two lines and exits 1.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isGeneratedDoc} from '../../src/plugins/api-reference';
import {parsePage, siteDir, type Page} from '../../src/plugins/content-check/pages';
import {missingExportMessage} from '../../src/plugins/content-check/imports';
import {checkPages, formatFinding, isGenerated} from '../../src/plugins/content-check/rules';
import {loadSite} from '../../src/plugins/content-check/site';
import {loadDocs} from './docs';
import {paragraphs, unlistedCopy, writerMistakes} from './writer-mistakes';

const pagePath = 'docs/apn-configuration/ios-copy.mdx';
const copy = unlistedCopy(readFileSync(path.join(siteDir, 'docs/apn-configuration/ios.mdx'), 'utf8'));
const site = loadSite();
const mistakes = writerMistakes(pagePath, copy);
const {withParagraph, at} = paragraphs(pagePath, copy);

const lines = async (page: Page) => (await checkPages([page], site)).map(formatFinding);
/** The findings a changed copy has that the copy as it stands has not: the ones the mistake made. */
async function newFindings(source: string): Promise<string[]> {
  const before = new Set(await lines(parsePage(pagePath, copy)));
  return (await lines(parsePage(pagePath, source))).filter((line) => !before.has(line));
}

/**
 * The first check of the file loads the MDX compiler, textlint and the site's sidebars: seconds on a busy 2-core
 * machine. Limits that catch a hang, not a slow machine.
 */
const HANG = {timeout: 60_000};

describe("issue 44's ten mistakes, each made in a copy of docs/apn-configuration/ios.mdx", HANG, () => {
  it('start from a copy with no finding', async () => {
    expect(await lines(parsePage(pagePath, copy))).toEqual([]);
  });

  it.each(mistakes.map((mistake) => [mistake.name, mistake] as const))(
    '%s is one finding with file, line and column',
    async (_name, {source, finding}) => {
      expect(await newFindings(source)).toEqual([finding]);
    },
  );
});

describe('the other rules', HANG, () => {
  it('keeps a code sample written as a template literal as written, and names the line of one MDX changes', async () => {
    const tick = String.fromCharCode(96);
    const sample = (indent: string) => `{${tick}{\n${indent}  "a": 1\n${indent}}${tick}}`;
    const topLevel = `<CodeBlock language="json">${sample('')}</CodeBlock>`;
    expect(await newFindings(withParagraph(topLevel))).toEqual([]);
    const opening = '  <CodeBlock language="json">{';
    const inList = `- Send this:\n\n${opening.slice(0, -1)}${sample('  ')}</CodeBlock>`;
    // The literal opens on the paragraph's third line, at its backtick.
    const [file, line] = at(inList, '', '').split(':');
    expect(await newFindings(withParagraph(inList))).toEqual([
      `${file}:${Number(line) + 2}:${opening.length + 1} MDX changes the indentation of this code sample: write it at the top level of the page, not nested in a list or a quote`,
    ]);
  });

  it('runs markdownlint with the configuration of npm run lint, naming the line of a list that runs into an admonition end', async () => {
    const paragraph = ':::note[Two checks]\nCheck both:\n\n- the APN\n- the SIM state\n:::';
    const [finding, ...others] = await newFindings(withParagraph(paragraph));
    expect(others).toEqual([]);
    expect(finding).toMatch(/^docs\/[^:]+:\d+:1 MD032\/blanks-around-lists /);
    const listLine = Number(finding.split(':')[1]);
    expect(withParagraph(paragraph).split('\n')[listLine - 1]).toBe('- the SIM state');
  });

  it('names a {…} value written inside backticks, which MDX prints as its name', async () => {
    const paragraph = 'Set the APN to `{provider.apn.name}` on the phone.';
    expect(await newFindings(withParagraph(paragraph))).toEqual([
      at(
        paragraph,
        '`',
        '`{provider.apn.name}` prints its {…} as text, not the value: write the code span as <code>{provider.apn.name}</code>',
      ),
    ]);
  });

  it('names a {…} value written as a Markdown link target, which MDX leaves as text', async () => {
    const paragraph = 'Generate a client from the [OpenAPI spec]({provider.urls.openApiSpec}).';
    expect(await newFindings(withParagraph(paragraph))).toEqual([
      at(
        paragraph,
        '{provider.urls',
        'link target {provider.urls.openApiSpec} is not evaluated in a Markdown link: write <a href={provider.urls.openApiSpec}>…</a>',
      ),
    ]);
  });

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

  it("names an import the site's own module does not export, or a module that does not exist", async () => {
    const platformComponents = '@site/src/components/platform';
    // A typo of PlanTable, which the module exports.
    const named = `import {PlanTabel} from '${platformComponents}';`;
    const namedFinding = at(named, 'PlanTabel', missingExportMessage(platformComponents, '`PlanTabel`'));
    expect(await newFindings(withParagraph(named))).toEqual([namedFinding]);
    const asDefault = "import Limits from '@site/src/platform/limits';";
    expect(await newFindings(withParagraph(asDefault))).toEqual([
      at(asDefault, 'Limits', missingExportMessage('@site/src/platform/limits', 'default export (Limits)')),
    ]);
    const missing = "import {limits} from '@site/src/platform/no-such-module';";
    expect(await newFindings(withParagraph(missing))).toEqual([
      at(missing, '@site', 'imports @site/src/platform/no-such-module, which does not exist'),
    ]);
    // A side-effect import before it does not hide it: the same finding, one line further down.
    const afterSideEffect = `import '@site/src/css/custom.css';\n${named}`;
    expect(await newFindings(withParagraph(afterSideEffect))).toEqual([
      namedFinding.replace(/:(\d+):/, (_, line) => `:${Number(line) + 1}:`),
    ]);
    // Re-exported through `export *` and `export {default as …}`, as the two index modules do.
    const existing =
      "import {limits as platformLimits, smsText} from '@site/src/platform';\nimport {RequiredRole} from '@site/src/components/platform';";
    expect(await newFindings(withParagraph(existing))).toEqual([]);
  });

  it('finds a glossary term in prose, not in code, JSX attributes or API field names', async () => {
    const paragraph =
      'Pick the service profile in the Portal; code such as `service profile` keeps its words.\n\n' +
      `<ApiExample operation="updateEndpoint" body='{"name": "service profile"}' />`;
    expect(await newFindings(withParagraph(paragraph))).toEqual([
      at(paragraph, 'service profile', 'Incorrect term: “service profile”, use “service policy” instead'),
    ]);
  });

  it('finds a clause cited with "§" in prose, not in a code sample', async () => {
    const paragraph = 'The RSSI index is defined in TS 27.007 §8.5; `"ÄÖ§¿"` is a GSM 03.38 string.';
    expect(await newFindings(withParagraph(paragraph))).toEqual([
      at(paragraph, '§8.5', 'a clause is cited without "§": write "TS 27.007 7.2"'),
    ]);
  });

  it("links to headings' ids as Docusaurus makes them", async () => {
    const heading = copy.match(/^## (.+)$/m)![1];
    const slug = heading
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, '-');
    expect(await newFindings(withParagraph(`See [below](#${slug}).`))).toEqual([]);
  });

  it("leaves a link to a rule component's row to the build's anchor check, and still names any other missing anchor", async () => {
    expect(await newFindings(withParagraph('See [user accounts](/workspaces#more-user-accounts).'))).toEqual([]);
    expect(await newFindings(withParagraph('See [the event](/system-events/event-types#event-type-2).'))).toEqual([]);
    expect(await newFindings(withParagraph('See [user accounts](/workspaces#user-accounts-in-more).'))).toHaveLength(1);
  });

  it('sees MDX 1 syntax as the site does, which turns MDX 1 compatibility off: an {#id} fails, a spaced title prints', async () => {
    const headingId = '## Own heading {#own-id}';
    const [idFinding] = await newFindings(withParagraph(headingId));
    expect(idFinding).toMatch(new RegExp(`^${pagePath}:\\d+:\\d+ .*acorn`));
    const spacedTitle = ':::warning Keep a way back in\n\nText.\n\n:::';
    expect(await newFindings(withParagraph(spacedTitle))).toEqual([
      at(
        spacedTitle,
        ':::',
        'admonition title after a space prints as text (the site turns MDX 1 compatibility off): write it in brackets, :::warning[Keep a way back in]',
      ),
    ]);
  });

  it('holds docusaurus.config.ts to what the check assumes: future.v4 on, markdown.mdx1Compat left to it', async () => {
    const {default: config} = await import('../../docusaurus.config');
    expect(config.future?.v4).toBe(true);
    expect(config.markdown && 'mdx1Compat' in config.markdown).toBe(false);
  });

  it('tells generated reference pages from their generator notice, as the generator does from their folder', () => {
    const docs = loadDocs();
    const byNotice = docs.filter(isGenerated).map((doc) => doc.file);
    expect(byNotice.length).toBeGreaterThan(20);
    expect(byNotice).toEqual(docs.filter((doc) => isGeneratedDoc(doc.file)).map((doc) => doc.file));
  });
});

describe('npm run check', HANG, () => {
  it('prints one line per finding and exits 1, with no other output on stdout', () => {
    const [missingPage, shortDescription] = [mistakes[0], mistakes.at(-1)!];
    const description = /^description:.*$/m;
    const source = missingPage.source.replace(description, description.exec(shortDescription.source)![0]);
    // The script itself, as a writer runs it: package.json says how Node loads the check.
    const cli = spawnSync('npm', ['run', '--silent', 'check', '--', '--stdin', pagePath], {
      cwd: siteDir,
      input: source,
      encoding: 'utf8',
    });
    expect(cli.stdout.split('\n').filter(Boolean)).toEqual([shortDescription.finding, missingPage.finding]);
    expect(cli.status, cli.stderr).toBe(1);
  }, 60_000);

  // A partial has no front matter or title of its own; a writer who names it gets told why it is skipped.
  it('skips a partial (a file starting with _) with a line saying so, and exits 0', () => {
    const partial = 'docs/how-tos/consumer-esim/_portal-result.mdx';
    const cli = spawnSync('npm', ['run', '--silent', 'check', '--', partial], {cwd: siteDir, encoding: 'utf8'});
    expect(cli.stdout).toBe('');
    expect(cli.stderr).toContain(`skipped, partials are checked in the pages that import them: ${partial}`);
    // It checks nothing else: not the pages changed in the working tree, which a run without files would check.
    expect(cli.stderr).not.toMatch(/checked:|No changed pages/);
    expect(cli.status, cli.stderr).toBe(0);
  }, 60_000);
});
