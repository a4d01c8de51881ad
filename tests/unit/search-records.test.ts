import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CODE_RECORD_LENGTH, extractRecords, isIndexable, parsePage, type DocSearchRecord} from '../../search/records';
import {RECORDS_FILE} from '../../search/server';
import {PAGE_CONTROL_ATTRIBUTE} from '../../src/pageControl';
import {parseBuiltPages} from '../../src/plugins/build-output/files';
import {pageRankOf, writeSearchRecords} from '../../src/plugins/build-output/search-records';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures/search', name), 'utf8');
const url = 'https://docs.test/apn-configuration/android';
const records = extractRecords(fixture('doc-page.html'), url);

describe('isIndexable', () => {
  it('takes doc pages and skips unlisted and not-found pages', () => {
    expect(isIndexable(fixture('doc-page.html'))).toBe(true);
    expect(isIndexable(fixture('unlisted-page.html'))).toBe(false);
    expect(isIndexable(fixture('not-found.html'))).toBe(false);
  });

  it('takes a page parsePage parsed, as the build does to parse each page once', () => {
    expect(isIndexable(parsePage(fixture('doc-page.html')))).toBe(true);
    expect(isIndexable(parsePage(fixture('unlisted-page.html')))).toBe(false);
    expect(extractRecords(parsePage(fixture('doc-page.html')), url)).toEqual(records);
  });
});

describe('extractRecords', () => {
  it('starts with the page record: lvl0 from the outermost active sidebar category, lvl1 the h1', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url,
      url_without_anchor: url,
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Getting started', lvl1: 'APN settings for Android', lvl2: null},
      weight: {pageRank: 0, level: 100, position: 0},
      language: 'en',
      version: ['current'],
      docusaurus_tag: ['docs-default-current'],
    });
  });

  it("gives the page record the page's description as its text, and none without one", () => {
    const described = extractRecords(
      '<html><head><meta name="docusaurus_tag" content="docs-default-current">' +
        '<meta name="description" content="Invite colleagues and assign their roles."></head>' +
        '<body><article><h1>Employees</h1><div class="theme-doc-markdown"><p>Text.</p></div></article></body></html>',
      'https://docs.test/employees',
    );
    expect(described[0]).toMatchObject({type: 'lvl1', content: 'Invite colleagues and assign their roles.'});
    expect(records[0].content).toBeNull();
  });

  it('makes a record per heading, with its anchor and the headings above it', () => {
    const h3 = records.find((record) => record.type === 'lvl3');
    expect(h3).toMatchObject({
      url: `${url}#fields`,
      anchor: 'fields',
      hierarchy: {lvl1: 'APN settings for Android', lvl2: 'Add the APN', lvl3: 'Fields', lvl4: null},
      weight: {level: 80},
    });
    const secondH2 = records.filter((record) => record.type === 'lvl2')[1];
    expect(secondH2.hierarchy).toMatchObject({lvl2: 'Check the connection', lvl3: null});
  });

  it('indexes paragraphs, list items (nested ones on their own) and table cells as content', () => {
    const contents = records.filter((record) => record.type === 'content').map((record) => record.content);
    expect(contents).toEqual([
      'Android phones and tablets need one access point name entry.',
      'Open Settings.',
      'Tap Access Point Names',
      'Nested step about roaming',
      'Save the entry.',
      'Authentication',
      'None',
      'A mobile data icon with LTE shows that <data> flows.',
    ]);
  });

  it('gives content the anchor of the heading above it, and no heading anchors text', () => {
    const last = records.at(-1)!;
    expect(last).toMatchObject({url: `${url}#check-the-connection`, anchor: 'check-the-connection'});
    expect(records.every((record) => !record.hierarchy.lvl2?.includes('#'))).toBe(true);
  });

  it('gives each record a unique objectID and its position', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records.map((record) => record.weight.position)).toEqual(records.map((_, index) => index));
  });

  it('falls back to Documentation for pages outside any category', () => {
    const html = fixture('doc-page.html').replace(/menu__link--active/g, '');
    expect(extractRecords(html, url)[0].hierarchy.lvl0).toBe('Documentation');
  });
});

describe('extractRecords on repeated and empty markup', () => {
  const html = (body: string) =>
    `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body><article><header><h1>Get a SIM</h1></header><div class="theme-doc-markdown">${body}</div></article></body></html>`;
  const table = '<table><tr><td>status</td><td>integer</td></tr></table>';

  it('indexes a table repeated in one section once, and again in another section', () => {
    const extracted = extractRecords(
      html(`<h2 id="errors">Errors</h2>${table}${table}<h2 id="fields">Fields</h2>${table}`),
      'https://docs.test/get-sim',
    );
    expect(extracted.filter((record) => record.content === 'integer').map((record) => record.anchor)).toEqual([
      'errors',
      'fields',
    ]);
  });

  it('makes no record of a page control, such as the REST reference\'s "Try it" panel', () => {
    const extracted = extractRecords(
      html(
        `<h2 id="a">Send an SMS</h2><details ${PAGE_CONTROL_ATTRIBUTE}=""><summary>Try it</summary><p>Sends this call from your browser.</p></details><p>The response is 201.</p>`,
      ),
      'https://docs.test/x',
    );
    expect(extracted.filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'The response is 201.',
    ]);
  });

  it('makes no record of a heading without text, while its section still starts', () => {
    const extracted = extractRecords(html('<h2 id="a">A</h2><h3 id="empty"></h3><p>Text.</p>'), 'https://docs.test/x');
    expect(extracted.map((record) => [record.type, record.anchor])).toEqual([
      ['lvl1', null],
      ['lvl2', 'a'],
      ['content', 'empty'],
    ]);
  });
});

describe('extractRecords on code in language tabs', () => {
  const page = (body: string) =>
    `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body><article><h1>Send an SMS</h1><div class="theme-doc-markdown">${body}</div></article></body></html>`;
  // A code block as Docusaurus renders it: one div per line, each ending with <br>.
  const codeBlock = (...lines: string[]) =>
    `<div class="language-java theme-code-block"><div class="codeBlockContent"><pre class="prism-code"><code>${lines
      .map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`)
      .join('')}</code></pre><div class="buttonGroup"><button>Copy</button></div></div></div>`;
  const tabs = (...panels: string[]) =>
    `<div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item">curl</li><li role="tab" class="tabs__item">Java</li></ul><div class="margin-top--md">${panels
      .map((panel, index) => `<div role="tabpanel" class="tabItem"${index ? ' hidden=""' : ''}>${panel}</div>`)
      .join('')}</div></div>`;
  const contents = (extracted: ReturnType<typeof extractRecords>) =>
    extracted.filter((record) => record.type === 'content').map((record) => [record.anchor, record.content]);

  it("makes each tab panel's code block a record under its heading, hidden panels too, its lines apart", () => {
    const extracted = extractRecords(
      page(
        `<h2 id="code-samples">Code samples</h2>${tabs(
          codeBlock('curl -X POST "https://api.test/api/v1/endpoint/1/sms"'),
          codeBlock('import java.net.http.HttpClient;', '', 'public class  SendSms {', '}'),
        )}<p>The response is 201.</p>`,
      ),
      'https://docs.test/send-sms',
    );
    expect(contents(extracted)).toEqual([
      ['code-samples', 'curl -X POST "https://api.test/api/v1/endpoint/1/sms"'],
      ['code-samples', 'import java.net.http.HttpClient; public class SendSms { }'],
      ['code-samples', 'The response is 201.'],
    ]);
    expect(extracted.find((record) => record.content?.includes('SendSms'))).toMatchObject({
      type: 'content',
      url: 'https://docs.test/send-sms#code-samples',
      hierarchy: {lvl1: 'Send an SMS', lvl2: 'Code samples', lvl3: null},
      weight: {level: 0, position: 3},
    });
  });

  it('leaves out code blocks outside tabs, as the DocSearch template does, and the tab buttons', () => {
    const extracted = extractRecords(
      page(`<h2 id="a">A</h2>${codeBlock('{"id": 1}')}${tabs('<p>Open the Portal.</p>')}`),
      'https://docs.test/x',
    );
    expect(contents(extracted)).toEqual([['a', 'Open the Portal.']]);
  });

  it(`keeps the first ${CODE_RECORD_LENGTH} characters of a long code block, cut between words`, () => {
    const line = 'var response = client.send(request, HttpResponse.BodyHandlers.ofString());';
    const [code] = contents(extractRecords(page(tabs(codeBlock(...Array(10).fill(line)))), 'https://docs.test/x'));
    expect(code[1]!.length).toBeLessThanOrEqual(CODE_RECORD_LENGTH);
    expect(code[1]!.length).toBeGreaterThan(CODE_RECORD_LENGTH - line.length);
    expect(`${Array(10).fill(line).join(' ')} `.startsWith(`${code[1]} `)).toBe(true);
  });
});

describe('writeSearchRecords', () => {
  it('writes the records of every page and the extra ones as one JSON array, in ASCII', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'records-'));
    const page = path.join(outDir, 'apn-configuration', 'android', 'index.html');
    mkdirSync(path.dirname(page), {recursive: true});
    writeFileSync(page, fixture('doc-page.html'));
    // Typographic quotes and dashes, a character beyond the basic plane, a line separator.
    const extra: DocSearchRecord = {...records[0], objectID: 'extra', content: 'The modem’s APN — “iot” 📶 \u2028 é'};
    const extraFile = path.join(outDir, 'extra.json');
    writeFileSync(extraFile, JSON.stringify([extra]));

    const counts = writeSearchRecords({
      outDir,
      pages: parseBuiltPages([page]),
      siteUrl: 'https://docs.test',
      extraRecordsFile: extraFile,
    });

    const text = readFileSync(path.join(outDir, RECORDS_FILE), 'utf8');
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(text)).toEqual([...records, extra]);
    expect(counts).toEqual({records: records.length + 1, pages: 1});
  });
});

describe('the page rank of a record', () => {
  it('puts the generated API reference below the guides, which a query matching both equally then shows first', () => {
    expect(pageRankOf('/rest/reference/sims/list-sims')).toBeLessThan(pageRankOf('/rest'));
    expect(pageRankOf('/graphql/reference/queries')).toBeLessThan(pageRankOf('/graphql'));
    expect(pageRankOf('/services/sms')).toBe(0);
  });
});
