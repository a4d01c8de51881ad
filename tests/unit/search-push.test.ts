import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it, vi} from 'vitest';
import {pushRecords} from '../../search/push';
import {RECORDS_FILE} from '../../search/server';
import {indexSettings} from '../../search/settings';
import {synonyms} from '../../search/synonyms';

const calls: [method: string, argument: unknown][] = [];
vi.mock('algoliasearch', () => ({
  algoliasearch: () =>
    Object.fromEntries(
      ['replaceAllObjects', 'setSettings', 'saveSynonyms'].map((method) => [
        method,
        async (argument: unknown) => void calls.push([method, argument]),
      ]),
    ),
}));

const buildDir = mkdtempSync(path.join(os.tmpdir(), 'search-push-'));
afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

it('search:push sends the records, and the settings and synonyms the embedded engine follows', async () => {
  writeFileSync(path.join(buildDir, RECORDS_FILE), JSON.stringify([{objectID: 'a'}, {objectID: 'b'}]));
  const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};
  expect(await pushRecords(buildDir, env)).toBe(2);
  expect(calls).toEqual([
    ['replaceAllObjects', {indexName: 'docs', objects: [{objectID: 'a'}, {objectID: 'b'}]}],
    ['setSettings', {indexName: 'docs', indexSettings}],
    ['saveSynonyms', {indexName: 'docs', synonymHit: synonyms, replaceExistingSynonyms: true}],
  ]);
  expect(synonyms).toContainEqual(expect.objectContaining({synonyms: ['iphone', 'ios', 'ipad']}));
});
