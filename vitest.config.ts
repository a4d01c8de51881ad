import {defineConfig} from 'vitest/config';
import {upstreamLiteClientPath} from './src/plugins/search-client';

export default defineConfig({
  // As in the site's bundle (src/plugins/search-client.ts), for the tests of src/search/liteClient.ts.
  resolve: {alias: {'algoliasearch-lite-upstream': upstreamLiteClientPath()}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
  },
});
