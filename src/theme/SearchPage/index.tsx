// Wraps the theme's search page to give it the meta description it lacks, for search engines' result snippets.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): React.ReactNode {
  return (
    <>
      <PageMetadata description="Search every page of the developer documentation: SIMs and eSIMs, APN settings, the Portal, REST and GraphQL APIs, SDKs and data streaming." />
      <SearchPage {...props} />
    </>
  );
}
