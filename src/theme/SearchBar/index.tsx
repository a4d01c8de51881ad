// Wraps DocSearch so the modal's own bundled client queries the same host as the /search page (see src/config/search.ts).
import React, {useCallback, useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LiteClient} from 'algoliasearch/lite';
import translations from '@theme/SearchTranslations';

type Props = WrapperProps<typeof SearchBarType>;

interface SearchCustomFields {
  /** Where readers report a search that found nothing; the query is appended as `q`. */
  missingResultsUrl?: string;
}

/**
 * DocSearch shows its error screen only for the client's "hosts unreachable" error, by its name; a
 * client that could not load leaves search just as unreachable, so it is reported the same way.
 */
function searchUnreachable(cause: unknown): Error {
  return Object.assign(new Error('The search client could not load.', {cause}), {name: 'RetryError'});
}

/** In `npm run dev` search answers from the last production build (src/plugins/docsearch/dev-search.ts): the error screen says how to get one. */
const devModeTranslations = process.env.NODE_ENV === 'development' && {
  ...translations,
  modal: {
    ...translations.modal,
    errorScreen: {
      ...translations.modal?.errorScreen,
      helpText: 'In npm run dev, search answers from the last production build: with none yet, run npm run build once.',
    },
  },
};

/** One import of the client module for both callers below, so that both share its chunk. */
const importLiteClient = () => import('algoliasearch/lite');

/** Whether the reader's connection asks for no speculative downloads (as Docusaurus's own link prefetching checks). */
function savesData(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return connection?.saveData === true || connection?.effectiveType?.includes('2g') === true;
}

/**
 * Loads the modal's code, its styles and the search client once the page is idle, so that Ctrl+K waits for no
 * download (upstream loads them on the button's hover or focus, or on the shortcut itself). Not with data saver
 * or on 2G: there they still load when the reader shows intent.
 */
function usePreloadModalWhenIdle(): void {
  useEffect(() => {
    if (savesData()) return undefined;
    const preload = () => {
      Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), importLiteClient()]).catch(
        () => undefined,
      ); // the modal reports an unreachable client when it opens
    };
    if (typeof requestIdleCallback !== 'function') {
      const timeout = setTimeout(preload, 2000);
      return () => clearTimeout(timeout);
    }
    const idleCallback = requestIdleCallback(preload, {timeout: 5000});
    return () => cancelIdleCallback(idleCallback);
  }, []);
}

export default function SearchBarWrapper(props: Props): React.ReactNode {
  usePreloadModalWhenIdle();
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  const {missingResultsUrl} = (siteConfig.customFields?.search ?? {}) as SearchCustomFields;

  // The client module loads when the modal opens (that is when DocSearch calls this), not with every page.
  const transformSearchClient = useCallback(
    (bundledClient: object) => {
      let client: Promise<LiteClient> | undefined;
      const loadClient = () =>
        (client ??= importLiteClient().then(
          ({liteClient}) => liteClient(appId, apiKey),
          (cause: unknown) => {
            client = undefined; // the next query tries again
            throw searchUnreachable(cause);
          },
        ));
      // Start loading now, so the first query does not wait; a failure shows on the query that needs the client.
      loadClient().catch(() => undefined);
      return {
        ...bundledClient,
        search: async (...query: Parameters<LiteClient['search']>) => (await loadClient()).search(...query),
      };
    },
    [appId, apiKey],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => `${missingResultsUrl}?q=${encodeURIComponent(query)}`,
    [missingResultsUrl],
  );

  return (
    <SearchBar
      {...props}
      {...({transformSearchClient} as object)}
      {...(missingResultsUrl ? ({getMissingResultsUrl} as object) : {})}
      {...(devModeTranslations ? ({translations: devModeTranslations} as object) : {})}
    />
  );
}
