import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {staleReferenceFiles} from '../../src/plugins/api-reference';

const siteDir = path.resolve(__dirname, '../..');

// The build regenerates the reference; this fails first, naming each committed file that differs from
// what api/openapi.yaml and api/schema.graphql generate now (fix: npm run gen:api, then commit).
describe('generated API reference', () => {
  it('is in sync with api/openapi.yaml and api/schema.graphql', async () => {
    expect(await staleReferenceFiles(siteDir), 'stale generated files').toEqual([]);
  });
});
