import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../src/config/redirects';
import {loadDocs} from './docs';

const specRoutes = readFileSync(path.resolve(__dirname, '../fixtures/routes.txt'), 'utf8').split('\n').filter(Boolean);
const docRoutes = new Set(loadDocs().map((doc) => doc.route));
const nonDocRoutes = ['/search', '/changelog'];

describe('routes', () => {
  it('has a doc for every route of the spec but /search (a theme page) and /changelog (the blog)', () => {
    const missing = specRoutes.filter((route) => !nonDocRoutes.includes(route) && !docRoutes.has(route));
    expect(missing).toEqual([]);
  });

  it('has no doc the spec does not name', () => {
    const extra = [...docRoutes].filter((route) => !specRoutes.includes(route));
    expect(extra).toEqual([]);
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
