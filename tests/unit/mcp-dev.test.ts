// `npm run dev` answers /mcp too: the dev-search plugin forwards it, with the search API, to the embedded
// service loaded with the last build (here the MCP fixture build), whose tools read that build.
import {mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, expect, it} from 'vitest';
import {MCP_PATH} from '../../search/mcp/names';
import {devSearchPlugin} from '../../src/plugins/docsearch/dev-search';
import {call, connectHttp, fixtureMarkdown, makeFixtureBuild} from './mcp-fixture';

const build = makeFixtureBuild();
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'mcp-dev-site-'));
symlinkSync(build.dir, path.join(siteDir, 'build'), 'junction');
const nodeEnv = process.env.NODE_ENV;
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(siteDir, {recursive: true, force: true});
  rmSync(build.parent, {recursive: true, force: true});
});

it('forwards POST /mcp to the service of the last build, whose tools read that build', async () => {
  process.env.NODE_ENV = 'development';
  const plugin = devSearchPlugin({siteDir} as LoadContext) as Plugin;
  const {devServer} = plugin.configureWebpack!({} as never, false, {} as never, undefined) as {
    devServer: {proxy: {context: string[]; router: () => Promise<string>}[]};
  };
  const proxy = devServer.proxy.find((entry) => entry.context.includes(MCP_PATH));
  expect(proxy).toBeDefined();
  const client = await connectHttp(await proxy!.router());
  try {
    const page = await call(client, 'get_page', {route: '/how-tos/send-sms'});
    expect(page.text).toBe(fixtureMarkdown('/how-tos/send-sms'));
    const search = await call(client, 'search_docs', {query: 'delivery status'});
    expect((search.data.results as {url: string}[])[0].url).toContain('/how-tos/send-sms');
  } finally {
    await client.close();
  }
});
