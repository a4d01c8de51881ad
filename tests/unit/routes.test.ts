import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../src/config/redirects';
import {isGeneratedDoc} from '../../src/plugins/api-reference';
import {loadDocs, nonDocRoutes} from './docs';

const specRoutes = readFileSync(path.resolve(__dirname, '../fixtures/routes.txt'), 'utf8').split('\n').filter(Boolean);
const docs = loadDocs();
const docRoutes = new Set(docs.map((doc) => doc.route));
const written = docs.filter((doc) => !isGeneratedDoc(doc.file));

describe('routes', () => {
  it('has a doc for every route of the spec but /search (a theme page) and /changelog (the blog)', () => {
    const missing = specRoutes.filter((route) => !nonDocRoutes.includes(route) && !docRoutes.has(route));
    expect(missing).toEqual([]);
  });

  // The generated API reference adds routes of its own under /rest/reference and /graphql/reference.
  it('has no written doc the spec does not name', () => {
    const extra = written.map((doc) => doc.route).filter((route) => !specRoutes.includes(route));
    expect(extra).toEqual([]);
  });

  it('has generated reference pages only under the reference routes', () => {
    const generated = docs.filter((doc) => isGeneratedDoc(doc.file)).map((doc) => doc.route);
    expect(generated.length).toBeGreaterThan(0);
    for (const route of generated) expect(route).toMatch(/^\/(rest|graphql)\/reference\/[a-z0-9/-]+$/);
    expect(generated.filter((route) => specRoutes.includes(route))).toEqual([]);
  });
});

describe('redirects', () => {
  it('are the four of the spec', () => {
    expect(redirects).toEqual([
      {from: '/quickstart/devices/apn-configuration', to: '/apn-configuration'},
      {from: '/how-tos/multi-inclusive-volumes', to: '/how-tos/data-allowances'},
      {from: '/how-tos/using-csv-files-to-bulk-rename-devices', to: '/how-tos/use-csv-files'},
      {from: '/how-tos/sms-console', to: '/how-tos/use-sms-web-app'},
    ]);
  });

  it.each(redirects)('$from points to an existing page and shadows none', ({from, to}) => {
    expect(docRoutes.has(to)).toBe(true);
    expect(docRoutes.has(from)).toBe(false);
  });
});
