// The npx package (packages/docs-mcp): built, packed with `npm pack`, unpacked, and its bin run with plain Node
// over stdio against a site served here from the MCP fixture build, as `npx <package> <site URL>` would.
import {execFileSync, spawn} from 'node:child_process';
import {builtinModules} from 'node:module';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {mcpBinName, mcpPackageName} from '../../search/mcp/names';
import {buildPackage} from '../../packages/docs-mcp/build';
import {provider} from '../../src/provider';
import {call, connectStdio, fixtureMarkdown, makeFixtureBuild, repoRoot} from './mcp-fixture';
import {startServer, type RunningServer} from './search-service';

const work = mkdtempSync(path.join(os.tmpdir(), 'mcp-package-'));
const build = makeFixtureBuild();
let packageDir: string;
let manifest: {name: string; private?: boolean; bin: Record<string, string>; dependencies: Record<string, string>};
let bin: string;
let site: RunningServer;
let client: Client;

beforeAll(async () => {
  await buildPackage(path.join(work, 'dist'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: path.join(work, 'dist'),
    encoding: 'utf8',
  }).trim();
  const install = path.join(work, 'install');
  mkdirSync(install);
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', install]);
  packageDir = path.join(install, 'package');
  // What `npm install` would put beside it: the declared dependencies (here the site's own copies, no network).
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(install, 'node_modules'), 'junction');
  manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  bin = path.join(packageDir, manifest.bin[mcpBinName]);
  site = await startServer(build.dir);
  client = await connectStdio(process.execPath, [bin, site.origin]);
}, 120_000);

afterAll(async () => {
  await client?.close();
  await site?.close();
  rmSync(work, {recursive: true, force: true});
  rmSync(build.parent, {recursive: true, force: true});
});

it("is named after the provider, publishable, and its bin is plain JavaScript with Node's shebang", () => {
  expect(manifest.name).toBe(mcpPackageName);
  expect(mcpPackageName).toMatch(/^@[a-z0-9-]+\/docs-mcp$/);
  expect(manifest.private).toBeUndefined();
  expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
});

it('requires nothing at run time but Node and the dependencies it declares', () => {
  const required = [...readFileSync(bin, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map(([, name]) => name);
  const packages = required
    .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  expect(required.filter((name) => name.startsWith('.'))).toEqual([]);
  expect([...new Set(packages)].sort()).toEqual(Object.keys(manifest.dependencies).sort());
});

it('serves the tools over stdio from the packed copy, reading the site over HTTP', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name)).toContain('search_docs');
  const page = await call(client, 'get_page', {route: `${provider.urls.docs}/apn-configuration/android`});
  expect(page.text).toBe(fixtureMarkdown('/apn-configuration/android'));
  // The section of an anchor, found with the slugger the package bundles.
  const section = await call(client, 'get_page', {
    route: `${provider.urls.docs}/apn-configuration/android#add-the-apn`,
  });
  expect(section.text).toContain('\n## Add the APN\n');
  expect(section.text).not.toContain('Verify the data session');
  const search = await call(client, 'search_docs', {query: 'verify data session', limit: 2});
  expect(search.isError).toBe(false);
  expect((search.data.results as {url: string}[])[0].url).toContain('/apn-configuration/android');
  const unknown = await call(client, 'get_page', {route: '/how-tos/send-smss'});
  expect(unknown.text).toContain('Closest routes: /how-tos/send-sms');
  const operation = await call(client, 'get_api_operation', {operationId: 'sendSms', language: 'java'});
  expect((operation.data.sample as {code: string}).code).toContain('HttpClient');
});

it('reads the public docs site when given no URL', async () => {
  const child = spawn(process.execPath, [bin], {stdio: ['pipe', 'pipe', 'pipe'], env: {PATH: process.env.PATH}});
  try {
    const line = await new Promise<string>((resolve) =>
      child.stderr.once('data', (chunk: Buffer) => resolve(String(chunk))),
    );
    expect(line.trim()).toBe(`MCP server on stdio, reading ${provider.urls.docs}`);
  } finally {
    child.kill();
  }
});
