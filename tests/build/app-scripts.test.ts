import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {loadDocs} from '../unit/docs';
import {buildDir, builtPages} from './site';

// What the app's scripts carry for each route, which grows with every page written: the route registry in
// main.js names no route module by its import path (src/upstream/client-registry; the server's copy still does, so
// pages keep listing their route's scripts, tests/e2e/script-loading.spec.ts), and the lazily loaded scripts are
// named by chunk id, so the bundler's runtime needs no map from ids to names (src/upstream/chunk-file-names). The
// docs version's props, which every doc page loads, list each doc without its description: doc cards get theirs from
// a script of their own (src/upstream/doc-card-descriptions).
const jsDir = path.join(buildDir, 'assets', 'js');
const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));

describe("the client's route registry", () => {
  const main = scripts.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const mainSource = () => readFileSync(path.join(jsDir, main[0]!), 'utf8');

  it('is in the app script every page loads, beside the one import path that stays', () => {
    // ComponentCreator names the 404 page's module itself, outside the registry: the sign this is the right file.
    expect(main).toHaveLength(1);
    expect(mainSource()).toContain('"@theme/NotFound"');
  });

  it("names no doc by its import path (a doc's own chunk still does, in its metadata)", () => {
    const importPaths = loadDocs().map((doc) => `"@site/docs/${doc.file.split(path.sep).join('/')}"`);
    expect(importPaths.length).toBeGreaterThan(100);
    const source = mainSource();
    expect(importPaths.filter((importPath) => source.includes(importPath))).toEqual([]);
  });
});

describe('the lazily loaded scripts', () => {
  it('are named by chunk id; only the two entry scripts have names', () => {
    const named = scripts.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(named.sort()).toEqual([
      expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^runtime~main\.[0-9a-f]{8}\.js$/),
    ]);
    expect(scripts.length).toBeGreaterThan(100);
  });
});

describe("the docs version's props and the doc cards", () => {
  const docs = loadDocs();
  const descriptionOf = new Map(docs.map((doc) => [doc.route, String(doc.frontMatter.description)]));
  /**
   * The longest part of a text without quotes, backslashes or characters outside printable ASCII: a script holds it
   * as written however the bundler quotes or escapes the rest (JSON.parse('…') escapes apostrophes, for one).
   */
  const plainPart = (text: string) =>
    text.split(/[^\x20-\x7e]|['"\\]/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');

  it("list every doc without the doc's description", () => {
    const versionProps = scripts.filter((file) =>
      readFileSync(path.join(jsDir, file), 'utf8').includes('"docs-version-current"'),
    );
    expect(versionProps).toHaveLength(1);
    const source = readFileSync(path.join(jsDir, versionProps[0]!), 'utf8');
    expect(docs.filter((doc) => !source.includes(`"${doc.id}"`)).map((doc) => doc.id)).toEqual([]);
    const checked = docs.map((doc) => ({id: doc.id, part: plainPart(String(doc.frontMatter.description))}));
    const distinctive = checked.filter(({part}) => part.length >= 30);
    expect(distinctive.length).toBeGreaterThan(docs.length * 0.9);
    expect(distinctive.filter(({part}) => source.includes(part)).map(({id}) => id)).toEqual([]);
  });

  it("show each linked doc's description, as the server renders them", () => {
    const cards = builtPages().flatMap(({route, html}) => {
      const $ = load(html);
      return $('a.theme-doc-card-container')
        .toArray()
        .map((card) => ({
          route,
          href: $(card).attr('href')!,
          // A category's card (the theme's 🗃) counts its items instead.
          isCategory: $(card).find('.theme-doc-card-icon').text() === '🗃',
          description: $(card).find('.theme-doc-card-description').text(),
        }));
    });
    const docCards = cards.filter(({href, isCategory}) => !isCategory && descriptionOf.has(href));
    // The section pages that list their pages as cards, and most of the docs.
    expect(new Set(docCards.map(({route}) => route)).size).toBeGreaterThanOrEqual(8);
    expect(docCards.length).toBeGreaterThan(40);
    const wrong = docCards.filter(({href, description}) => description !== descriptionOf.get(href));
    expect(wrong).toEqual([]);
  });
});
