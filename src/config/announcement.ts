import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The announcement bar, or undefined for none. Change `id` whenever the content changes, so that
 * readers who dismissed the previous announcement see the new one.
 */
export const announcementBar: ThemeConfig['announcementBar'] = undefined;
