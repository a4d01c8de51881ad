import {describe, expect, it} from 'vitest';
import {loadChangelog} from '../../src/plugins/content-check/pages';
import {checkPages, formatFinding, isGenerated, rules} from '../../src/plugins/content-check/rules';
import {loadSite} from '../../src/plugins/content-check/site';
import {loadDocs} from './docs';

// The rules `npm run check` runs (src/plugins/content-check), one test per rule over every page, so the two
// cannot disagree. Each failure lists its findings as the command prints them: `docs/file.mdx:line:column message`.
// Fence languages are markdownlint's (MD040, `npm run lint`).
const docs = loadDocs();
const pages = [...docs, ...loadChangelog()];
const site = loadSite();

describe('every page', () => {
  it.each(rules.map((rule) => [rule.name]))(
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

describe.each(
  generatedDocs
    .filter((doc) => doc.file.startsWith('rest/') && !isWebhookPage(doc) && !isErrorCodesPage(doc))
    .map((doc) => [doc.file, doc] as const),
)('%s (generated)', (_file, doc) => {
  it('takes its title from the summary and its description from both, with method and path', () => {
    const title = String(doc.frontMatter.title);
    const endpoint = doc.body.match(/<Endpoint method="([A-Z]+)" path="([^"]+)" \/>/);
    expect(endpoint, 'the method and path line').not.toBeNull();
    expect(String(doc.frontMatter.description).startsWith(title.replace(/\.$/, ''))).toBe(true);
    expect(String(doc.frontMatter.description)).toContain(`${endpoint![1]} ${endpoint![2]}`);
  });

  it('shows the request, code samples in three language tabs, and its responses', () => {
    expect(doc.body).toMatch(/^## Request$/m);
    expect(doc.body).toMatch(/^## Code samples\n[\s\S]*<Tabs groupId="lang" queryString="lang">/m);
    for (const language of ['bash', 'python', 'java']) expect(doc.body).toContain(`<CodeBlock language="${language}">`);
    expect(doc.body).toMatch(/^## Responses\n\n<ResponseList /m);
    expect(doc.body).toMatch(/^### [1-5]\d\d\b/m);
  });
});

// A webhook is a request the platform sends, so its page has no method-and-path line and no code samples.
describe.each(generatedDocs.filter(isWebhookPage).map((doc) => [doc.file, doc] as const))(
  '%s (generated webhook)',
  (_file, doc) => {
    it('shows the signed request, linked to how to verify it, and the answers it expects', () => {
      expect(doc.body).toContain('](/sdks/webhooks)');
      expect(doc.body).toMatch(/^## Request$/m);
      expect(doc.body).toContain('"name":"X-Webhook-Signature"');
      expect(doc.body).toMatch(/^## Responses\n\n<ResponseList /m);
    });
  },
);

describe.each(generatedDocs.filter((doc) => doc.file.startsWith('graphql/')).map((doc) => [doc.file, doc] as const))(
  '%s (generated)',
  (_file, doc) => {
    it('has a section and a table (or "no arguments") for each definition', () => {
      const sections = doc.body.match(/^## \S+$/gm) ?? [];
      expect(sections.length).toBeGreaterThan(0);
      const tables =
        doc.body.match(/<SchemaTable |^\| Value \| Description \|$|^This field takes no arguments\.$/gm) ?? [];
      expect(tables.length).toBeGreaterThanOrEqual(doc.file.endsWith('scalars.mdx') ? 0 : sections.length);
    });
  },
);
