import type {Plugin} from '@docusaurus/types';

/**
 * The plugin each patch here of upstream or generated code needs: its loaders run over one file, in the server and
 * client builds alike unless `clientOnly`, and in `npm run dev` too unless `productionOnly`. A loader that rewrites
 * one place goes through patch-upstream.cjs; one that rewrites many checks their shape itself. Either fails the build
 * when what it rewrites is gone. The caller's module says what it patches and why.
 */
export function upstreamLoaderPlugin(
  name: string,
  {
    file,
    loaders,
    clientOnly = false,
    productionOnly = false,
  }: {file: RegExp; loaders: string[]; clientOnly?: boolean; productionOnly?: boolean},
): Plugin {
  return {
    name,
    configureWebpack(config, isServer) {
      if ((clientOnly && isServer) || (productionOnly && config.mode !== 'production')) return {};
      return {module: {rules: [{test: file, use: loaders.map((loader) => ({loader}))}]}};
    },
  };
}
