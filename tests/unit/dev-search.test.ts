import {mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {devSearchPlugin} from '../../src/plugins/docsearch/dev-search';
import {embeddedIndexName} from '../../search/index-name';
import {makeBuild, queriesPath} from './search-service';

interface DevServerConfig {
  proxy: {context: string[]; router: () => Promise<string>}[];
  client: {overlay: {runtimeErrors: (error: Error) => boolean}};
}

const siteDirs: string[] = [];
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});
afterAll(() => siteDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** The dev server config the plugin hands Docusaurus, for a site whose build/ is `buildDir` (or none). */
function devServerConfig(buildDir?: string): DevServerConfig {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'dev-search-site-'));
  siteDirs.push(siteDir);
  // The plugin reads the site folder's build/: point it at the fixture build.
  if (buildDir) symlinkSync(buildDir, path.join(siteDir, 'build'), 'junction');
  process.env.NODE_ENV = 'development';
  const plugin = devSearchPlugin({siteDir} as LoadContext) as Plugin;
  const result = plugin.configureWebpack!({} as never, false, {} as never, undefined) as {devServer: DevServerConfig};
  return result.devServer;
}

async function search(config: DevServerConfig, query: string): Promise<Response> {
  const proxy = config.proxy.find((entry) => entry.context.some((prefix) => queriesPath.startsWith(prefix)))!;
  return fetch(`${await proxy.router()}${queriesPath}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({requests: [{indexName: embeddedIndexName, query, hitsPerPage: 3}]}),
  });
}

describe('search in npm run dev', () => {
  it('is no part of a production build', () => {
    process.env.NODE_ENV = 'production';
    expect(devSearchPlugin({siteDir: os.tmpdir()} as LoadContext)).toBeNull();
  });

  it("forwards the search API to the service loaded with the last build's records", async () => {
    const response = await search(devServerConfig(makeBuild({pages: 5, recordsPerPage: 10})), 'sim');
    expect(response.status).toBe(200);
    const {results} = (await response.json()) as {results: {hits: unknown[]}[]};
    expect(results[0].hits.length).toBeGreaterThan(0);
  });

  it('answers 503 with what to do when there is no build yet, and the overlay leaves that error alone', async () => {
    const config = devServerConfig();
    const response = await search(config, 'sim');
    expect(response.status).toBe(503);
    expect(((await response.json()) as {message: string}).message).toMatch(/run `npm run build` once/);
    const overlayShows = config.client.overlay.runtimeErrors;
    expect(overlayShows(Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'}))).toBe(false);
    expect(overlayShows(new TypeError('a real crash'))).toBe(true);
  });
});
