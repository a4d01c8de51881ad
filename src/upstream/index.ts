// Every rewrite of upstream or generated code the site makes, each one a folder here (README.md: what, why, guard,
// upstream issue, measured gain). docusaurus.config.ts takes its plugins and page template from this one list.
import type {PluginConfig} from '@docusaurus/types';
import {usesEmbeddedSearch} from '../config/search';
import {chunkFileNamesPlugin} from './chunk-file-names';
import {clientRegistryPlugin} from './client-registry';
import {docCardDescriptionsPlugin} from './doc-card-descriptions';
import {docsearchPatchesPlugin} from './docsearch-bundle';
import {docsearchButtonPlugin} from './docsearch-button';
import {docsearchEmbeddedFooterPlugin} from './docsearch-embedded-footer';
import {idlePrefetchPlugin} from './idle-prefetch';
import {prismWithCodeBlocksPlugin} from './prism';
import {searchClientPlugin} from './search-client';
import {searchPageCountPlugin} from './search-page-count';
import {ssrTemplate} from './ssr-template';
import {tabsWithoutRemountPlugin} from './tabs-without-remount';

/**
 * What a patch buys: `speed` (bytes or main-thread time, measured by `BENCH_ONLY=patches npm run bench`, and it goes
 * when that gain is inside the noise) or `behaviour` (a spec behaviour, which an e2e test names; the build or the
 * site does not work as specified without it).
 */
export type PatchKind = 'speed' | 'behaviour';

interface Patch {
  kind: PatchKind;
  /** The plugin that applies it; the page template is no plugin, and is applied by `upstreamSsrTemplate`. */
  plugin?: PluginConfig;
  /** What a build without the patch needs instead, for the site's own code that reads the patch's output. */
  whenOff?: PluginConfig;
}

/** Every patch by name, its folder's name; the order is the plugins' order in the config. */
export const UPSTREAM_PATCHES = {
  'docsearch-bundle': {kind: 'behaviour', plugin: docsearchPatchesPlugin},
  'docsearch-button': {kind: 'speed', plugin: docsearchButtonPlugin},
  'search-page-count': {kind: 'behaviour', plugin: searchPageCountPlugin},
  prism: {kind: 'speed', plugin: prismWithCodeBlocksPlugin},
  'doc-card-descriptions': {
    kind: 'speed',
    plugin: () => docCardDescriptionsPlugin(),
    whenOff: () => docCardDescriptionsPlugin({dropFromMetadata: false}),
  },
  'tabs-without-remount': {kind: 'speed', plugin: tabsWithoutRemountPlugin},
  'idle-prefetch': {kind: 'speed', plugin: idlePrefetchPlugin},
  'client-registry': {kind: 'speed', plugin: clientRegistryPlugin},
  'chunk-file-names': {kind: 'speed', plugin: chunkFileNamesPlugin},
  'search-client': {kind: 'behaviour', plugin: searchClientPlugin},
  'docsearch-embedded-footer': {
    kind: 'behaviour',
    plugin: usesEmbeddedSearch ? docsearchEmbeddedFooterPlugin : undefined,
  },
  'ssr-template': {kind: 'speed'},
} satisfies Record<string, Patch>;

export type PatchName = keyof typeof UPSTREAM_PATCHES;
export const PATCH_NAMES = Object.keys(UPSTREAM_PATCHES) as PatchName[];

/** The variable that leaves patches out of a build: `UPSTREAM_PATCHES_OFF=idle-prefetch,prism`, or `all`. */
export const PATCHES_OFF_VARIABLE = 'UPSTREAM_PATCHES_OFF';

/** The patches a build leaves out; a name that is no patch fails the build, naming the patches there are. */
export function patchesOff(value: string | undefined): Set<PatchName> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return new Set(PATCH_NAMES);
  const unknown = names.filter((name) => !(PATCH_NAMES as string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${PATCHES_OFF_VARIABLE}: no patch named ${unknown.join(', ')}; the patches are ${PATCH_NAMES.join(', ')} (or all).`,
    );
  }
  return new Set(names as PatchName[]);
}

const off = patchesOff(process.env[PATCHES_OFF_VARIABLE]);

/** The plugins of the patches this build applies. */
export const upstreamPlugins: PluginConfig[] = PATCH_NAMES.flatMap((name) => {
  const {plugin, whenOff} = UPSTREAM_PATCHES[name] as Patch;
  const applied = off.has(name) ? whenOff : plugin;
  return applied ? [applied] : [];
});

/** The page template: the patched copy, or Docusaurus's own when the patch is off. */
export const upstreamSsrTemplate: string | undefined = off.has('ssr-template') ? undefined : ssrTemplate;
