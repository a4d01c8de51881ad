// src/plugins/client-registry blanks the import paths of the client's route registry. It must rewrite every
// entry of the registry the installed Docusaurus generates, fail the build when it cannot, and stay right only
// while the browser never reads those strings: the checks of upstream below name the file to look at.
import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clientRegistryPlugin} from '../../src/plugins/client-registry';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/client-registry/registry-loader.cjs') as (source: string) => string;
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const upstream = (file: string) => readFileSync(path.join(core, 'lib', file), 'utf8');

/** The registry the installed Docusaurus writes for a doc page's routes (core/lib/server/codegen/codegenRoutes.js). */
async function generatedRegistry(): Promise<string> {
  const {generateRouteFiles} = require(path.join(core, 'lib/server/codegen/codegenRoutes.js')) as {
    generateRouteFiles(options: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
  };
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'client-registry-'));
  await generateRouteFiles({
    generatedFilesDir,
    routes: [
      {
        path: '/',
        component: '@theme/DocsRoot',
        exact: false,
        routes: [
          {path: '/rest', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/rest/index.mdx'}},
          {
            path: '/sims/"quoted"',
            component: '@theme/DocItem',
            exact: true,
            modules: {content: '@site/docs/sims/a.mdx'},
          },
        ],
      },
    ],
  });
  return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

describe('the client registry loader', () => {
  it("blanks each entry's import path and keeps its loader and module id, in the registry Docusaurus generates", async () => {
    const registry = await generatedRegistry();
    const entries = registry.split('\n').filter((line) => line.includes('require.resolveWeak('));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const rewritten = loader(registry);
    for (const entry of entries) {
      const [, importPath] = /require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/.exec(entry)!;
      const expected = entry.replace(`, ${importPath}, require.resolveWeak(`, ', "", require.resolveWeak(');
      expect(expected).not.toBe(entry);
      expect(rewritten).toContain(expected);
    }
    expect(rewritten).not.toMatch(/\), "@site\//);
  });

  it('fails the build, saying what to check, when an entry is in another shape', () => {
    const entry =
      '  "0371ee29": [() => import("@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],';
    const changed =
      '  "5e95c892": {load: () => import("@site/docs/b.mdx"), weak: require.resolveWeak("@site/docs/b.mdx")},';
    expect(() => loader(`export default {\n${entry}\n${changed}\n};`)).toThrow(
      /client-registry: 1 of the 2 entries .*codegenRoutes\.js/,
    );
    expect(() => loader('export default {};')).toThrow(/client-registry: 0 of the 0 entries/);
  });

  it('runs in the client build only: the server render reports the import paths', () => {
    const configure = (isServer: boolean) =>
      clientRegistryPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);
    expect(configure(true)).toEqual({});
    expect(configure(false)).toMatchObject({module: {rules: [{test: expect.any(RegExp)}]}});
    expect('/site/.docusaurus/registry.js').toMatch(
      (configure(false) as {module: {rules: {test: RegExp}[]}}).module.rules[0]!.test,
    );
  });
});

describe('why the browser can do without the import paths', () => {
  it('ComponentCreator uses the second element only as react-loadable `modules`', () => {
    // core/lib/client/exports/ComponentCreator.js: if it reads chunkRegistry[1] for anything else, drop the plugin.
    const creator = upstream('client/exports/ComponentCreator.js');
    expect(creator.match(/chunkRegistry\[1\]/g)).toEqual(['chunkRegistry[1]']);
    expect(creator).toContain('modules.push(chunkRegistry[1]);');
  });

  it('react-loadable reads `modules` only to report them to a Capture, which only the server render has', () => {
    const reactLoadable = readFileSync(
      createRequire(path.join(core, 'package.json')).resolve('react-loadable/lib/index.js'),
      'utf8',
    );
    expect(reactLoadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(reactLoadable).toContain('if (this.context && Array.isArray(opts.modules)) {');
    expect(upstream('client/serverEntry.js')).toContain('<Loadable.Capture');
    expect(upstream('client/clientEntry.js')).not.toContain('Capture');
  });
});
