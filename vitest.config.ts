import {defineConfig} from 'vitest/config';
import {upstreamLiteClientPath} from './src/plugins/docsearch/search-client';

export default defineConfig({
  // As in the site's bundle (src/plugins/docsearch/search-client.ts), for the tests of src/search/lite-client.ts.
  resolve: {alias: {'algoliasearch-lite-upstream': upstreamLiteClientPath()}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
  },
});
