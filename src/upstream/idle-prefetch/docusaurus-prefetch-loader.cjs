// Bundler loader for @docusaurus/core's lib/client/docusaurus.js: its prefetchHelper (lib/client/prefetch.js,
// which adds one <link rel="prefetch"> per call) goes through prefetchOnceWhenIdle in prefetch.client.ts, which
// asks for each script once, in idle time. Fails the build when the import it rewrites is not found.
const path = require('node:path');
const patchUpstream = require('../patch-upstream.cjs');

const UPSTREAM_IMPORT = "import prefetchHelper from './prefetch';";
const CLIENT_MODULE = path.resolve(__dirname, 'prefetch.client.ts');

module.exports = function docusaurusPrefetchLoader(source) {
  return patchUpstream(
    source,
    [
      [
        UPSTREAM_IMPORT,
        [
          "import upstreamPrefetchHelper from './prefetch';",
          `import {prefetchOnceWhenIdle} from ${JSON.stringify(CLIENT_MODULE)};`,
          'const prefetchHelper = prefetchOnceWhenIdle(upstreamPrefetchHelper);',
        ].join('\n'),
      ],
    ],
    `idle-prefetch: @docusaurus/core's lib/client/docusaurus.js no longer has "${UPSTREAM_IMPORT}"; ` +
      'check whether it still prefetches each chunk of each route at once.',
  );
};
