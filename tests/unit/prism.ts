import {createRequire} from 'node:module';
import config from '../../docusaurus.config';

/**
 * The site's Prism, as the browser gets it (src/upstream/prism/highlight.ts, src/prism/HighlightedContent.tsx): Prism's core
 * with the grammars of `themeConfig.prism.additionalLanguages`, loaded in that order.
 */
export function loadSitePrism(): typeof import('prismjs') {
  const require = createRequire(import.meta.url);
  const prism = require('prismjs/components/prism-core') as typeof import('prismjs');
  const globals = globalThis as {Prism?: unknown};
  globals.Prism = prism;
  for (const language of config.themeConfig.prism.additionalLanguages) require(`prismjs/components/prism-${language}`);
  delete globals.Prism;
  return prism;
}
