/**
 * The site the content rules look pages up in, read from disk: every doc (a page given in memory
 * takes the place of its file) and the doc ids of sidebars.ts. For the CLI and the tests; the dev
 * server builds its site from the content Docusaurus has loaded (index.ts).
 */
import sidebars from '../../../sidebars';
import {loadDocs, sidebarDocIds, type Page, type SidebarItem} from './pages';
import {createSite, type Site} from './rules';

export function sidebarIds(): string[] {
  return Object.values(sidebars).flatMap((items) => sidebarDocIds(items as SidebarItem[]));
}

/** The site with `pages` in place of (or beside) the files at their paths. */
export function loadSite(pages: Page[] = []): Site {
  const given = new Set(pages.map((page) => page.path));
  const docs = [...loadDocs().filter((doc) => !given.has(doc.path)), ...pages.filter((page) => page.kind === 'doc')];
  return createSite(docs, sidebarIds());
}
