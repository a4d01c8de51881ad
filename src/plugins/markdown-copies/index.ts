import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Props} from '@docusaurus/types';
import type {CheerioAPI} from 'cheerio';
import {provider} from '../../provider';
import {llmsFullTxt, llmsTxt, sidebarSections, type MarkdownPage} from './llms-txt';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Where a permalink's built page and its Markdown copy live: /rest -> rest.html, rest.md; / -> index.*. */
function outputPathOf(permalink: string, baseUrl: string, extension: 'html' | 'md'): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '');
  return `${route || 'index'}.${extension}`;
}

/** The Markdown copies' step: the build-output plugin hands it each built page, parsed, then asks it to finish. */
export interface MarkdownCopies {
  /** Writes the Markdown copy of the page in `htmlFile`, if it is a listed doc page. */
  add(htmlFile: string, page: CheerioAPI): void;
  /** Writes llms.txt and llms-full.txt; throws if a listed doc page was never added. */
  finish(): {pages: number};
}

/**
 * The step that writes a Markdown copy of every listed doc page next to its HTML (`/rest` -> `/rest.md`), from the
 * page the build-output plugin parsed once, then `llms.txt` (the llmstxt.org index, one section per top-level
 * sidebar item) and `llms-full.txt` (every page, in sidebar order).
 * It converts the built HTML, so provider values and MDX components arrive rendered. Pages that are unlisted,
 * or not in the sidebar (/search, the 404 page), get no copy. A step of the build-output plugin's postBuild:
 * Docusaurus runs postBuild hooks in parallel, and the CSP step rewrites the pages this reads and the
 * compression step must find the files this writes.
 */
export async function markdownCopies({
  outDir,
  plugins,
  siteConfig,
}: Pick<Props, 'outDir' | 'plugins' | 'siteConfig'>): Promise<MarkdownCopies> {
  // ESM-only (unified); loaded here so the config loader never compiles it.
  const {docHtmlToMarkdown} = await import('./html-to-markdown');
  const docsContent = plugins.find((plugin) => plugin.name === DOCS_PLUGIN && plugin.options.id === 'default')
    ?.content as LoadedContent | undefined;
  const version = docsContent?.loadedVersions.find((loaded) => loaded.isLast);
  if (!version) throw new Error('markdown-copies: the docs plugin loaded no version');
  const siteRoot = new URL(siteConfig.baseUrl, siteConfig.url).href;
  const sections = sidebarSections(Object.values(version.sidebars).flat(), version.docs);
  const docsByHtmlFile = new Map(
    sections
      .flatMap((section) => section.docs)
      .map((doc) => [path.join(outDir, outputPathOf(doc.permalink, siteConfig.baseUrl, 'html')), doc]),
  );

  const pages = new Map<string, MarkdownPage>();
  const site = {
    title: `${provider.displayName} developer documentation`,
    summary:
      `How to connect devices to the ${provider.displayName} cellular IoT network and manage them: ordering and ` +
      'activating SIMs and eSIM profiles, APN settings for modules, phones, trackers and routers, satellite and ' +
      'SMS services, the Portal, the REST and GraphQL APIs, the Java and Python SDKs, data streams and system ' +
      'events. Every link below is the Markdown copy of a page; llms-full.txt holds all of them in one file.',
  };
  return {
    add(htmlFile, page) {
      const doc = docsByHtmlFile.get(htmlFile);
      if (!doc) return;
      // An index doc's permalink ends in a slash that trailingSlash: false drops from its route.
      const url = new URL(doc.permalink.replace(/(.)\/$/, '$1'), siteConfig.url).href;
      const markdownFile = outputPathOf(doc.permalink, siteConfig.baseUrl, 'md');
      const markdown = docHtmlToMarkdown(page, {title: doc.title, description: doc.description, url});
      mkdirSync(path.dirname(path.join(outDir, markdownFile)), {recursive: true});
      writeFileSync(path.join(outDir, markdownFile), markdown);
      pages.set(doc.id, {...doc, url, markdownUrl: new URL(markdownFile, siteRoot).href, markdown});
    },
    finish() {
      const missing = [...docsByHtmlFile].filter(([, doc]) => !pages.has(doc.id));
      if (missing.length > 0) {
        throw new Error(`markdown-copies: no built page for ${missing.map(([file]) => path.relative(outDir, file))}`);
      }
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, sections, pages));
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, sections, pages));
      return {pages: pages.size};
    },
  };
}
