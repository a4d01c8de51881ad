// src/upstream/tabs-without-remount removes theme-classic's post-hydration remount of Tabs: the loader must find it
// in the installed version, leave the rest of the component as it is, and fail the build when it is gone.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../src/upstream/tabs-without-remount/tabs-loader.cjs') as (source: string) => string;
const tabsFile = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme/Tabs/index.js',
);

describe('the Tabs loader', () => {
  const upstream = readFileSync(tabsFile, 'utf8');

  it('removes the remount key and the useIsBrowser call that fed it from the installed theme-classic', () => {
    expect(upstream).toContain('key={String(isBrowser)}');
    const rewritten = loader(upstream);
    // The component without them, around the same provider and container; the rest of the file as it was.
    const tabs = rewritten.slice(rewritten.indexOf('export default function Tabs'));
    expect(tabs.replace(/\s+/g, ' ')).toBe(
      'export default function Tabs(props) { const value = useTabsContextValue(props); return ( <TabsProvider value={value}> ' +
        '<TabsContainer className={props.className}> {sanitizeTabsChildren(props.children)} </TabsContainer> </TabsProvider> ); } ',
    );
    const start = upstream.indexOf('export default function Tabs');
    expect(rewritten.slice(0, start)).toBe(upstream.slice(0, start));
  });

  it('fails the build, naming the file, when Tabs no longer remount that way', () => {
    const withoutKey = upstream.replace('key={String(isBrowser)}', '');
    expect(() => loader(withoutKey)).toThrow(/tabs-without-remount: .*lib\/theme\/Tabs\/index\.js no longer remounts/);
    expect(() => loader(upstream.replace('  const isBrowser = useIsBrowser();\n', ''))).toThrow(/tabs-without-remount/);
  });
});
