import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {mcpPackageName} from '../../../search/mcp/names';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];
type DocMetadata = LoadedVersion['docs'][number];

export type SectionDoc = Pick<DocMetadata, 'id' | 'title' | 'description' | 'permalink' | 'unlisted'>;

export interface Section {
  title: string;
  docs: SectionDoc[];
}

export interface MarkdownPage extends SectionDoc {
  url: string;
  markdownUrl: string;
  markdown: string;
}

export interface SiteSummary {
  title: string;
  summary: string;
}

/** Doc ids in reading order: a category's own page, then its items, depth first. */
function docIdsOf(item: SidebarItem): string[] {
  switch (item.type) {
    case 'doc':
    case 'ref':
      return [item.id];
    case 'category':
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...item.items.flatMap(docIdsOf)];
    default:
      return [];
  }
}

/**
 * One section per top-level sidebar item, in sidebar order: a category under its label, a page on its own
 * (Home, Support) under its sidebar label. Unlisted docs are left out.
 */
export function sidebarSections(sidebar: SidebarItem[], docs: SectionDoc[]): Section[] {
  const listed = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  return sidebar
    .map((item) => {
      const sectionDocs = docIdsOf(item).flatMap((id) => listed.get(id) ?? []);
      const label = 'label' in item && item.label ? item.label : sectionDocs[0]?.title;
      return {title: label ?? '', docs: sectionDocs};
    })
    .filter((section) => section.docs.length > 0);
}

/** The docs page of the MCP server (docs/sdks/mcp-server.mdx), which the summary names when the site has it. */
const MCP_SERVER_DOC_ID = 'sdks/mcp-server';

/** The llmstxt.org layout: title, a one-paragraph summary, then a list of links per section. */
export function llmsTxt(site: SiteSummary, sections: Section[], pages: Map<string, MarkdownPage>): string {
  const mcpPage = pages.get(MCP_SERVER_DOC_ID);
  const summary = mcpPage
    ? `${site.summary} An MCP server gives assistants tools over these docs and the APIs: \`npx -y ${mcpPackageName}\` (stdio), or POST /mcp where the site runs its own service (${mcpPage.markdownUrl}).`
    : site.summary;
  const lists = sections.map((section) => {
    const links = section.docs.flatMap((doc) => {
      const page = pages.get(doc.id);
      return page ? [`- [${page.title}](${page.markdownUrl}): ${page.description}`] : [];
    });
    return `## ${section.title}\n\n${links.join('\n')}\n`;
  });
  return [`# ${site.title}\n`, `> ${summary}\n`, ...lists].join('\n');
}

/** Every page's Markdown in sidebar order, each with the URL it is published at. */
export function llmsFullTxt(site: SiteSummary, sections: Section[], pages: Map<string, MarkdownPage>): string {
  const seen = new Set<string>();
  const bodies = sections
    .flatMap((section) => section.docs)
    .flatMap((doc) => {
      const page = pages.get(doc.id);
      if (!page || seen.has(doc.id)) return [];
      seen.add(doc.id);
      return [page.markdown.replace(/^# .*\n/, (title) => `${title}\nSource: ${page.url}\n`)];
    });
  return [`# ${site.title}\n`, `> ${site.summary}\n`, ...bodies].join('\n');
}
