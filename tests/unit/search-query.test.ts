import {describe, expect, it, vi} from 'vitest';
import {TermIndex} from '../../search/engine';
import {APPLIED_SETTINGS, MAX_QUERY_LENGTH, SearchIndex, type SearchParams} from '../../search/query';
import type {DocSearchRecord, Hierarchy} from '../../search/records';
import {indexSettings} from '../../search/settings';

interface AttributeResult {
  value: string;
  matchLevel: string;
  matchedWords: string[];
}
/** The parts of a hit these tests read. */
interface Hit {
  _highlightResult: {hierarchy: Record<string, AttributeResult>; content?: AttributeResult};
  _snippetResult: {hierarchy?: Record<string, AttributeResult>; content?: AttributeResult};
}

let position = 0;
function record(
  url: string,
  type: DocSearchRecord['type'],
  hierarchy: Partial<Hierarchy>,
  content: string | null = null,
): DocSearchRecord {
  const levels: Hierarchy = {
    lvl0: 'Documentation',
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...hierarchy,
  };
  const level = {lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0}[type];
  return {
    objectID: `object-${position}`,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.split('#')[1] ?? null,
    type,
    hierarchy: levels,
    content,
    weight: {pageRank: 0, level, position: position++},
    language: url.includes('/fr/') ? 'fr' : 'en',
    version: ['current'],
    docusaurus_tag: ['default', 'docs-default-current'],
  };
}

const android = {lvl0: 'Getting started', lvl1: 'APN settings for Android'};
const records = [
  record('https://d.test/android', 'lvl1', android),
  record('https://d.test/android#roaming', 'lvl2', {...android, lvl2: 'Data roaming'}),
  record(
    'https://d.test/android#roaming',
    'content',
    {...android, lvl2: 'Data roaming'},
    'Turn data roaming on, or the phone never opens a data session.',
  ),
  record('https://d.test/rest', 'lvl1', {lvl0: 'APIs and SDKs', lvl1: 'REST API'}),
  record(
    'https://d.test/rest#authentication',
    'content',
    {lvl0: 'APIs and SDKs', lvl1: 'REST API', lvl2: 'Authentication'},
    'Send the application token to the authenticate endpoint and keep the auth_token it returns for four hours before asking for a new one with the refresh token.',
  ),
  record(
    'https://d.test/xss',
    'content',
    {lvl1: 'Markup <b>in</b> titles'},
    'A roaming record with <img src=x onerror=alert(1)> inside.',
  ),
  record('https://d.test/fr/android', 'lvl1', {lvl0: 'Démarrage', lvl1: 'Android roaming'}),
];
const index = new SearchIndex(records);
const search = (params: SearchParams) =>
  index.search({highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...params});

describe('SearchIndex', () => {
  it('ranks a title match above a content match, and one hit per URL', () => {
    const {hits} = search({query: 'roaming'});
    const urls = hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.indexOf('https://d.test/android#roaming')).toBeLessThan(urls.indexOf('https://d.test/xss'));
    // The heading record wins over the paragraph that shares its URL.
    expect(hits.find((hit) => hit.url === 'https://d.test/android#roaming')?.type).toBe('lvl2');
  });

  it('matches a prefix of the last word and tolerates a typo', () => {
    expect(search({query: 'authent'}).hits[0]?.url).toBe('https://d.test/rest#authentication');
    expect(search({query: 'andriod'}).hits[0]?.url).toBe('https://d.test/android');
  });

  it('highlights matches with the requested tags in _highlightResult', () => {
    const [hit] = search({query: 'android'}).hits as unknown as Hit[];
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: 'APN settings for <mark>Android</mark>',
      matchLevel: 'full',
      matchedWords: ['android'],
    });
    expect(hit._highlightResult.hierarchy.lvl0.matchLevel).toBe('none');
  });

  it('cuts snippets to the requested number of words around the match, with the ellipsis', () => {
    const [hit] = search({query: 'refresh', attributesToSnippet: ['content:5'], snippetEllipsisText: '…'})
      .hits as unknown as Hit[];
    const snippet: string = hit._snippetResult.content!.value;
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>refresh</mark>');
    expect(
      snippet
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
  });

  it('escapes HTML in record text so only its own tags are markup', () => {
    const [hit] = search({query: 'onerror', attributesToSnippet: ['content:10', 'hierarchy.lvl1:10']})
      .hits as unknown as Hit[];
    expect(hit._highlightResult.content!.value).toContain('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    expect(hit._snippetResult.hierarchy!.lvl1.value).toBe('Markup &lt;b&gt;in&lt;/b&gt; titles');
  });

  it('pages with hitsPerPage and page', () => {
    const first = search({query: 'roaming', hitsPerPage: 2, page: 0});
    const second = search({query: 'roaming', hitsPerPage: 2, page: 1});
    expect(first.nbHits).toBe(3);
    expect(first.nbPages).toBe(2);
    expect(first.hits).toHaveLength(2);
    expect(second.page).toBe(1);
    expect(second.hits.map((hit) => hit.url)).not.toContain(first.hits[0].url);
  });

  it('applies facet filters: AND across groups, OR within one', () => {
    const english = search({
      query: 'roaming',
      facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:nope']],
    });
    expect(english.hits.map((hit) => hit.url)).not.toContain('https://d.test/fr/android');
    const french = search({query: 'roaming', facetFilters: ['language:fr']});
    expect(french.hits.map((hit) => hit.url)).toEqual(['https://d.test/fr/android']);
    const none = search({query: 'roaming', facetFilters: [['language:de']]});
    expect(none.nbHits).toBe(0);
  });

  it(`cuts the query at ${MAX_QUERY_LENGTH} characters`, () => {
    const long = `android ${'x'.repeat(100)}`;
    const response = search({query: long});
    expect(response.query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('answers an empty query with every record, like Algolia', () => {
    const response = search({query: '', hitsPerPage: 100});
    expect(response.nbHits).toBe(new Set(records.map((item) => item.url)).size);
  });

  it('answers a query that matches nothing with no hits', () => {
    const response = search({query: 'zzqqxx'});
    expect(response).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 0});
  });

  it('adds a queryID only with clickAnalytics, and counts requested facets', () => {
    expect(search({query: 'android'}).queryID).toBeUndefined();
    expect(search({query: 'android', clickAnalytics: true}).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(search({query: 'roaming', facets: ['language']}).facets).toEqual({language: {en: 2, fr: 1}});
  });

  it('returns only the attributes asked for, plus objectID', () => {
    const [hit] = search({query: 'android', attributesToRetrieve: ['hierarchy.lvl1', 'url']}).hits;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    expect(hit.hierarchy).toEqual({lvl1: 'APN settings for Android'});
  });

  it('orders records of equal weights (the same place on different pages) by how well their words match', () => {
    const tied = (url: string, content: string): DocSearchRecord => ({
      ...record(url, 'content', {lvl1: 'Modem notes'}, content),
      weight: {pageRank: 0, level: 0, position: 3},
    });
    const strong = tied('https://d.test/strong', 'Attach attach attach: the attach procedure.');
    const weak = tied('https://d.test/weak', 'Before the modem can attach it scans every band it supports.');
    for (const order of [
      [weak, strong],
      [strong, weak],
    ]) {
      const urls = new SearchIndex(order).search({query: 'attach'}).hits.map((hit) => hit.url);
      expect(urls).toEqual(['https://d.test/strong', 'https://d.test/weak']);
    }
  });

  it('expands each word of a query into the words of the index once, for matching and ranking alike', () => {
    const fresh = new SearchIndex(records);
    const expand = vi.spyOn(TermIndex.prototype, 'expand');
    fresh.search({query: 'data roam'});
    expect(expand.mock.calls.map(([leaf]) => leaf.term).sort()).toEqual(['data', 'roam']);
    expand.mockRestore();
  });

  it('ranks a repeated query once, and again when its facet filters differ', () => {
    const fresh = new SearchIndex(records);
    const ranking = vi.spyOn(TermIndex.prototype, 'leaf');
    const first = fresh.search({query: 'roaming'});
    // The same words typed again by another reader.
    expect(fresh.search({query: 'Roaming'}).hits).toEqual(first.hits);
    expect(ranking).toHaveBeenCalledTimes(1);
    fresh.search({query: 'roaming', facetFilters: ['language:fr']});
    expect(ranking).toHaveBeenCalledTimes(2);
    ranking.mockRestore();
  });
});

describe('the index settings', () => {
  it('holds only settings the embedded engine applies, so both engines rank the same way', () => {
    expect(Object.keys(indexSettings).filter((key) => !(APPLIED_SETTINGS as readonly string[]).includes(key))).toEqual(
      [],
    );
  });

  it('snippets content and retrieves the settings’ attributes when a query names none', () => {
    const [hit] = new SearchIndex(records).search({query: 'refresh'}).hits as unknown as (Hit & {language?: string})[];
    expect(hit._snippetResult.content?.value.length).toBeLessThan(String(records[4].content).length);
    expect(hit.language).toBeUndefined();
  });
});

describe('relevance beyond single records', () => {
  const page = (path: string, lvl1: string, ...sections: [heading: string, text: string][]) => [
    record(`https://d.test/${path}`, 'lvl1', {lvl0: 'Guides', lvl1}),
    ...sections.map(([lvl2, text]) =>
      record(`https://d.test/${path}#${lvl2}`, 'content', {lvl0: 'Guides', lvl1, lvl2}, text),
    ),
  ];
  const guides = new SearchIndex([
    ...page('sms-interface', 'SMS interface', [
      'Phones',
      'Configure the APN on an iPhone before you test the SMS interface.',
    ]),
    ...page(
      'ios',
      'iOS',
      ['Set the APN', 'Open Mobile Data Network and enter the APN.'],
      ['Verify', 'Open a web page in Safari.'],
    ),
    ...page('sso', 'SSO with Microsoft Entra ID', ['Before you start', 'You need an administrator of the tenant.']),
    ...page('policies', 'Service policies', ['Limits', 'Each policy sets the data limits of its devices.']),
    ...page(
      'errors',
      'Errors',
      ['Codes', 'A 404 answer means the id does not exist.'],
      ['Other', 'A 405 answer names the allowed methods.'],
    ),
    ...page('apn', 'APN settings', ['Values', 'The access point name and its credentials.']),
    ...page('sims', 'Register SIMs', ['Batches', 'Register your cards in batches.']),
    ...page(
      'fields',
      'Fields',
      ['Token', 'The auth_token field holds the token.'],
      ['Other', 'Auth and token, apart.'],
    ),
  ]);
  const pagesFor = (query: string) => [
    ...new Set(guides.search({query}).hits.map((hit) => new URL(String(hit.url)).pathname)),
  ];

  it('finds a page by a synonym of its words, whole phrases included', () => {
    expect(pagesFor('iphone')[0]).toBe('/ios');
    expect(pagesFor('azure ad sso')).toEqual(['/sso']);
    expect(pagesFor('active directory')).toEqual(['/sso']);
    expect(pagesFor('service profile')).toEqual(['/policies']);
  });

  it('answers a question whose words are spread over a page, not only the one record that has them all', () => {
    // The iOS page has the APN in one section and iOS in its title; the SMS page happens to have every word in one paragraph.
    expect(pagesFor('configure apn on iphone').slice(0, 2).sort()).toEqual(['/ios', '/sms-interface']);
  });

  it('ranks first the page that has every word, though in different sections', () => {
    expect(pagesFor('safari apn')[0]).toBe('/ios');
  });

  it('does not require optional words', () => {
    expect(pagesFor('configure safari')[0]).toBe('/ios');
  });

  it('ranks a section many pages repeat after a page that has the words in its own text', () => {
    // Six generated pages list the same error, the words in a heading; the guide has them only in its text.
    const index = new SearchIndex([
      ...Array.from({length: 6}, (_, page) =>
        record(
          `https://d.test/op-${page}#errors`,
          'content',
          {lvl1: `Operation ${page}`, lvl2: '429 Too Many Requests'},
          'Wait, then retry.',
        ),
      ),
      record(
        'https://d.test/limits#limits',
        'content',
        {lvl1: 'Limits', lvl2: 'Budget'},
        'On a 429 answer, wait and retry.',
      ),
    ]);
    expect(new URL(String(index.search({query: '429 retry'}).hits[0].url)).pathname).toBe('/limits');
  });

  it('ranks first, of sections that match alike, the one of a page whose title and description have the words', () => {
    const page = (path: string, title: string, description: string) => [
      record(`https://d.test/${path}`, 'lvl1', {lvl1: title}, description),
      record(`https://d.test/${path}#steps`, 'content', {lvl1: title, lvl2: 'Steps'}, 'Send AT+CGDCONT with the APN.'),
    ];
    const index = new SearchIndex([
      ...page('troubleshooting', 'Troubleshooting', 'Fix a device that does not connect.'),
      ...page('modules', 'Cellular modules', 'AT commands that set the APN.'),
    ]);
    expect(new URL(String(index.search({query: 'apn cgdcont'}).hits[0].url)).pathname).toBe('/modules');
  });

  it("drops the stop words of Algolia's English list that readers add to a question, such as 'all'", () => {
    // Were "all" required, the paragraph that happens to have it would outrank the page the question names.
    const index = new SearchIndex([
      record('https://d.test/list-sims', 'lvl1', {lvl1: 'List SIMs'}),
      record('https://d.test/bulk#steps', 'content', {lvl1: 'Bulk', lvl2: 'Steps'}, 'Activate all SIMs in the list.'),
    ]);
    expect(index.search({query: 'list all sims'}).hits[0].url).toBe('https://d.test/list-sims');
  });

  it('keeps an optional word optional when it could also be two words run together', () => {
    // "someone" is an optional word; the other page has "some" and "one", which it could be split into. Were the word
    // required, that page would have more of the words; optional, it only breaks a tie the heading decides.
    const index = new SearchIndex([
      record('https://d.test/roles#observer', 'content', {lvl1: 'Roles', lvl2: 'Observer'}, 'Read-only access.'),
      record('https://d.test/other', 'content', {lvl1: 'Other'}, 'Some observer pages, one each.'),
    ]);
    expect(index.search({query: 'someone observer'}).hits[0].url).toBe('https://d.test/roles#observer');
  });

  it('treats plurals as the same word, not as a typo', () => {
    const [hit] = guides.search({query: 'policies'}).hits;
    expect(hit.url).toBe('https://d.test/policies');
    expect(guides.search({query: 'batch register'}).hits[0].url).toBe('https://d.test/sims#Batches');
  });

  // Each page has a heading of its own; the answers' order shows which words the ranking counted as matched.
  it.each([
    // "phome" is one letter from "phone": the page with both words comes before the one with only "fees".
    {typo: 'a letter', pages: ['Fees', 'Phone fees'], query: 'phome fees', first: ['phone-fees', 'fees']},
    // Both pages have a word starting with "phon"; only "phone" is one swap from "phoen" (two letters by Levenshtein).
    {
      typo: 'a swap of neighbouring letters',
      pages: ['Phonetics', 'Phone'],
      query: 'phoen phon',
      first: ['phone', 'phonetics'],
    },
  ])('counts a word one typo away as matched when ranking, the typo being $typo', ({pages, query, first}) => {
    const slug = (title: string) => title.toLowerCase().replace(/ /g, '-');
    const index = new SearchIndex(pages.map((title) => record(`https://d.test/${slug(title)}`, 'lvl1', {lvl1: title})));
    expect(index.search({query}).hits.map((hit) => String(hit.url).slice('https://d.test/'.length))).toEqual(first);
  });

  it('allows no typos on numbers, and keeps words joined by _ whole', () => {
    expect(guides.search({query: '403'}).nbHits).toBe(0);
    expect(guides.search({query: 'auth_token'}).hits.map((hit) => hit.url)).toEqual(['https://d.test/fields#Token']);
  });
});

/** "rare" on 3 pages, "common" on all, a word starting with "me" on every fifth: one page has all three. */
const spreadWords = (page: number) =>
  ['common', page < 3 ? 'rare' : '', page % 5 === 0 ? `meter${page}` : ''].filter(Boolean).join(' ');
/** An answer without the time it took, to compare two answers. */
const answerOf = ({processingTimeMS: _time, ...rest}: ReturnType<SearchIndex['search']>) => rest;

describe('the order in which a query looks its words up', () => {
  // 300 pages: "common" on all, "rare" on 3, words starting with "me" on 60.
  const spreadRecords = Array.from({length: 300}, (_, page) =>
    record(`https://d.test/page-${page}`, 'content', {lvl1: `Page ${page}`}, spreadWords(page)),
  );
  const spread = new SearchIndex(spreadRecords);

  it('reads a common word only among the records of rarer parts, a short prefix included', () => {
    const leaf = vi.spyOn(TermIndex.prototype, 'leaf');
    try {
      // Few pages have every word, so the pages with all but one join the answer (see below).
      const {hits} = spread.search({query: 'rare common me'});
      expect(hits[0].url).toBe('https://d.test/page-0');
      const unrestricted = leaf.mock.calls.flatMap(([, , among], call) =>
        among ? [] : [leaf.mock.results[call].value.docs.length as number],
      );
      // "rare" (3 records) and "me…" (60) over the whole index; "common" only among their records.
      expect(unrestricted.sort((a, b) => a - b)).toEqual([3, 60]);
    } finally {
      leaf.mockRestore();
    }
  });

  it('gives the same answers whichever part it looks up first', () => {
    // The parts' frequencies reversed: the most common word first, the rarest last.
    const reversed = new SearchIndex(spreadRecords);
    const internals = reversed as unknown as {frequencyOf: (...args: unknown[]) => number};
    const frequencyOf = internals.frequencyOf.bind(reversed);
    internals.frequencyOf = (...args) => -frequencyOf(...args);
    for (const query of ['rare common me', 'common rare', 'meter10 common', 'rare meter5 common page', 'comm']) {
      const params = {query, hitsPerPage: 1000, facets: ['*']};
      expect(answerOf(reversed.search(params)), query).toEqual(answerOf(spread.search(params)));
    }
  });
});

describe('arrays a query borrows', () => {
  // 120 pages of two records each, a heading and its paragraph with the same words, so that one URL has two
  // candidates: queries of one part, of several, and with the phase that adds pages with only some of the words.
  const spreadRecords = Array.from({length: 120}, (_, page) => [
    record(`https://d.test/page-${page}#words`, 'content', {lvl1: `Page ${page}`, lvl2: 'Words'}, spreadWords(page)),
    record(`https://d.test/page-${page}#words`, 'lvl2', {lvl1: `Page ${page}`, lvl2: spreadWords(page)}),
  ]).flat();
  const pools = ['recordMarks', 'recordPlaces', 'urlBest'];
  const freeArrays = (index: SearchIndex, pool: string) =>
    (index as unknown as Record<string, {free: (Uint8Array | Int32Array)[]}>)[pool].free;

  it('gives back zeroed all it borrowed: an answer does not depend on the queries before it', () => {
    const reused = new SearchIndex(spreadRecords);
    const queries = ['rare common me', 'common', 'me', 'rare meter5 common page', 'page 1', 'comm', 'meter10 common'];
    const held = new Map(pools.map((pool) => [pool, 0]));
    for (const query of [...queries, ...[...queries].reverse()]) {
      const params = {query, hitsPerPage: 1000, facets: ['*']};
      expect(answerOf(reused.search(params)), query).toEqual(answerOf(new SearchIndex(spreadRecords).search(params)));
      for (const pool of pools) {
        const free = freeArrays(reused, pool);
        // Every array borrowed came back (none left to the collector, which would allocate anew), all zeroes.
        expect(free.length, `${pool} after "${query}"`).toBeGreaterThanOrEqual(Math.max(1, held.get(pool)!));
        held.set(pool, free.length);
        for (const array of free)
          expect(
            array.findIndex((entry) => entry !== 0),
            `${pool} after "${query}"`,
          ).toBe(-1);
      }
      // A new ranking each time, not the one kept from the same query earlier.
      (reused as unknown as {recentRankings: Map<string, unknown>}).recentRankings.clear();
    }
  });
});

describe('records with only some of the words, when few pages have them all', () => {
  // One page has every word; 1,200 have two of the three, in paragraphs of 0 to 1,199 other words, so that BM25
  // scores the shorter paragraphs higher. The engine keeps the best-scored 500 of those.
  const partialPages = 1200;
  const kept = 500;
  const filler = (count: number) => Array.from({length: count}, (_, word) => `w${word}`).join(' ');
  const some = new SearchIndex([
    record('https://d.test/all', 'content', {lvl1: 'All'}, 'alpha beta gamma'),
    ...Array.from({length: partialPages}, (_, length) =>
      record(`https://d.test/some-${length}`, 'content', {lvl1: 'Some'}, `alpha beta ${filler(length)}`),
    ),
  ]);

  it('answers with the page that has them all, then the best-scored of those with some', () => {
    const {hits, nbHits} = some.search({query: 'alpha beta gamma', hitsPerPage: 1000});
    expect(nbHits).toBe(1 + kept);
    expect(hits[0].url).toBe('https://d.test/all');
    const partial = hits.slice(1).map((hit) => Number(String(hit.url).split('-')[1]));
    expect(partial.sort((a, b) => a - b)).toEqual(Array.from({length: kept}, (_, length) => length));
  });
});

describe('words a reader runs together, splits or asks in a whole sentence', () => {
  const pages = new SearchIndex([
    record('https://d.test/events', 'lvl1', {lvl1: 'Event types'}),
    record('https://d.test/events#ids', 'content', {lvl1: 'Event types', lvl2: 'Ids'}, 'Each event type has an id.'),
    record('https://d.test/graphql', 'content', {lvl1: 'Queries'}, 'The eventTypes query lists them.'),
    record('https://d.test/streamer', 'lvl1', {lvl1: 'Multicloud streamer'}),
    record('https://d.test/people', 'content', {lvl1: 'Employees'}, 'Invite a colleague and give them a role.'),
    record('https://d.test/trial', 'content', {lvl1: 'Trial'}, 'Start a trial organisation.'),
  ]);
  const pagesFor = (query: string) =>
    [...new Set(pages.search({query}).hits.map((hit) => new URL(String(hit.url)).pathname))].slice(0, 3);

  it('searches a word typed for two the index has apart as well, as Algolia splits it', () => {
    // "eventtypes" is also an identifier of the GraphQL page; the page titled "Event types" answers it too.
    expect(pagesFor('eventtypes')).toContain('/events');
  });

  it('searches two words of which the index lacks one as the one word it has, as Algolia concatenates them', () => {
    expect(pagesFor('multi cloud')).toEqual(['/streamer']);
  });

  it('answers a long question with the pages that have the most of its words when no page has all of them', () => {
    expect(pagesFor('invite colleague team organisation role')[0]).toBe('/people');
  });
});
