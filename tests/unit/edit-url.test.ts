import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsEditUrl, editBaseUrl, generatedDocsSources} from '../../src/config/editUrl';
import {provider} from '../../src/provider';
import {loadDocs} from './docs';

const siteDir = path.resolve(__dirname, '../..');
const editUrlOf = (docPath: string) => docsEditUrl({versionDocsDirPath: 'docs', docPath});
/** The repository file an edit URL opens. */
const fileOf = (url: string) => url.slice(editBaseUrl.length);

describe('"Edit this page" links', () => {
  it('open the main branch of the docs repository', () => {
    expect(editBaseUrl).toBe(`${provider.urls.docsRepository}/edit/main/`);
  });

  it('open each page’s own MDX file', () => {
    expect(editUrlOf('apn-configuration/ios.mdx')).toBe(`${editBaseUrl}docs/apn-configuration/ios.mdx`);
    const handWritten = loadDocs().filter(
      (doc) => !Object.keys(generatedDocsSources).some((folder) => doc.file.startsWith(folder)),
    );
    expect(handWritten.length).toBeGreaterThan(100);
    for (const doc of handWritten) {
      const file = fileOf(editUrlOf(doc.file));
      expect(file).toBe(`docs/${doc.file}`);
      expect(existsSync(path.join(siteDir, file)), file).toBe(true);
    }
  });

  it.each(Object.entries(generatedDocsSources))(
    'open the API document for generated pages under %s',
    (folder, source) => {
      expect(fileOf(editUrlOf(`${folder}any/page.mdx`))).toBe(source);
      expect(existsSync(path.join(siteDir, source)), source).toBe(true);
    },
  );
});
