import type {Config} from '@docusaurus/types';

type FutureConfig = NonNullable<Config['future']>;

/**
 * Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads): every option the v4 flags turn on, but
 * Rspack's persistent cache only while developing. A production build kept the cache in memory from bundling to
 * the end, 0.7 GB at ten times the pages (peak 4.3 -> 3.6 GB, `npm run bench -- --scale 10`), and CI builds
 * start without one anyway; `npm run dev` keeps it, so a restarted dev server reuses it.
 * DOCUSAURUS_BUNDLER=webpack builds the slow way, for the benchmark's comparison.
 */
export function fasterOptions(environment: NodeJS.ProcessEnv = process.env): FutureConfig['faster'] {
  if (environment.DOCUSAURUS_BUNDLER === 'webpack') return false;
  // `docusaurus build` sets NODE_ENV to production before it loads this config; `docusaurus start` to development.
  return {rspackPersistentCache: environment.NODE_ENV !== 'production'};
}
