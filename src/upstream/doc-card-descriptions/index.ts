import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/** The name the plugin's data goes under; src/theme/DocCard imports `@generated/<name>/default/descriptions.json`. */
export const pluginName = 'doc-card-descriptions';
export const descriptionsFile = 'descriptions.json';
/** That module, as the bundler sees it (.docusaurus/<name>/default/<file>). */
const descriptionsModule = /[\\/]doc-card-descriptions[\\/]default[\\/]descriptions\.json$/;

/**
 * The props modules of the default docs plugin's routes, which core's codegenRoutes.js writes to
 * .docusaurus/<plugin name>/<plugin id>/p/<route>.json. The loader rewrites only its version route's, which every
 * doc page loads (the docs plugin's routes.js gives it `{version: toVersionMetadataProp(…)}`, from its props.js).
 */
export const versionPropsFile =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]p[\\/][^\\/]+\.json$/;

/** Each doc's description by doc id: what a doc card shows under its title. */
function descriptionsOf(docsContent: LoadedContent | undefined): Record<string, string> {
  const versions = docsContent?.loadedVersions ?? [];
  if (versions.length !== 1) {
    throw new Error(
      `${pluginName}: expected one docs version, found ${versions.length}; key the descriptions by version as well ` +
        "(the cards of one version must not show another's).",
    );
  }
  return Object.fromEntries(versions[0].docs.map((doc) => [doc.id, doc.description]));
}

/**
 * Doc cards' descriptions outside the script every doc page loads. The docs plugin gives each page its version's
 * metadata, with the title and description of every doc, for theme-classic's DocCard, which reads a linked doc's
 * description from it (`useDocById`). On this site the descriptions were 11.2 kB of that metadata's 14.5 kB gzip, and
 * grew with every page written, though only the 11 section pages that list their section's pages as cards
 * (`<DocCardList />`) read any of them. This plugin writes the descriptions to a module of its own, which the wrapped
 * DocCard imports, so only the pages with cards load them, and its loader drops them from the version's metadata,
 * in the server and client builds alike (the cards render the same in both). It serves the default docs plugin, the
 * site's only one.
 */
export function docCardDescriptionsPlugin({dropFromMetadata = true} = {}): Plugin {
  const versionPropsLoader = upstreamLoaderPlugin(pluginName, {
    file: versionPropsFile,
    loaders: [path.resolve(__dirname, 'version-props-loader.cjs')],
  });
  return {
    name: pluginName,
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      await actions.createData(descriptionsFile, JSON.stringify(descriptionsOf(docsContent)));
    },
    configureWebpack(config, isServer, utils, content) {
      // With the patch off (src/upstream/index.ts) the module is still written, for the wrapped DocCard.
      if (!dropFromMetadata) return {};
      const rules = versionPropsLoader.configureWebpack!(config, isServer, utils, content);
      if (isServer) return rules;
      return {
        ...rules,
        // One script of its own, which the pages with cards share: Docusaurus turns off the bundler's default
        // groups, so a module that a few pages' chunks import is otherwise copied into each of them. The server
        // build keeps its one bundle (Docusaurus turns splitting off there).
        optimization: {
          splitChunks: {
            cacheGroups: {
              [pluginName]: {test: descriptionsModule, name: pluginName, chunks: 'all', enforce: true, priority: 50},
            },
          },
        },
      };
    },
  };
}
