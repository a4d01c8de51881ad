import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {loadDocs, sidebarDocIds, type SidebarItem as Item} from './docs';

const docs = loadDocs();
const referenced = sidebarDocIds(sidebars.docs as Item[]);

describe('sidebar', () => {
  it('is the one docs sidebar', () => {
    expect(Object.keys(sidebars)).toEqual(['docs']);
  });

  it('lists every listed doc exactly once', () => {
    const listed = docs.filter((doc) => doc.frontMatter.unlisted !== true);
    const problems = [
      ...listed
        .filter((doc) => !referenced.includes(doc.id))
        .map(
          (doc) =>
            `docs/${doc.file} is in no sidebar: add '${doc.id}' to sidebars.ts, or mark the page \`unlisted: true\` in its front matter`,
        ),
      ...referenced
        .filter((id) => !docs.some((doc) => doc.id === id))
        .map((id) => `sidebars.ts lists '${id}', but no docs/${id}.mdx exists`),
      ...referenced
        .filter((id, index) => referenced.indexOf(id) !== index)
        .map((id) => `sidebars.ts lists '${id}' twice: keep one`),
      ...docs
        .filter((doc) => doc.frontMatter.unlisted === true && referenced.includes(doc.id))
        .map((doc) => `docs/${doc.file} is unlisted but sidebars.ts lists '${doc.id}'`),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('leaves the unlisted pages out', () => {
    const unlisted = docs.filter((doc) => doc.frontMatter.unlisted === true).map((doc) => doc.id);
    expect(unlisted.sort()).toEqual(['custom-services', 'how-tos/add-ip-address-spaces-virtualized']);
    for (const id of unlisted) expect(referenced).not.toContain(id);
  });

  it('files the generated REST reference under the REST API overview, one category per tag', () => {
    const apis = (sidebars.docs as Item[]).find(
      (item) => typeof item !== 'string' && 'label' in item && item.label === 'APIs and SDKs',
    );
    const rest = (apis as {items: Item[]}).items.find(
      (item) => typeof item !== 'string' && item.link?.id === 'rest/index',
    );
    const tags = (rest as {items: Item[]}).items;
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) {
      expect(typeof tag !== 'string' && tag.type).toBe('category');
      expect(sidebarDocIds([tag]).every((id) => id.startsWith('rest/reference/'))).toBe(true);
    }
  });

  it('lets every section overview reach each page under it: a <DocCardList /> or a link to each', () => {
    const routeOf = (id: string) => docs.find((doc) => doc.id === id)!.route;
    const landings: {id: string; children: string[]}[] = [];
    const collect = (items: Item[]) =>
      items.forEach((item) => {
        if (typeof item === 'string' || !item.items) return;
        // A child category without its own page is a card of the list, not a page to link.
        const children = item.items.flatMap((child) =>
          typeof child === 'string' ? [child] : (child.id ?? child.link?.id ?? []),
        );
        if (item.link?.id) landings.push({id: item.link.id, children});
        collect(item.items);
      });
    collect(sidebars.docs as Item[]);
    expect(landings.length).toBeGreaterThan(5);
    const problems = landings.flatMap(({id, children}) => {
      const body = docs.find((doc) => doc.id === id)!.body;
      if (/^<DocCardList\s*\/>/m.test(body)) return [];
      return children
        .filter((child) => !new RegExp(`\\]\\(${routeOf(child)}[)#]`).test(body))
        .map(
          (child) => `docs/${id}.mdx reaches no ${routeOf(child)}: end the overview with <DocCardList />, or link it`,
        );
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('follows the spec order of sections', () => {
    const labels = (sidebars.docs as Item[]).map((item) =>
      typeof item === 'string' ? item : ((item as {label?: string}).label ?? item.id),
    );
    expect(labels).toEqual([
      'Home',
      'Getting started',
      'APIs and SDKs',
      'Portal',
      'Single sign-on',
      'Workspaces',
      'Services',
      'Data streamer',
      'System events',
      'Integration guides',
      'How-tos',
      'Support',
      'Changelog',
    ]);
  });
});
