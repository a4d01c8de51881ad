// src/upstream/client-registry blanks the import paths of the client's route registry. It must rewrite every
// entry of the registry the installed Docusaurus generates, fail the build when it cannot, and stay right only
// while the browser never reads those strings: the checks of upstream below name the file to look at.
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clientRegistryPlugin} from '../../src/upstream/client-registry';

const require = createRequire(import.meta.url);
const loader = require('../../src/upstream/client-registry/registry-loader.cjs') as (source: string) => string;
const codegenRoutes = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(options: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
};
/** A module path with the characters the registry escapes, as a site on Windows could have. */
const AWKWARD_PATH = 'C:\\site\\docs\\we"ird), "x.mdx';

/** The registry the installed Docusaurus writes for a few doc routes (core/lib/server/codegen/codegenRoutes.js). */
async function generatedRegistry(): Promise<string> {
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'client-registry-'));
  try {
    await codegenRoutes.generateRouteFiles({
      generatedFilesDir,
      routes: [
        {
          path: '/',
          component: '@theme/DocsRoot',
          exact: false,
          routes: [
            {path: '/rest', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/rest/index.mdx'}},
            {path: '/awkward', component: '@theme/DocItem', exact: true, modules: {content: AWKWARD_PATH}},
          ],
        },
      ],
    });
    return readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  } finally {
    rmSync(generatedFilesDir, {recursive: true, force: true});
  }
}

describe('the client registry loader', () => {
  it("blanks each entry's import path and keeps its loader and module id, in the registry Docusaurus generates", async () => {
    const registry = await generatedRegistry();
    const entries = registry.split('\n').filter((line) => line.includes('require.resolveWeak('));
    expect(entries).toHaveLength(4);
    expect(registry).toContain(JSON.stringify(AWKWARD_PATH));
    const rewritten = loader(registry);
    for (const entry of entries) {
      const [, importPath] = /require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/.exec(entry)!;
      const expected = entry.replace(`, ${importPath}, require.resolveWeak(`, ', "", require.resolveWeak(');
      expect(expected).not.toBe(entry);
      expect(rewritten).toContain(expected);
    }
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

  it("runs in the client's production build only", () => {
    const configure = (isServer: boolean, mode: string) =>
      clientRegistryPlugin().configureWebpack!({mode} as never, isServer, {} as never, undefined as never) as {
        module?: {rules: {test: RegExp}[]};
      };
    expect(configure(true, 'production')).toEqual({}); // the server render reports the import paths
    expect(configure(false, 'development')).toEqual({}); // the debug plugin's registry page lists them
    const rule = configure(false, 'production').module!.rules[0]!;
    expect('/site/.docusaurus/registry.js').toMatch(rule.test);
    expect('C:\\site\\.docusaurus\\registry.js').toMatch(rule.test);
  });
});

describe('why the browser can do without the import paths', () => {
  it('only ComponentCreator reads the registry in a production build', () => {
    // Any other reader of @generated/registry in Docusaurus's packages may read the import paths: check it.
    const docusaurus = path.dirname(path.dirname(require.resolve('@docusaurus/core/package.json')));
    const readers = readdirSync(docusaurus)
      .filter((name) => existsSync(path.join(docusaurus, name, 'lib')))
      .flatMap((name) =>
        (readdirSync(path.join(docusaurus, name, 'lib'), {recursive: true, encoding: 'utf8'}) as string[])
          .filter((file) => file.endsWith('.js'))
          .filter((file) =>
            readFileSync(path.join(docusaurus, name, 'lib', file), 'utf8').includes('@generated/registry'),
          )
          .map((file) => `${name}/lib/${file.split(path.sep).join('/')}`),
      );
    expect(readers.sort()).toEqual([
      'core/lib/client/exports/ComponentCreator.js',
      'plugin-debug/lib/theme/DebugRegistry/index.js', // npm run dev only: preset-classic's debug plugin
    ]);
    // core/lib/client/exports/ComponentCreator.js: its one use of the import path is react-loadable's `modules`.
    const creator = readFileSync(require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator.match(/chunkRegistry\[1\]/g)).toEqual(['chunkRegistry[1]']);
  });

  it('react-loadable reads `modules` only to report them to a Capture, which only the server render has', () => {
    const reactLoadable = readFileSync(
      createRequire(require.resolve('@docusaurus/core/package.json')).resolve('react-loadable/lib/index.js'),
      'utf8',
    );
    expect(reactLoadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(reactLoadable).toContain('if (this.context && Array.isArray(opts.modules)) {');
    expect(readFileSync(require.resolve('@docusaurus/core/lib/client/serverEntry.js'), 'utf8')).toContain(
      '<Loadable.Capture',
    );
    expect(readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8')).not.toContain(
      'Capture',
    );
  });
});
