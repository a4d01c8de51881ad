import path from 'node:path';
import clientRedirectsPlugin, {validateOptions as validateRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {markdownCopies} from '../markdown-copies';
import {listFiles, parseBuiltPages, type ParsedPage} from './files';
import {precompress} from './precompress';
import {writeRobotsTxt} from './robots';
import {writeSearchRecords} from './search-records';
import {PageScripts, writeSecurityPolicy} from './security-policy';

export type BuildOutputOptions = {
  /** Old URLs and where they point now (src/config/redirects.ts), written as client-side redirect pages. */
  redirects: {from: string; to: string}[];
  /** Hosts the configured third-party scripts load from (src/config/scripts.ts). */
  scriptOrigins: string[];
  /** Hosts the pages send requests to besides those (the hosted search service, src/config/search.ts). */
  connectOrigins: string[];
  /** Hosts only scripts call: the REST API that the reference's "Try it" panel sends to (src/provider.ts). */
  apiOrigins: string[];
  /** A JSON file of records appended to the search records as they are (the e2e build's hostile records). */
  extraSearchRecordsFile?: string;
};

/** Where this plugin lives: configs name it by path, so that it can take options. */
export const buildOutputPluginPath = __filename;

/**
 * What `docusaurus build` adds to its output, in this order: the redirect pages of the client-redirects
 * plugin, robots.txt, then from one read and one parse of each built page the Markdown copies of the doc pages with
 * llms.txt (src/plugins/markdown-copies), the search records and the hashes of the inline scripts; then the
 * Content-Security-Policy (in every page, redirect pages included, and in `_headers`), and precompressed copies of
 * every text file. Docusaurus runs plugins' postBuild hooks
 * in parallel (core/lib/commands/build/buildLocale.js), so steps that need each other's files share this
 * one hook, and the maintained redirects plugin runs inside it rather than beside it.
 */
export default function buildOutputPlugin(context: LoadContext, options: BuildOutputOptions): Plugin {
  const redirectPages = clientRedirectsPlugin(
    context,
    validateRedirectsOptions({validate: normalizePluginOptions, options: {redirects: options.redirects}}),
  );
  return {
    name: 'build-output',
    async postBuild(props) {
      const {outDir} = props;
      const timings: string[] = [];
      // Each step's duration goes to the log, so that a slow step shows in every build's output.
      const timed = async <T>(run: () => T | Promise<T>, describe: (result: T) => string) => {
        const started = performance.now();
        const result = await run();
        timings.push(`${describe(result)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        return result;
      };
      await timed(
        () => redirectPages?.postBuild?.({...props, content: undefined}),
        () => 'Redirects',
      );
      await timed(
        () => writeRobotsTxt(outDir, context.siteConfig.url, context.siteConfig.baseUrl),
        () => 'robots.txt',
      );
      const htmlFiles = listFiles(outDir).filter((file) => file.endsWith('.html'));
      const scripts = new PageScripts();
      await timed(
        async () => {
          const copies = await markdownCopies(props);
          // The search records take the pages one at a time; each goes to the other steps as it is taken.
          function* pages(): Generator<ParsedPage> {
            for (const page of parseBuiltPages(htmlFiles)) {
              scripts.add(path.relative(outDir, page.file), page.html, page.$);
              copies.add(page.file, page.$);
              yield page;
            }
          }
          const search = writeSearchRecords({
            outDir,
            pages: pages(),
            siteUrl: context.siteConfig.url,
            extraRecordsFile: options.extraSearchRecordsFile,
          });
          return {...search, copies: copies.finish().pages};
        },
        ({copies, records, pages}) =>
          `${htmlFiles.length} pages read once: ${copies} Markdown copies, ${records} search records from ${pages} pages`,
      );
      await timed(
        () =>
          writeSecurityPolicy({
            outDir,
            htmlFiles,
            scripts,
            scriptOrigins: options.scriptOrigins,
            connectOrigins: options.connectOrigins,
            apiOrigins: options.apiOrigins,
          }),
        ({inlineScriptHashes}) => `CSP: ${inlineScriptHashes} inline script hashes`,
      );
      await timed(
        () => precompress(listFiles(outDir)),
        (files) => `Precompressed ${files} files`,
      );
      console.log(`[build-output] ${timings.join('. ')}.`);
    },
  };
}
