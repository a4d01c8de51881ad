// Wraps DocSearch so the modal's own bundled client queries the same host as the /search page (see src/config/search.ts).
import React, {useCallback} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {liteClient} from 'algoliasearch/lite';

type Props = WrapperProps<typeof SearchBarType>;

interface SearchCustomFields {
  /** Where readers report a search that found nothing; the query is appended as `q`. */
  missingResultsUrl?: string;
}

export default function SearchBarWrapper(props: Props): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  const {missingResultsUrl} = (siteConfig.customFields?.search ?? {}) as SearchCustomFields;

  const transformSearchClient = useCallback(() => liteClient(appId, apiKey), [appId, apiKey]);
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => `${missingResultsUrl}?q=${encodeURIComponent(query)}`,
    [missingResultsUrl],
  );

  return (
    <SearchBar
      {...props}
      {...({transformSearchClient} as object)}
      {...(missingResultsUrl ? ({getMissingResultsUrl} as object) : {})}
    />
  );
}
