/**
 * The one group of language tabs: a reader's choice of language holds on every page (the theme remembers it by
 * `groupId`), and a link picks it with `?lang=` (`queryString`). Every code-sample tab set uses it: the generated
 * API reference, `<ApiExample>` and src/plugins/language-tabs, which shows the choice before the page hydrates.
 */
export const languageTabs = {groupId: 'lang', queryString: 'lang'} as const;
