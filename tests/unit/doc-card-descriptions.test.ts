// src/upstream/doc-card-descriptions: doc cards read descriptions from the plugin's own module, and the docs version's
// props, which every doc page loads, lose them; the loader must still find the props' shape after an upgrade.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import {
  descriptionsFile,
  docCardDescriptionsPlugin,
  pluginName,
  versionPropsFile,
} from '../../src/upstream/doc-card-descriptions';

const require = createRequire(import.meta.url);
const versionPropsLoader = require('../../src/upstream/doc-card-descriptions/version-props-loader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;
const docsPluginLib = path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/index.js'));
const {toVersionMetadataProp} = require(path.join(docsPluginLib, 'props.js')) as {
  toVersionMetadataProp: (pluginId: string, version: unknown) => Record<string, unknown>;
};

const docs = [
  {id: 'sims/index', title: 'SIMs', description: 'What a SIM card holds.', permalink: '/sims', sidebar: 'docs'},
  {id: 'sims/order', title: 'Order SIMs', description: 'Order SIMs in the Portal.', permalink: '/sims/order'},
].map((doc) => ({frontMatter: {}, unlisted: false, ...doc}));
const loadedVersion = {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs,
  sidebars: {docs: [{type: 'doc', id: 'sims/order'}]},
};
const propsPath = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json';
/** The version route's props as the installed docs plugin writes them (lib/routes.js, then core's codegen). */
const versionProps = JSON.stringify({version: toVersionMetadataProp('default', loadedVersion)});
const load = (source: string) => versionPropsLoader.call({resourcePath: propsPath}, source);

describe("the docs version's props", () => {
  it('keep every doc and the sidebars, without descriptions', () => {
    const before = JSON.parse(versionProps);
    expect(before.version.docs['sims/order'].description).toBe('Order SIMs in the Portal.');
    const after = JSON.parse(load(versionProps));
    for (const doc of Object.values(before.version.docs) as {description?: string}[]) delete doc.description;
    expect(after).toEqual(before);
  });

  it('are found where Docusaurus writes route props, and only there', () => {
    const routes = readFileSync(path.join(docsPluginLib, 'routes.js'), 'utf8');
    expect(routes).toContain('version: (0, props_1.toVersionMetadataProp)(options.id, version)');
    // Core writes each route's props to .docusaurus/<plugin name>/<plugin id>/p/<file>.json.
    const codegenRoutes = readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegenRoutes).toContain("posix.join(plugin.name, plugin.id, 'p', generateRoutePropFilename(route))");
    expect(versionPropsFile.test(propsPath)).toBe(true);
    expect(versionPropsFile.test(propsPath.replaceAll('/', '\\'))).toBe(true);
    // A doc's own metadata module, beside p/, keeps its description (its page's meta description).
    expect(
      versionPropsFile.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-mdx-1.json'),
    ).toBe(false);
    // Another docs plugin's: its cards would find no descriptions in this plugin's module.
    expect(versionPropsFile.test(propsPath.replace('/default/', '/community/'))).toBe(false);
  });

  it("pass unchanged when they are another route's, and fail the build when a version has no docs", () => {
    const tagProps = JSON.stringify({tags: [{label: 'sims', count: 2}]});
    expect(load(tagProps)).toBe(tagProps);
    const withoutDocs = JSON.stringify({version: {...JSON.parse(versionProps).version, docs: {}}});
    expect(() => load(withoutDocs)).toThrow(/index-466\.json has a version without docs.*lib\/props\.js/);
    const otherShape = JSON.stringify({version: {docs: {a: {id: 'a', description: 'no title'}}}});
    expect(() => load(otherShape)).toThrow(/doc-card-descriptions/);
  });
});

describe('the descriptions module', () => {
  const plugin = docCardDescriptionsPlugin() as Plugin & Required<Pick<Plugin, 'allContentLoaded'>>;
  const allContent = (loadedVersions: unknown[]) => ({
    'docusaurus-plugin-content-docs': {default: {loadedVersions} as unknown as LoadedContent},
  });

  it("holds each doc's description by doc id", async () => {
    const createData = vi.fn();
    await plugin.allContentLoaded({allContent: allContent([loadedVersion]), actions: {createData} as never});
    expect(createData).toHaveBeenCalledWith(
      descriptionsFile,
      JSON.stringify({'sims/index': 'What a SIM card holds.', 'sims/order': 'Order SIMs in the Portal.'}),
    );
  });

  it('refuses a site with several docs versions, whose cards would share one set of descriptions', async () => {
    const twoVersions = allContent([loadedVersion, {...loadedVersion, versionName: '1.0'}]);
    await expect(plugin.allContentLoaded({allContent: twoVersions, actions: {} as never})).rejects.toThrow(
      /expected one docs version, found 2/,
    );
  });

  it('is one script that the pages with cards share, at the path the wrapped DocCard imports', () => {
    const webpackConfig = (isServer: boolean) =>
      plugin.configureWebpack!({mode: 'production'} as never, isServer, {} as never, undefined as never) as {
        module: {rules: {test: RegExp}[]};
        optimization?: {splitChunks: {cacheGroups: Record<string, {test: RegExp; name: string}>}};
      };
    // The loader runs in both builds; the server build, which Docusaurus does not split, keeps its one bundle.
    expect(webpackConfig(true).module.rules[0].test).toBe(versionPropsFile);
    expect(webpackConfig(true).optimization).toBeUndefined();
    const config = webpackConfig(false);
    expect(config.module.rules[0].test).toBe(versionPropsFile);
    const group = config.optimization!.splitChunks.cacheGroups[pluginName];
    expect(group.name).toBe(pluginName);
    expect(group.test.test(`/site/.docusaurus/${pluginName}/default/${descriptionsFile}`)).toBe(true);
    const wrapper = readFileSync(path.resolve(__dirname, '../../src/theme/DocCard/index.tsx'), 'utf8');
    expect(wrapper).toContain(`from '@generated/${pluginName}/default/${descriptionsFile}'`);
  });
});
