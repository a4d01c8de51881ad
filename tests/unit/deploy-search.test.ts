import {RECORDS_FILE} from '../../search/server';
import {INDEX_FILE} from '../../search/snapshot';
import {describe, expect, it} from 'vitest';
import {checkDeployableSearch} from '../../src/config/search';

const hosted = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};

describe('a build for publishing', () => {
  it('fails with a clear message when the hosted search is not configured', () => {
    expect(() => checkDeployableSearch({DOCS_DEPLOY: 'true'})).toThrow(
      /DOCS_DEPLOY=true but ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME are not set/,
    );
    expect(() => checkDeployableSearch({DOCS_DEPLOY: 'true', ...hosted, ALGOLIA_SEARCH_KEY: ''})).toThrow(
      /ALGOLIA_SEARCH_KEY is not set/,
    );
  });

  it('passes with the hosted search, and any other build passes without it', () => {
    expect(() => checkDeployableSearch({DOCS_DEPLOY: 'true', ...hosted})).not.toThrow();
    expect(() => checkDeployableSearch({})).not.toThrow();
  });
});

describe('the deploy workflow', () => {
  it('builds for publishing', async () => {
    const {readFileSync} = await import('node:fs');
    const workflow = readFileSync(new URL('../../.github/workflows/deploy.yml', import.meta.url), 'utf8');
    expect(workflow).toMatch(/DOCS_DEPLOY: 'true'/);
  });

  it('publishes neither the records nor the saved index, after pushing the records to Algolia', async () => {
    const {readFileSync} = await import('node:fs');
    const workflow = readFileSync(new URL('../../.github/workflows/deploy.yml', import.meta.url), 'utf8');
    const step = (pattern: RegExp) => workflow.search(pattern);
    const removal = step(
      new RegExp(`rm build/${RECORDS_FILE.replaceAll('.', '\\.')} build/${INDEX_FILE.replaceAll('.', '\\.')}`),
    );
    expect(removal).toBeGreaterThan(step(/npm run search:push/));
    expect(removal).toBeLessThan(step(/upload-pages-artifact/));
  });
});
