// What src/theme/Tabs puts on each language tab and panel given as a <TabItem>, for the styles of
// src/plugins/language-tabs to select.

/** The attribute of a language tab (the `<li role="tab">`) that holds its value. */
export const languageTabAttribute = 'data-language-tab';

/** The class of a language tab's panel, by the tab's value (the theme's panel takes a class and nothing else). */
export const languagePanelClass = (value: string): string => `language-panel--${value}`;
