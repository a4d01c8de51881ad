import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps syntax highlighting small and out of the JavaScript every page loads.
 * - The classic theme registers the Prism languages in a client module, which puts the highlighter in
 *   main.js; that module becomes empty and src/prism/HighlightedContent.tsx registers them instead, in a
 *   chunk that loads only for code the browser renders itself (src/theme/CodeBlock/Content).
 * - prism-react-renderer bundles 40 grammars and 20 themes (26 kB gzip); src/upstream/prism/highlight.ts gives
 *   the theme the same `Highlight` and `Prism` over Prism's core, with only the grammars listed in
 *   `themeConfig.prism.additionalLanguages`.
 */
export function prismWithCodeBlocksPlugin(): Plugin {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return {
    name: 'prism-with-code-blocks',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [path.join(themeClassic, 'lib', 'prism-include-languages.js')]: false,
            'prism-react-renderer$': path.resolve(__dirname, 'highlight.ts'),
          },
        },
      };
    },
  };
}
