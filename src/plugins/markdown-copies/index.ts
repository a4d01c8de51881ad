import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin, Props} from '@docusaurus/types';
import {provider} from '../../provider';
import {llmsFullTxt, llmsTxt, sidebarSections, type MarkdownPage} from './llms-txt';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Where a permalink's built page and its Markdown copy live: /rest -> rest.html, rest.md; / -> index.*. */
function outputPathOf(permalink: string, baseUrl: string, extension: 'html' | 'md'): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '');
  return `${route || 'index'}.${extension}`;
}

/**
 * Writes a Markdown copy of every listed doc page next to its HTML (`/rest` -> `/rest.md`), `llms.txt` (the
 * llmstxt.org index, one section per top-level sidebar item) and `llms-full.txt` (every page, in sidebar order).
 * It converts the built HTML, so provider values and MDX components arrive rendered. Pages that are unlisted,
 * or not in the sidebar (/search, the 404 page), get no copy. A step of the build-output plugin's postBuild:
 * Docusaurus runs postBuild hooks in parallel, and the CSP step rewrites the pages this reads and the
 * compression step must find the files this writes.
 */
export async function writeMarkdownCopies({
  outDir,
  plugins,
  siteConfig,
}: Pick<Props, 'outDir' | 'plugins' | 'siteConfig'>): Promise<{pages: number}> {
  // ESM-only (unified); loaded here so the config loader never compiles it.
  const {docHtmlToMarkdown} = await import('./html-to-markdown');
  const docsContent = plugins.find((plugin) => plugin.name === DOCS_PLUGIN && plugin.options.id === 'default')
    ?.content as LoadedContent | undefined;
  const version = docsContent?.loadedVersions.find((loaded) => loaded.isLast);
  if (!version) throw new Error('markdown-copies: the docs plugin loaded no version');
  const siteRoot = new URL(siteConfig.baseUrl, siteConfig.url).href;
  const sections = sidebarSections(Object.values(version.sidebars).flat(), version.docs);

  const pages = new Map<string, MarkdownPage>();
  for (const doc of sections.flatMap((section) => section.docs)) {
    if (pages.has(doc.id)) continue;
    const html = await readFile(path.join(outDir, outputPathOf(doc.permalink, siteConfig.baseUrl, 'html')), 'utf8');
    // An index doc's permalink ends in a slash that trailingSlash: false drops from its route.
    const url = new URL(doc.permalink.replace(/(.)\/$/, '$1'), siteConfig.url).href;
    const markdownFile = outputPathOf(doc.permalink, siteConfig.baseUrl, 'md');
    const markdown = docHtmlToMarkdown(html, {title: doc.title, description: doc.description, url});
    await mkdir(path.dirname(path.join(outDir, markdownFile)), {recursive: true});
    await writeFile(path.join(outDir, markdownFile), markdown);
    pages.set(doc.id, {...doc, url, markdownUrl: new URL(markdownFile, siteRoot).href, markdown});
  }

  const site = {
    title: `${provider.displayName} developer documentation`,
    summary:
      `How to connect devices to the ${provider.displayName} cellular IoT network and manage them: ordering and ` +
      'activating SIMs and eSIM profiles, APN settings for modules, phones, trackers and routers, satellite and ' +
      'SMS services, the Portal, the REST and GraphQL APIs, the Java and Python SDKs, data streams and system ' +
      'events. Every link below is the Markdown copy of a page; llms-full.txt holds all of them in one file.',
  };
  await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, sections, pages));
  await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, sections, pages));
  return {pages: pages.size};
}

/**
 * Wraps theme-mermaid's diagram so the server-rendered HTML keeps the diagram source, which the Markdown copies
 * print as a mermaid fence. A theme listed after '@docusaurus/theme-mermaid', since site themes shadow site plugins.
 */
export function mermaidSourceTheme(): Plugin {
  return {
    name: 'mermaid-source',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
