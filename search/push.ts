// `npm run search:push`: replaces the hosted Algolia index with the records of the last build.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {algoliasearch} from 'algoliasearch';
import type {DocSearchRecord} from './records';
import {RECORDS_FILE} from './server';
import {indexSettings} from './settings';
import {synonyms} from './synonyms';

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** The Algolia credentials from the environment; throws naming the first variable that is missing. */
export function credentialsFrom(env: NodeJS.ProcessEnv): Record<(typeof REQUIRED)[number], string> {
  const missing = REQUIRED.find((name) => !env[name]);
  if (missing) throw new Error(`${missing} is not set: search:push needs ${REQUIRED.join(', ')}.`);
  return Object.fromEntries(REQUIRED.map((name) => [name, env[name]!])) as Record<(typeof REQUIRED)[number], string>;
}

export async function pushRecords(buildDir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME} = credentialsFrom(env);
  const records = JSON.parse(readFileSync(path.join(buildDir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  const client = algoliasearch(ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY);
  // replaceAllObjects writes a temporary index and moves it over the live one: readers never see a half index.
  await client.replaceAllObjects({
    indexName: ALGOLIA_INDEX_NAME,
    objects: records as unknown as Record<string, unknown>[],
  });
  // The settings and synonyms the embedded engine follows, so the hosted search ranks the same way.
  await client.setSettings({indexName: ALGOLIA_INDEX_NAME, indexSettings});
  await client.saveSynonyms({indexName: ALGOLIA_INDEX_NAME, synonymHit: synonyms, replaceExistingSynonyms: true});
  return records.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  pushRecords(path.resolve(process.argv[2] ?? 'build'), process.env).then(
    (count) => console.log(`Pushed ${count} records to Algolia.`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
