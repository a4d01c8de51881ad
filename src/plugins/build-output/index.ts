import type {LoadContext, Plugin} from '@docusaurus/types';
import {listFiles} from './files';
import {precompress} from './precompress';
import {writeSearchRecords} from './search-records';
import {writeSecurityPolicy} from './security-policy';

export type BuildOutputOptions = {
  /** Hosts the configured third-party scripts load from (src/config/scripts.ts). */
  scriptOrigins: string[];
  /** Hosts the pages send requests to besides those (the hosted search service, src/config/search.ts). */
  connectOrigins: string[];
  /** A JSON file of records appended to the search records as they are (the e2e build's hostile records). */
  extraSearchRecordsFile?: string;
};

/** Where this plugin lives: configs name it by path, so that it can take options. */
export const buildOutputPluginPath = __filename;

/**
 * What `docusaurus build` adds to its output, in this order (Docusaurus runs plugins' postBuild hooks
 * in parallel, so steps that depend on each other live in this one hook): the search records, the
 * Content-Security-Policy (in every page and in `_headers`), then precompressed copies of every text file.
 */
export default function buildOutputPlugin(context: LoadContext, options: BuildOutputOptions): Plugin {
  return {
    name: 'build-output',
    async postBuild({outDir}) {
      const htmlFiles = listFiles(outDir).filter((file) => file.endsWith('.html'));
      const search = writeSearchRecords({
        outDir,
        htmlFiles,
        siteUrl: context.siteConfig.url,
        extraRecordsFile: options.extraSearchRecordsFile,
      });
      const policy = writeSecurityPolicy({
        outDir,
        htmlFiles,
        scriptOrigins: options.scriptOrigins,
        connectOrigins: options.connectOrigins,
      });
      const compressed = precompress(listFiles(outDir));
      console.log(
        `[build-output] Search: ${search.records} records from ${search.pages} pages. CSP: ${policy.inlineScriptHashes} inline script hashes. Precompressed ${compressed} files.`,
      );
    },
  };
}
