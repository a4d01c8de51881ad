import {describe, expect, it} from 'vitest';
import {loadChangelog} from '../../src/plugins/content-check/pages';
import {checkPages, formatFinding, isGenerated, rules} from '../../src/plugins/content-check/rules';
import {loadSite} from '../../src/plugins/content-check/site';
import {loadDocs, type DocFile} from './docs';
import {headings, jsxElements, links, nextSibling, textOf, treeOf} from './mdx-tree';

// The rules `npm run check` runs (src/plugins/content-check), one test per rule over every page, so the two
// cannot disagree. Each failure lists its findings as the command prints them: `docs/file.mdx:line:column message`.
// Fence languages are markdownlint's (MD040, `npm run lint`). The markdown rule is left out here: it is markdownlint
// with the configuration `npm run lint` already runs over every page (tests/unit/content-check.test.ts tests the rule).
const pageRules = rules.filter((rule) => rule.name !== 'markdown');
const docs = loadDocs();
const pages = [...docs, ...loadChangelog()];
const site = loadSite();

describe('every page', () => {
  it.each(pageRules.map((rule) => [rule.name]))(
    'passes the %s rule',
    async (name) => {
      const findings = (await checkPages(pages, site, [name])).map(formatFinding);
      expect(findings, `\n${findings.join('\n')}\n`).toEqual([]);
    },
    120_000,
  );
});

/** The generated API reference (src/plugins/api-reference): every page documents what it was generated from. */
const generatedDocs = docs.filter(isGenerated);

const isWebhookPage = (doc: {file: string}) => doc.file.startsWith('rest/reference/webhooks/');
/** The list of error codes, checked by tests/unit/api-reference.test.ts: no operation of its own. */
const isErrorCodesPage = (doc: {file: string}) => doc.file === 'rest/reference/errors.mdx';

/** The page's `##` heading of that text, to read what follows it. */
const section = (doc: DocFile, text: string) =>
  headings(doc).find((heading) => heading.depth === 2 && heading.text === text);
/** That `## Responses` opens with a `<ResponseList>`, failing at the heading. */
const expectResponseList = (doc: DocFile) => {
  const heading = section(doc, 'Responses');
  const next = heading && nextSibling(doc, heading.node);
  const opensWithList = next?.type === 'mdxJsxFlowElement' && next.name === 'ResponseList';
  expect(opensWithList, `${heading?.where ?? `docs/${doc.file}`}: \`## Responses\` opens with <ResponseList>`).toBe(
    true,
  );
};

describe.each(
  generatedDocs
    .filter((doc) => doc.file.startsWith('rest/') && !isWebhookPage(doc) && !isErrorCodesPage(doc))
    .map((doc) => [doc.file, doc] as const),
)('%s (generated)', (_file, doc) => {
  it('takes its title from the summary and its description from both, with method and path', () => {
    const title = String(doc.frontMatter.title);
    const [endpoint] = jsxElements(doc, 'Endpoint');
    expect(endpoint, 'the method and path line, <Endpoint method path />').toBeDefined();
    expect(String(doc.frontMatter.description).startsWith(title.replace(/\.$/, ''))).toBe(true);
    expect(String(doc.frontMatter.description), endpoint.where).toContain(
      `${endpoint.attributes.method} ${endpoint.attributes.path}`,
    );
  });

  it('shows the request, code samples in three language tabs, and its responses', () => {
    expect(section(doc, 'Request'), 'a `## Request` section').toBeDefined();
    const samples = section(doc, 'Code samples');
    expect(samples, 'a `## Code samples` section').toBeDefined();
    const languageTabs = jsxElements(doc, 'Tabs').filter(
      ({attributes, node}) =>
        attributes.groupId === 'lang' &&
        attributes.queryString === 'lang' &&
        node.position!.start.offset! > samples!.node.position!.start.offset!,
    );
    expect(languageTabs, `<Tabs groupId="lang" queryString="lang"> after ${samples!.where}`).not.toEqual([]);
    const languages = jsxElements(doc, 'CodeBlock').map(({attributes}) => attributes.language);
    expect(languages).toEqual(expect.arrayContaining(['bash', 'python', 'java']));
    expectResponseList(doc);
    expect(
      headings(doc).some(({depth, text}) => depth === 3 && /^[1-5]\d\d\b/.test(text)),
      'a `### <status>`',
    ).toBe(true);
  });
});

// A webhook is a request the platform sends, so its page has no method-and-path line and no code samples.
describe.each(generatedDocs.filter(isWebhookPage).map((doc) => [doc.file, doc] as const))(
  '%s (generated webhook)',
  (_file, doc) => {
    it('shows the signed request, linked to how to verify it, and the answers it expects', () => {
      expect(links(doc).map(({url}) => url)).toContain('/sdks/webhooks');
      expect(section(doc, 'Request'), 'a `## Request` section').toBeDefined();
      const parameters = jsxElements(doc, 'ParameterTable').map(({attributes}) => String(attributes.parameters));
      expect(parameters.join(), 'the X-Webhook-Signature header in a <ParameterTable>').toContain(
        '"name":"X-Webhook-Signature"',
      );
      expectResponseList(doc);
    });
  },
);

describe.each(generatedDocs.filter((doc) => doc.file.startsWith('graphql/')).map((doc) => [doc.file, doc] as const))(
  '%s (generated)',
  (_file, doc) => {
    it('has a section and a table (or "no arguments") for each definition', () => {
      const sections = headings(doc).filter(({depth, text}) => depth === 2 && /^\S+$/.test(text));
      expect(sections.length).toBeGreaterThan(0);
      const noArguments = treeOf(doc).children.filter(
        (node) => node.type === 'paragraph' && textOf(node) === 'This field takes no arguments.',
      );
      const definitions =
        jsxElements(doc, 'SchemaTable').length + jsxElements(doc, 'EnumTable').length + noArguments.length;
      expect(
        definitions,
        `docs/${doc.file}: a table or "no arguments" for each \`##\` definition`,
      ).toBeGreaterThanOrEqual(doc.file.endsWith('scalars.mdx') ? 0 : sections.length);
    });
  },
);
