import {provider} from '../provider';

/** Where a file of this site is edited: the repository's web editor on the main branch. */
export const editBaseUrl = `${provider.urls.docsRepository}/edit/main/`;

/**
 * Docs folders whose pages are generated, and the API document each is generated from. Their MDX
 * is rewritten by the generator, so "Edit this page" opens the document a fix belongs in instead.
 */
export const generatedDocsSources: Record<string, string> = {
  'rest/reference/': 'api/openapi.yaml',
  'graphql/reference/': 'api/schema.graphql',
};

/**
 * The docs plugin's `editUrl`: the page's own file under docs/, or for a generated page the API
 * document it comes from. `docPath` is relative to the docs folder, e.g. `apn-configuration/ios.mdx`.
 */
export function docsEditUrl({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}): string {
  const generatedFrom = Object.entries(generatedDocsSources).find(([folder]) => docPath.startsWith(folder))?.[1];
  return editBaseUrl + (generatedFrom ?? `${versionDocsDirPath}/${docPath}`);
}
