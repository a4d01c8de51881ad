import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {listFiles} from '../../src/plugins/build-output/files';
import {provider} from '../../src/provider';
import {loadDocs, sidebarDocIds, type DocFile, type SidebarItem} from '../unit/docs';
import {buildDir} from './site';

// The Markdown copies, llms.txt and llms-full.txt that src/plugins/markdown-copies writes after the build.
const docs = loadDocs().filter((doc) => !doc.file.split('/').some((segment) => segment.startsWith('_')));
const listed = docs.filter((doc) => doc.frontMatter.unlisted !== true);
const unlisted = docs.filter((doc) => doc.frontMatter.unlisted === true);
const markdownFileOf = (doc: DocFile) => `${doc.route === '/' ? '/index' : doc.route}.md`;
const pageUrlOf = (doc: DocFile) => new URL(doc.route, provider.urls.docs).href;
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const markdownOf = (doc: DocFile) => read(markdownFileOf(doc));
/** Fenced code blocks, at any list indentation, in an admonition's blockquote too: [fence, indent, backticks, info string, code]. */
const FENCE = /^((?:> ?)* *)(`{3,})([^\n]*)\n([\s\S]*?)^\1\2$/gm;
const fencesOf = (markdown: string) => [...markdown.matchAll(FENCE)];
/** Markdown without its fenced code: what is left is prose, where MDX syntax must not survive. */
const withoutCode = (markdown: string) => markdown.replace(FENCE, '');

describe('Markdown copies', () => {
  it('exist for every listed doc page and for nothing else', () => {
    const written = listFiles(buildDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => '/' + path.relative(buildDir, file).split(path.sep).join('/'));
    expect(written.sort()).toEqual(listed.map(markdownFileOf).sort());
  });

  it('start with the title and description and carry no front matter, imports, exports or JSX', () => {
    const problems = listed.flatMap((doc) => {
      const markdown = markdownOf(doc);
      const prose = withoutCode(markdown);
      return [
        ...(markdown.startsWith(`# ${doc.frontMatter.title}\n\n> ${doc.frontMatter.description}\n`)
          ? []
          : ['does not start with # title and > description']),
        ...['{provider', '<CodeBlock', '<Tabs', '<TabItem', '<DocCardList'].filter((text) => markdown.includes(text)),
        ...(prose.match(/^(import|export) .*$/gm) ?? []),
        ...(/^---\n[\s\S]*?\n---\n/.test(markdown) ? ['front matter'] : []),
        ...(/\u200b|Direct link to/.test(markdown) ? ['heading anchor residue'] : []),
      ].map((problem) => `${markdownFileOf(doc)}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('keep every code block and diagram of the page, each fence with a language, bash continuations intact', () => {
    const problems = listed.flatMap((doc) => {
      const markdown = markdownOf(doc);
      const html = read(markdownFileOf(doc).replace(/\.md$/, '.html'));
      const fences = fencesOf(markdown);
      const mermaidFences = fences.filter(([, , , info]) => info.trim() === 'mermaid').length;
      // Counted in the markup (a parser per page would take seconds): code blocks and diagrams are only in the article.
      const codeBlocks = html.match(/class="[^"]*\btheme-code-block\b/g)?.length ?? 0;
      const diagrams = html.match(/ data-mermaid-source=/g)?.length ?? 0;
      return [
        ...(fences.length === codeBlocks + diagrams
          ? []
          : [`${fences.length} fences for ${codeBlocks} code blocks and ${diagrams} diagrams`]),
        // theme/Mermaid keeps every diagram of the MDX in the HTML (components may draw more).
        ...(mermaidFences >= (doc.body.match(/^\s*```mermaid$/gm)?.length ?? 0)
          ? []
          : ['a diagram of the MDX is missing']),
        ...fences.filter(([, , , info]) => !/^[a-z]/.test(info)).map(([fence]) => `no language: ${fence.slice(0, 60)}`),
        ...fences
          .filter(([, , , info, code]) => info.startsWith('bash') && /\\\n\s*\n/.test(code))
          .map(([fence]) => `blank line after a continuation: ${fence.slice(0, 60)}`),
      ].map((problem) => `${markdownFileOf(doc)}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('llms.txt', () => {
  const llmsTxt = read('llms.txt');
  const links = [...llmsTxt.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)];

  it('has the llmstxt.org layout: a title, a one-paragraph summary, then sections of links', () => {
    expect(llmsTxt).toMatch(/^# .+\n\n> [^\n]+\n\n## /);
    const sections = llmsTxt.match(/^## .+$/gm) ?? [];
    expect(sections.length).toBeGreaterThan(5);
    expect(sections).toContain('## Getting started');
  });

  it('lists exactly the listed doc pages, in sidebar order, with their titles and descriptions', () => {
    const docsById = new Map(listed.map((doc) => [doc.id, doc]));
    const expected = sidebarDocIds(sidebars.docs as SidebarItem[]).flatMap((id) => docsById.get(id) ?? []);
    expect(expected).toHaveLength(listed.length);
    expect(links.map(([, title, url, description]) => ({title, url, description}))).toEqual(
      expected.map((doc) => ({
        title: doc.frontMatter.title,
        url: new URL(markdownFileOf(doc), provider.urls.docs).href,
        description: doc.frontMatter.description,
      })),
    );
  });

  it('llms-full.txt holds every listed page in sidebar order, with its URL', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => url);
    expect(sources).toEqual(links.map(([, , url]) => url.replace(/\/index\.md$/, '/').replace(/\.md$/, '')));
    expect(full).toContain(withoutCode(markdownOf(listed.find((doc) => doc.route === '/rest')!)).slice(200, 600));
  });
});

describe('pages left out', () => {
  it('unlisted pages, /search and the 404 page have no Markdown copy and are in neither llms file', () => {
    const llmsTxt = read('llms.txt');
    const full = read('llms-full.txt');
    expect(unlisted.map((doc) => doc.route).sort()).toEqual([
      '/custom-services',
      '/how-tos/add-ip-address-spaces-virtualized',
    ]);
    for (const doc of unlisted) {
      expect(existsSync(path.join(buildDir, markdownFileOf(doc)))).toBe(false);
      expect(llmsTxt).not.toContain(`${pageUrlOf(doc)}.md`);
      expect(full).not.toContain(`Source: ${pageUrlOf(doc)}\n`);
      expect(full).not.toContain(`\n# ${doc.frontMatter.title}\n`);
    }
    for (const page of ['search', '404']) {
      expect(existsSync(path.join(buildDir, `${page}.md`))).toBe(false);
      expect(llmsTxt).not.toContain(`/${page}.md`);
      expect(full).not.toContain(`Source: ${provider.urls.docs}/${page}\n`);
    }
  });
});
