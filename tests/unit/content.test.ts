import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {provider} from '../../src/provider';
import {loadDocs, proseOf, wordCount} from './docs';

const docs = loadDocs();
const routes = new Set(docs.map((doc) => doc.route));
const staticDir = path.resolve(__dirname, '../../static');

/** Pages that list their children with <DocCardList /> may be shorter than the rest. */
const hasCardList = (body: string) => body.includes('<DocCardList');
const MIN_WORDS = 300;
const MIN_WORDS_WITH_CARD_LIST = 120;
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|coming soon|under construction|work in progress)\b/i;

/** Every internal link target written as a markdown link, href="/..." or to="/...". */
function internalLinks(body: string): string[] {
  const markdown = [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
  const jsx = [...body.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g)].map((match) => match[1]);
  return [...markdown, ...jsx];
}

/** Hosts of the provider module; pages must import the value instead of spelling it out. */
const providerHosts = Object.values(provider.urls)
  .map((url) => (url.includes('@') ? url : new URL(url).host))
  .filter((host, index, all) => all.indexOf(host) === index);

describe.each(docs.map((doc) => [doc.file, doc] as const))('%s', (_file, doc) => {
  it('has a title and a 50–160 character description', () => {
    expect(typeof doc.frontMatter.title).toBe('string');
    expect(String(doc.frontMatter.title).length).toBeGreaterThan(2);
    const description = String(doc.frontMatter.description ?? '');
    expect(description.length, `description: "${description}"`).toBeGreaterThanOrEqual(50);
    expect(description.length, `description: "${description}"`).toBeLessThanOrEqual(160);
  });

  it('has enough body text', () => {
    const minimum = hasCardList(doc.body) ? MIN_WORDS_WITH_CARD_LIST : MIN_WORDS;
    expect(wordCount(doc.body)).toBeGreaterThanOrEqual(minimum);
  });

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
    for (const link of internalLinks(doc.body)) {
      const target = link.split('#')[0].split('?')[0].replace(/\/$/, '') || '/';
      const isRoute = routes.has(target) || target === '/search';
      const isStaticFile = existsSync(path.join(staticDir, target));
      expect(isRoute || isStaticFile, `broken link ${link}`).toBe(true);
    }
  });

  it('takes provider values from the provider module', () => {
    for (const host of providerHosts) expect(doc.body, `spells out ${host}`).not.toContain(host);
  });
});
