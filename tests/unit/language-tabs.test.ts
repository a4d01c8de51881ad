import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {languageTabs} from '../../src/api/languageTabs';
import {languageTabValues} from '../../src/api/samples';
import {
  chosenLanguageScript,
  chosenLanguageStyleId,
  chosenLanguageStyles,
  languageTabsHeadTags,
  tabStorageKey,
} from '../../src/plugins/language-tabs';
import {loadDocs} from './docs';
import {jsxElements, withTrees} from './mdx-tree';

const docs = withTrees(loadDocs());

/**
 * Runs the head script as a page with this address and storage would, and returns the language whose styles it
 * added (read back from the styles), or undefined.
 */
function chosenBy(search: string, stored: Record<string, string> | 'refused'): string | undefined {
  const added: {id: string; textContent: string}[] = [];
  runInNewContext(chosenLanguageScript(languageTabValues, siteStorage), {
    URLSearchParams,
    location: {search},
    localStorage: {
      getItem(key: string) {
        if (stored === 'refused') throw new Error('SecurityError: storage is refused');
        return stored[key] ?? null;
      },
    },
    document: {
      createElement: () => ({id: '', textContent: ''}),
      head: {appendChild: (element: {id: string; textContent: string}) => added.push(element)},
    },
  });
  if (added.length === 0) return undefined;
  expect(added).toHaveLength(1);
  expect(added[0].id).toBe(chosenLanguageStyleId);
  const [value] = languageTabValues.filter((candidate) => added[0].textContent === chosenLanguageStyles(candidate));
  expect(value, 'styles of one of the tab values').toBeDefined();
  return value;
}

/** A site's storage as the v4 flags make it: local storage, keys ending in a hash of the site's URL. */
const siteStorage = {type: 'localStorage', namespace: '-3f2'} as const;
const storageKey = tabStorageKey(languageTabs.groupId, siteStorage);
const storedPython = {[storageKey]: 'python'};

describe('the language shown before hydration', () => {
  it("is the query's, then the one the theme stored", () => {
    expect(chosenBy('?lang=java', storedPython)).toBe('java');
    expect(chosenBy('', storedPython)).toBe('python');
    expect(chosenBy('?other=1', {[storageKey]: 'javascript'})).toBe('javascript');
  });

  it('is none where the theme will show the first tab', () => {
    // The theme takes the query's value whenever the query has the key, and shows the first tab when it is no tab's.
    expect(chosenBy('?lang=', storedPython)).toBeUndefined();
    expect(chosenBy('?lang=ruby', storedPython)).toBeUndefined();
    expect(chosenBy('', {})).toBeUndefined();
    expect(chosenBy('', {[storageKey]: 'python"]{}*{display:none}'})).toBeUndefined();
  });

  it('leaves the page alone when the browser refuses storage', () => {
    expect(chosenBy('', 'refused')).toBeUndefined();
    expect(chosenBy('?lang=python', 'refused')).toBe('python');
  });

  it('refuses a tab value it could not put in a selector as it is', () => {
    expect(() => languageTabsHeadTags(['python', 'c#'], siteStorage)).toThrow('"c#" is not a plain tab value');
  });

  it('knows every value a language tab in the docs has', () => {
    // Generated pages and <ApiExample> tabs take theirs from src/api/samples.ts; this catches a tab written by hand.
    const tabs = docs.flatMap((doc) =>
      jsxElements(doc, 'Tabs')
        .filter(({attributes}) => attributes.groupId === languageTabs.groupId)
        .flatMap((group) => jsxElements(doc, 'TabItem', group.node)),
    );
    expect(tabs.length, 'language tabs found in the docs').toBeGreaterThan(0);
    const unknown = tabs.filter(({attributes}) => !languageTabValues.includes(String(attributes.value)));
    expect(unknown.map(({where, attributes}) => `${where}: <TabItem value="${attributes.value}">`)).toEqual([]);
  });
});

it("the theme keeps a tab group's choice under the key the script reads", () => {
  // What the script copies from theme-common: the key's two parts (the name, then the site's namespace), the
  // storage slot holding the choice, the query read from the address, and the query's value first.
  const themeCommon = (file: string) =>
    readFileSync(path.resolve(__dirname, '../../node_modules/@docusaurus/theme-common/lib/utils', file), 'utf8');
  const tabsUtils = themeCommon('tabsUtils.js');
  expect(tabsUtils).toContain('return `docusaurus.tab.${groupId}`;');
  expect(tabsUtils).toContain('useStorageSlot(key);');
  expect(tabsUtils).toContain('const value = queryStringValue ?? storageValue;');
  expect(themeCommon('storageUtils.js')).toContain('return `${storageKey}${SiteStorage.namespace}`;');
  expect(themeCommon('historyUtils.js')).toContain('return new URLSearchParams(history.location.search).get(key);');
});
