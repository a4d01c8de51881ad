// Helpers of the MCP server tests: a small build folder (tests/fixtures/mcp: a few Markdown copies, llms.txt and
// search records made from them, the saved index), a secret beside it, and SDK clients over both transports.
import {cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll} from 'vitest';
import type {DocSearchRecord} from '../../search/records';
import {writeRecordsFile} from '../../src/plugins/build-output/search-records';
import {provider} from '../../src/provider';
import {startServer, type RunningServer} from './search-service';

export const repoRoot = path.resolve(__dirname, '../..');
export const fixturePages = path.join(repoRoot, 'tests/fixtures/mcp');

/** The fixture's pages by route, with the sidebar section llms.txt files them under. */
export const fixtureRoutes: Record<string, string> = {
  '/': 'Home',
  '/apn-configuration': 'Getting started',
  '/apn-configuration/android': 'Getting started',
  '/how-tos/send-sms': 'How-tos',
};

/** What a file outside the build holds: no tool may ever answer with it. */
export const SECRET = 'SECRET-OUTSIDE-THE-BUILD';

const markdownFileOf = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);

/** The fixture page's Markdown, as get_page must return it. */
export const fixtureMarkdown = (route: string) => readFileSync(path.join(fixturePages, markdownFileOf(route)), 'utf8');

/** DocSearch records of a Markdown page, one per title, heading and paragraph, as the build would extract. */
function recordsOf(route: string, section: string): DocSearchRecord[] {
  const url = new URL(route, provider.urls.docs).href;
  const records: DocSearchRecord[] = [];
  let title = '';
  let heading: string | null = null;
  for (const line of fixtureMarkdown(route).split('\n')) {
    if (!line.trim() || line.startsWith('>')) continue;
    const anchor = heading && heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (line.startsWith('# ')) title = line.slice(2);
    else if (line.startsWith('## ')) heading = line.slice(3);
    const type = line.startsWith('# ') ? 'lvl1' : line.startsWith('## ') ? 'lvl2' : 'content';
    const headingAnchor =
      type === 'lvl2'
        ? line
            .slice(3)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
        : anchor;
    records.push({
      objectID: `${route}-${records.length}`,
      url: headingAnchor ? `${url}#${headingAnchor}` : url,
      url_without_anchor: url,
      anchor: headingAnchor ?? null,
      type,
      hierarchy: {lvl0: section, lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: type === 'content' ? line : null,
      weight: {pageRank: 0, level: type === 'lvl1' ? 100 : type === 'lvl2' ? 90 : 0, position: records.length},
      language: 'en',
      version: ['current'],
      docusaurus_tag: ['docs-default-current'],
    });
  }
  return records;
}

export interface FixtureBuild {
  /** The build folder. */
  dir: string;
  /** The folder holding it, with the secret beside the build. */
  parent: string;
}

/**
 * A build folder in a temporary folder: the fixture pages, llms.txt, the search records with their saved index,
 * an HTML page, and two ways out that must stay shut: `secret.md` beside the build and a link to it inside.
 */
export function makeFixtureBuild(): FixtureBuild {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  const dir = path.join(parent, 'build');
  mkdirSync(dir);
  cpSync(fixturePages, dir, {recursive: true});
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  const sections = [...new Set(Object.values(fixtureRoutes))];
  const llms = sections.map((section) => {
    const links = Object.entries(fixtureRoutes)
      .filter(([, pageSection]) => pageSection === section)
      .map(([route]) => {
        const [, title] = /^# (.+)$/m.exec(fixtureMarkdown(route))!;
        return `- [${title}](${new URL(markdownFileOf(route), `${provider.urls.docs}/`).href}): ${title}.`;
      });
    return `## ${section}\n\n${links.join('\n')}\n`;
  });
  writeFileSync(path.join(dir, 'llms.txt'), [`# ${provider.displayName} docs\n`, '> Fixture.\n', ...llms].join('\n'));
  writeRecordsFile(dir, [Object.entries(fixtureRoutes).flatMap(([route, section]) => recordsOf(route, section))]);
  writeFileSync(path.join(parent, 'secret.md'), `${SECRET}\n`);
  symlinkSync(path.join(parent, 'secret.md'), path.join(dir, 'leak.md'));
  return {dir, parent};
}

/** Every Markdown page of the fixture, by route. */
export function fixtureMarkdownRoutes(): string[] {
  const walk = (folder: string, prefix: string): string[] =>
    readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(folder, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name.replace(/\.md$/, '')}`.replace(/^\/index$/, '/')],
    );
  return walk(fixturePages, '');
}

export async function connectHttp(origin: string): Promise<Client> {
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin)));
  return client;
}

/** A client of a stdio server started as `command args` (the repository's CLI or the packed package's bin). */
export async function connectStdio(command: string, args: string[], env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: repoRoot,
    env: {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env},
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer as text, and whether it is an error. */
export async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return {text, isError: result.isError === true, data: result.structuredContent as Record<string, unknown>};
}

/**
 * The fixture build, served by the search service for the tests of this file (started before them, stopped and
 * removed after): `served.server` is there once the tests run.
 */
export function serveFixtureBuild(): {build: FixtureBuild; server: RunningServer} {
  const served = {build: makeFixtureBuild(), server: undefined as unknown as RunningServer};
  beforeAll(async () => {
    served.server = await startServer(served.build.dir);
  });
  afterAll(async () => {
    await served.server.close();
    rmSync(served.build.parent, {recursive: true, force: true});
  });
  return served;
}
