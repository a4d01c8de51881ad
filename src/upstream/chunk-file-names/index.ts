import type {Plugin} from '@docusaurus/types';

/** The name Docusaurus gives the client's lazily loaded scripts in a production build (core/lib/webpack/base.js). */
export const UPSTREAM_CHUNK_FILENAME = 'assets/js/[name].[contenthash:8].js';
/** The name it gives them in `npm run dev`, which this leaves alone. */
export const UPSTREAM_DEV_CHUNK_FILENAME = '[name].js';

/**
 * Names the client's lazily loaded scripts by chunk id, not chunk name. Docusaurus names each route chunk by a
 * hash of its module's path ('22dd74f7'), so the bundler's runtime, which every page loads first, carries a map
 * from each named chunk's id to that name beside the map from id to content hash: 204 entries, 3.2 kB raw and
 * 1.2 kB gzip for this site's 288 scripts, one entry more for every page written. Ids are as stable as names between builds
 * (deterministic in production), the files are as opaque, and prefetching by chunk name still works: Docusaurus's
 * own map from name to id (ChunkAssetPlugin) does not depend on the file names. Entry scripts (main,
 * runtime~main) and the style sheets keep their names.
 */
export function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      const chunkFilename = config.output?.chunkFilename;
      if (isServer || chunkFilename === UPSTREAM_DEV_CHUNK_FILENAME) return {};
      if (chunkFilename !== UPSTREAM_CHUNK_FILENAME) {
        throw new Error(
          `chunk-file-names: Docusaurus names the client's scripts ${String(chunkFilename)}, not ` +
            `${UPSTREAM_CHUNK_FILENAME}; check core/lib/webpack/base.js and whether this plugin is still needed.`,
        );
      }
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
