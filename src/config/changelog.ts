import type * as Preset from '@docusaurus/preset-classic';
import {provider} from '../provider';
import {editBaseUrl} from './editUrl';
import {footer} from './footer';

type BlogOptions = Exclude<Preset.Options['blog'], false | undefined>;

const description =
  'Changes to the REST and GraphQL APIs, the SDKs, the Portal and the network, newest first, with RSS and Atom feeds.';

/**
 * The blog plugin as a changelog at /changelog: one dated entry per change, every entry on one list
 * page and in the feeds, no authors, tags, archive or reading time. Feed links are absolute (the
 * site `url`), so a feed reader can open them.
 */
export const changelog = {
  path: 'changelog',
  routeBasePath: 'changelog',
  blogTitle: 'Changelog',
  blogDescription: description,
  blogListComponent: '@site/src/components/Changelog/ChangelogListPage',
  blogSidebarTitle: 'All changes',
  blogSidebarCount: 'ALL',
  postsPerPage: 'ALL',
  archiveBasePath: null,
  showReadingTime: false,
  editUrl: editBaseUrl,
  // Entries are short and shown whole on the list page; nobody writes authors on them.
  onUntruncatedBlogPosts: 'ignore',
  onInlineAuthors: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${provider.displayName} developer changelog`,
    description,
    copyright: footer.copyright,
    language: 'en',
    limit: false,
  },
} satisfies BlogOptions;
