import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isGeneratedDoc} from '../../src/plugins/api-reference';
import {provider} from '../../src/provider';
import {loadDocs, locationOf, nonDocRoutes, proseOf, wordCount, type DocFile} from './docs';

const docs = loadDocs();
const routes = new Set(docs.map((doc) => doc.route));
const staticDir = path.resolve(__dirname, '../../static');

/** Pages that list their children with <DocCardList /> may be shorter than the rest. */
const hasCardList = (body: string) => body.includes('<DocCardList');
const MIN_WORDS = 300;
const MIN_WORDS_WITH_CARD_LIST = 120;
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|coming soon|under construction|work in progress)\b/i;

/** Every internal link written as a markdown link, href="/..." or to="/...", with where it stands. */
function internalLinks(doc: DocFile): {link: string; location: string}[] {
  const matches = [
    ...doc.body.matchAll(/\]\((\/[^)\s]*)\)/g),
    ...doc.body.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g),
  ];
  return matches
    .sort((a, b) => a.index - b.index)
    .map((match) => ({link: match[1], location: locationOf(doc, match.index)}));
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

describe.each(docs.map((doc) => [doc.file, doc] as const))('%s', (_file, doc) => {
  it('closes its front matter', () => {
    expect(doc.frontMatterError, `docs/${doc.file}: ${doc.frontMatterError}`).toBeUndefined();
  });

  it('has a title and a 50–160 character description', () => {
    expect(typeof doc.frontMatter.title).toBe('string');
    expect(String(doc.frontMatter.title).length).toBeGreaterThan(2);
    const description = String(doc.frontMatter.description ?? '');
    expect(description.length, `description: "${description}"`).toBeGreaterThanOrEqual(50);
    expect(description.length, `description: "${description}"`).toBeLessThanOrEqual(160);
  });

  // Generated reference pages are tables and samples rather than prose; their own rules are below.
  if (!isGeneratedDoc(doc.file)) {
    it('has enough body text', () => {
      const minimum = hasCardList(doc.body) ? MIN_WORDS_WITH_CARD_LIST : MIN_WORDS;
      expect(wordCount(doc.body)).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('is structured with h2 headings', () => {
    expect(doc.body).toMatch(/^## \S/m);
  });

  it('has no placeholder words', () => {
    const text = `${String(doc.frontMatter.description)}\n${proseOf(doc.body)}`;
    expect(text.match(PLACEHOLDER)?.[0]).toBeUndefined();
  });

  it('gives every code fence a language', () => {
    const fences = [...doc.body.matchAll(/^(\s*)(```+|~~~+)(.*)$/gm)];
    const openings = fences.filter((_, index) => index % 2 === 0);
    for (const fence of openings) expect(fence[3].trim(), `fence: ${fence[0]}`).not.toBe('');
  });

  it('links only to pages and files that exist', () => {
    const broken = internalLinks(doc)
      .filter(({link}) => {
        const target = link.split('#')[0].split('?')[0].replace(/\/$/, '') || '/';
        const isRoute = routes.has(target) || nonDocRoutes.includes(target);
        return !isRoute && !existsSync(path.join(staticDir, target));
      })
      .map(({link, location}) => `${location}: broken link ${link}: no page or static file has that path`);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('writes provider values only where MDX fills them in', () => {
    // `${provider…}` works inside a JSX template literal ({`…`}); in Markdown code or a fence it is printed as is.
    const outsideTemplateLiterals = doc.body.replace(/\{`[\s\S]*?`\}/g, (literal) => literal.replace(/[^\n]/g, ' '));
    const literal = [...outsideTemplateLiterals.matchAll(/\$\{provider[.\w]*\}/g)].map(
      (match) =>
        `${locationOf(doc, match.index)}: ${match[0]} is printed literally here: write it inside <code>{\`…\`}</code> or <CodeBlock>{\`…\`}</CodeBlock>`,
    );
    expect(literal, literal.join('\n')).toEqual([]);
  });

  it('takes provider values from the provider module', () => {
    for (const host of providerHosts) expect(doc.body, `spells out ${host}`).not.toContain(host);
  });

  it('writes Tabs defaults literally, the same in the browser as on the server', () => {
    // Tabs hydrate without remounting (src/plugins/tabs-without-remount): a default computed in the browser
    // would stay on the server's tab. The reader's choice and ?lang= still apply after hydration.
    const computed = [...doc.body.matchAll(/<(Tabs|TabItem)\b/g)].flatMap((tag) =>
      [...openingTag(doc.body, tag.index).matchAll(/\s(defaultValue|default)=\{(?!(?:null|true|false)\})/g)].map(
        (attribute) =>
          `${locationOf(doc, tag.index)}: <${tag[1]} ${attribute[1]}={…}> is computed; ` +
          (attribute[1] === 'default' ? 'write a bare default' : `write defaultValue="…"`),
      ),
    );
    expect(computed, computed.join('\n')).toEqual([]);
  });
});

/** The generated API reference (src/plugins/api-reference): every page documents what it was generated from. */
const generatedDocs = docs.filter((doc) => isGeneratedDoc(doc.file));

describe.each(generatedDocs.filter((doc) => doc.file.startsWith('rest/')).map((doc) => [doc.file, doc] as const))(
  '%s (generated)',
  (_file, doc) => {
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
      for (const language of ['bash', 'python', 'java'])
        expect(doc.body).toContain(`<CodeBlock language="${language}">`);
      expect(doc.body).toMatch(/^## Responses\n\n<ResponseList /m);
      expect(doc.body).toMatch(/^### [1-5]\d\d\b/m);
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
