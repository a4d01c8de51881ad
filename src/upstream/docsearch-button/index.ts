import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** DocSearch's modal style sheet, wherever the package manager put it (matched as the bundler names it). */
const MODAL_STYLES_FILE = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

/** The name the modal's chunk gets (its code, and its styles in a style sheet of the same name). */
export const MODAL_CHUNK_NAME = 'docsearch-modal';

/**
 * Keeps DocSearch's code out of the JavaScript every page loads. DocSearch 3 is one bundle (modal,
 * autocomplete and its own Algolia client), which the navbar's button and keyboard shortcuts pulled
 * in whole, and a second time as CommonJS through the theme's aliases for DocSearch 4's entry points.
 * The button, the shortcuts and the version now come from src/search/DocSearchButton.tsx; the modal
 * still comes from the bundle, loaded when the reader reaches for search.
 */
export function docsearchButtonPlugin(): Plugin {
  const copied = path.resolve(__dirname, '../../search/DocSearchButton.tsx');
  const modalStyles = createRequire(__filename).resolve('@docsearch/css/dist/modal.css');
  const {ESCAPE_HTML_MODULE} = createRequire(__filename)('../docsearch-bundle/text.cjs') as {
    ESCAPE_HTML_MODULE: string;
  };
  const {version} = createRequire(__filename)('@docsearch/react/package.json') as {version: string};
  /** What each cache group below shares: its modules go into the modal's one chunk, loaded only when asked for. */
  const inModalChunk = {name: MODAL_CHUNK_NAME, chunks: 'async', enforce: true, priority: 60} as const;
  if (version !== '3.9.0') {
    throw new Error(
      `docsearch-button: src/search/DocSearchButton.tsx copies DocSearch 3.9.0; compare it with ${version}.`,
    );
  }
  return {
    name: 'docsearch-button',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@docsearch/react/button': copied,
            '@docsearch/react/useDocSearchKeyboardEvents': copied,
            '@docsearch/react/version': copied,
            // The theme imports DocSearch's whole style sheet with the modal; the button's part comes with the
            // copied button instead, and the modal's part (10 kB, 2.4 kB gzip) stays with the modal.
            '@docsearch/react/style': modalStyles,
          },
        },
        // Docusaurus puts every style sheet, even one only a lazy chunk imports, into the one styles.css that
        // every page loads first (core/lib/webpack/base.js, cacheGroups.styles). The modal's own rules style
        // nothing until the modal opens, and no other rule targets what they style, so they get a chunk of
        // their own that loads with the modal.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // The modal's code in one chunk, whichever import asks for it: the theme's SearchBar (on the
                  // shortcut, or hover or focus of the button) or src/theme/SearchBar (when the page is idle).
                  // Left to the defaults, each import got its own copy of the small modules, and the shortcut
                  // fetched those again after the idle preload.
                  docsearchModal: {
                    test: /[\\/]@docsearch[\\/](react[\\/]|css[\\/]dist[\\/]modal\.css$)/,
                    ...inModalChunk,
                  },
                  // The escaper text.cjs imports into DocSearch's bundle, which would otherwise get a
                  // chunk of its own that the shortcut fetched again after the idle preload.
                  docsearchModalEscaper: {
                    test: (module: object) => (module as {resource?: string}).resource === ESCAPE_HTML_MODULE,
                    ...inModalChunk,
                  },
                  // The module the theme's SearchBar imports for its styles.css with the modal: its rules stay in
                  // styles.css (they style the button), its empty module goes with the modal.
                  docsearchModalThemeStylesModule: {
                    test: /[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$/,
                    type: 'javascript/auto',
                    ...inModalChunk,
                  },
                  docsearchModalStyles: {
                    test: MODAL_STYLES_FILE,
                    type: 'css/mini-extract',
                    ...inModalChunk,
                  },
                },
              },
            },
      };
    },
  };
}
