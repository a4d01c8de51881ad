// src/plugins/route-scripts: the client manifest gets each route module's import path as an origin, so that
// Docusaurus lists a page's route scripts in its HTML. Depends on how three upstream files are written; each
// check below names the one to look at when it fails.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {ManifestWriter, routeScriptsPlugin} from '../../src/plugins/route-scripts';
import {registryImportPaths, withModuleOrigins} from '../../src/plugins/route-scripts/manifest';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const upstream = (file: string) => readFileSync(path.join(core, 'lib', file), 'utf8');

/** A registry line as core/lib/server/codegen/codegenRoutes.js writes it. */
const registryLine = (chunkName: string, modulePath: string) =>
  `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('registryImportPaths', () => {
  it('reads the chunk name and import path of each line of the registry Docusaurus generates', () => {
    const source = [
      'export default {',
      registryLine('0371ee29', '@site/docs/how-tos/create-coverage-policies.mdx'),
      registryLine('__comp---theme-doc-item-178-a40', '@theme/DocItem'),
      registryLine('a7bd4aaa', '@generated/docusaurus-plugin-content-docs/default/p/index-7c8.json'),
      '};',
    ].join('\n');
    expect([...registryImportPaths(source)]).toEqual([
      ['0371ee29', '@site/docs/how-tos/create-coverage-policies.mdx'],
      ['__comp---theme-doc-item-178-a40', '@theme/DocItem'],
      ['a7bd4aaa', '@generated/docusaurus-plugin-content-docs/default/p/index-7c8.json'],
    ]);
  });

  it('matches the line the installed Docusaurus generates', () => {
    // If this fails, core/lib/server/codegen/codegenRoutes.js writes registry.js differently: update src/plugins/registry-entry.cjs.
    expect(upstream('server/codegen/codegenRoutes.js')).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });
});

describe('withModuleOrigins', () => {
  const importPaths = new Map([
    ['0371ee29', '@site/docs/a.mdx'],
    ['17896441', '@theme/DocItem'],
  ]);

  it("adds each import path with its chunk name's chunk ids, keeping what was there", () => {
    const manifest = {origins: {main: [792], '0371ee29': ['4014', '5005', '7278'], '17896441': ['17896441']}};
    expect(withModuleOrigins(manifest, importPaths).origins).toEqual({
      ...manifest.origins,
      '@site/docs/a.mdx': ['4014', '5005', '7278'],
      '@theme/DocItem': ['17896441'],
    });
  });

  it('fails the build when no import path gets files, as when the manifest is keyed some other way', () => {
    expect(() => withModuleOrigins({origins: {'4014': ['4014']}}, importPaths)).toThrow(
      /route-scripts: no import path/,
    );
  });

  it('fails the build when the registry yielded nothing, as when Docusaurus writes it differently', () => {
    expect(() => withModuleOrigins({origins: {'0371ee29': ['7278']}}, new Map())).toThrow(
      /route-scripts: no import path/,
    );
  });

  it('leaves a manifest that is already keyed by import path as it is', () => {
    const manifest = {origins: {'@site/docs/a.mdx': [1]}};
    expect(withModuleOrigins(manifest, importPaths).origins).toEqual(manifest.origins);
  });
});

describe('routeScriptsPlugin', () => {
  const plugin = routeScriptsPlugin({generatedFilesDir: '/tmp/generated'} as LoadContext);
  const configure = (plugins: unknown[], isServer = false) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    plugin.configureWebpack!({plugins} as any, isServer, {} as any, undefined as any) as {plugins?: unknown[]};

  it('hooks the client build that writes the manifest', () => {
    expect(configure([new ManifestWriter({filename: '/tmp/generated/client-manifest.json'})]).plugins).toHaveLength(1);
  });

  it('leaves alone the server build and npm run dev, which write none', () => {
    expect(configure([]).plugins).toBeUndefined();
    expect(configure([new ManifestWriter({filename: '/tmp/m.json'})], true).plugins).toBeUndefined();
  });
});

describe('what Docusaurus does with the manifest', () => {
  it('reports the import paths of the registry as the modules a page rendered', () => {
    // core/lib/client/exports/ComponentCreator.js gives react-loadable the registry's second element …
    expect(upstream('client/exports/ComponentCreator.js')).toContain('modules.push(chunkRegistry[1]);');
    // … which the server entry collects, and the page template gets their files.
    expect(upstream('client/serverEntry.js')).toContain('report={(moduleName) => modules.add(moduleName)}');
    expect(upstream('ssg/ssgTemplate.js')).toContain('getBundles)(manifest, modulesToBeLoaded)');
  });

  it("is given a manifest keyed by chunk name (react-loadable-ssr-addon-v5-slorber's webpack 5 branch)", () => {
    // When the addon keys by import path itself, the plugin can go.
    const addon = readFileSync(
      require.resolve('react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js'),
      'utf8',
    );
    expect(addon).toContain('return [names[0] || id];');
  });
});
