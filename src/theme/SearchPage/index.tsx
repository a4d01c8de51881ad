// Wraps the theme's search page to give it the meta description it lacks, for search engines' result snippets, and
// a robots meta tag crawlers read: upstream writes `property="robots"` (theme-search-algolia lib/theme/SearchPage),
// which crawlers and Docusaurus's own noindex check (core lib/client/serverHelmetUtils.js, for the sitemap) ignore.
// tests/unit/search-wording.test.ts fails once upstream writes `name="robots"` itself.
import React from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): React.ReactNode {
  return (
    <>
      <PageMetadata description="Search every page of the developer documentation: SIMs and eSIMs, APN settings, the Portal, REST and GraphQL APIs, SDKs and data streaming." />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
