import type {HtmlTagObject, LoadContext, Plugin, SiteStorage} from '@docusaurus/types';
import {languageTabs} from '../../api/languageTabs';
import {languageTabValues} from '../../api/samples';
import {languagePanelClass, languageTabAttribute} from './markers';

/**
 * The theme's tabs show the reader's language (`?lang=`, or the one remembered from another page) only once the page
 * has hydrated: until then every tab set shows its first tab, then switches. A script in the head reads the choice as
 * the theme does (the query first, then the theme's storage) and, for a language a tab can have, adds styles that
 * show that tab selected and its panel from the first paint, in every tab set that has it. Once hydrated, the theme's
 * own state shows the same tab and the styles stand aside (`data-has-hydrated="true"`), so clicks work as before.
 * A page read without a choice gets no styles; a browser without `:has()` shows the first tabs, as before.
 */
export function languageTabsPlugin({siteStorage}: LoadContext): Plugin {
  return {
    name: 'language-tabs',
    injectHtmlTags() {
      return {headTags: languageTabsHeadTags(languageTabValues, siteStorage)};
    },
  };
}

/**
 * Where the theme keeps a tab group's choice: theme-common's tabsUtils names it `docusaurus.tab.<groupId>`, and its
 * storage slots add the site's namespace (the `storage` config; with the v4 flags, a hash of the site's URL).
 */
export const tabStorageKey = (groupId: string, {namespace}: SiteStorage): string =>
  `docusaurus.tab.${groupId}${namespace}`;

/** The styles that show the tab of `value` selected, and its panel, in every tab set that has one, until hydration. */
export function chosenLanguageStyles(value: string): string {
  const tab = `[${languageTabAttribute}="${value}"]`;
  const set = `:root:not([data-has-hydrated="true"]) .tabs-container:has(> ul > ${tab})`;
  return [
    // Infima's `.tabs__item` and `.tabs__item--active`, swapped between the server's tab and the chosen one.
    `${set} > ul > .tabs__item--active{border-bottom-color:transparent;border-radius:var(--ifm-global-radius);color:inherit}`,
    `${set} > ul > ${tab}{border-bottom-color:var(--ifm-tabs-color-active-border);border-bottom-left-radius:0;border-bottom-right-radius:0;color:var(--ifm-tabs-color-active)}`,
    `${set} > div > [role="tabpanel"]:not(.${languagePanelClass(value)}){display:none}`,
    `${set} > div > .${languagePanelClass(value)}{display:block}`,
  ].join('');
}

/** The id of the style element the script adds. */
export const chosenLanguageStyleId = 'chosen-language';

/** Stands for the chosen value in the styles the script carries; no tab value can contain it. */
const VALUE = '@';

/** The script that adds `chosenLanguageStyles` for the reader's language: one of `values`, or none. */
export function chosenLanguageScript(values: readonly string[], siteStorage: SiteStorage): string {
  const query = JSON.stringify(languageTabs.queryString);
  const key = JSON.stringify(tabStorageKey(languageTabs.groupId, siteStorage));
  // As the theme: the query's value when the query has the key, even empty, else the stored one. Reading storage
  // throws where the browser refuses it; the page then shows its first tabs, as the theme will.
  return [
    `(function(){try{var q=new URLSearchParams(location.search).get(${query});`,
    `var v=q!==null?q:${siteStorage.type}.getItem(${key});`,
    `if(${JSON.stringify(values)}.indexOf(v)<0)return;`,
    `var s=document.createElement("style");s.id=${JSON.stringify(chosenLanguageStyleId)};`,
    `s.textContent=${JSON.stringify(chosenLanguageStyles(VALUE))}.split(${JSON.stringify(VALUE)}).join(v);`,
    `document.head.appendChild(s)}catch(e){}})()`,
  ].join('');
}

export function languageTabsHeadTags(values: readonly string[], siteStorage: SiteStorage): HtmlTagObject[] {
  for (const value of values) {
    // Each value goes into a selector and a class name as it is.
    if (!/^[a-z][a-z0-9-]*$/.test(value)) throw new Error(`language-tabs: "${value}" is not a plain tab value`);
  }
  return [{tagName: 'script', innerHTML: chosenLanguageScript(values, siteStorage)}];
}
