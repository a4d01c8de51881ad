// A build of its own (a two-page fixture site), so it lives with the build tests rather than the unit suite.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docusaurusCommand} from '../../bench/builds';
import config from '../../docusaurus.config';

// A two-page Docusaurus site in a temporary folder, built for real with this repo's packages and
// our link settings, one page linking to a route that does not exist.
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'broken-links-'));
const brokenRoute = '/portal/no-such-page';
const sourceRoute = '/guides/set-up';

function writeSite(): void {
  symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(siteDir, 'node_modules'), 'junction');
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({name: 'broken-links-fixture', private: true}));
  const siteConfig = {
    title: 'Broken links fixture',
    url: 'https://docs.example.test',
    baseUrl: '/',
    onBrokenLinks: config.onBrokenLinks,
    trailingSlash: config.trailingSlash,
    markdown: {hooks: config.markdown.hooks},
    // Our bundler, without the persistent cache that would land in the shared node_modules.
    future: {
      v4: config.future.v4,
      faster: {rspackBundler: true, swcJsLoader: true, swcJsMinimizer: true, lightningCssMinimizer: true},
    },
    presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
  };
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.mjs'),
    `export default ${JSON.stringify(siteConfig, null, 2)};\n`,
  );
  mkdirSync(path.join(siteDir, 'docs/guides'), {recursive: true});
  writeFileSync(
    path.join(siteDir, 'docs/index.md'),
    '---\nslug: /\ntitle: Home\n---\n\nStart with [setting up](/guides/set-up).\n',
  );
  writeFileSync(
    path.join(siteDir, 'docs/guides/set-up.md'),
    `---\ntitle: Set up\n---\n\nSee [the missing page](${brokenRoute}) and go back [home](/).\n`,
  );
}

afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

describe('a doc with a broken internal link', () => {
  it('fails the build, naming the page and the link', {timeout: 180_000}, () => {
    expect(config.onBrokenLinks).toBe('throw');
    writeSite();
    const build = spawnSync(...docusaurusCommand(['build']), {
      cwd: siteDir,
      encoding: 'utf8',
      env: {...process.env, NODE_ENV: 'production'},
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output).not.toBe(0);
    expect(output).toContain('broken link');
    expect(output).toMatch(new RegExp(`source page path = ${sourceRoute}:\\s*\\n\\s*-> linking to ${brokenRoute}`));
  });
});
