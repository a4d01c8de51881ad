import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addModuleOrigins} from './manifest';

/**
 * Lists the scripts of each page's route in its HTML, so the browser fetches them alongside the app's own
 * instead of after them. Docusaurus collects the route modules a page renders (react-loadable's `modules`,
 * core/lib/client/serverEntry.js) and asks the client manifest for their files (getBundles in
 * core/lib/ssg/ssgTemplate.js), but the manifest's writer (react-loadable-ssr-addon-v5-slorber, its webpack 5
 * branch) keys each chunk by its chunk name, while the modules are import paths ('@site/docs/…mdx'): no page
 * listed more than runtime~main and main. The app found its route's chunks only as main.js ran (preload in
 * clientEntry.js): a second round trip before hydration, and on /system-events/event-types over a third of
 * main.js's evaluation task spent adding their script elements. After the client build writes the manifest,
 * this adds each route module's import path as a key for its chunk's files (manifest.ts), taken from the
 * registry Docusaurus generates; the page template loads them after the app's own scripts. Only builds that
 * write the manifest get this (`npm run dev` renders no pages on the server and writes none).
 */
/** The plugin Docusaurus's client build config adds to write the manifest (core/lib/webpack/client.js). */
export const ManifestWriter = createRequire(require.resolve('@docusaurus/core/package.json'))(
  'react-loadable-ssr-addon-v5-slorber',
) as new (options: {filename: string}) => unknown;

export function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      if (isServer || !config.plugins?.some((plugin) => plugin instanceof ManifestWriter)) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap(name: string, run: () => void): void}}}) {
              // After react-loadable-ssr-addon's emit hook has written the manifest, before the pages render.
              compiler.hooks.afterEmit.tap('route-scripts', () => addModuleOrigins(manifestFile, registryFile));
            },
          },
        ],
      };
    },
  };
}
