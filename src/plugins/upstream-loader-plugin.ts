import type {Plugin} from '@docusaurus/types';

/**
 * The plugin each upstream patch here needs: its loaders (each through patch-upstream.cjs, failing the build
 * when what it rewrites is gone) run over one upstream file, in the server and client builds alike unless
 * `clientOnly`. The caller's module says what it patches and why.
 */
export function upstreamLoaderPlugin(
  name: string,
  {file, loaders, clientOnly = false}: {file: RegExp; loaders: string[]; clientOnly?: boolean},
): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (clientOnly && isServer) return {};
      return {module: {rules: [{test: file, use: loaders.map((loader) => ({loader}))}]}};
    },
  };
}
