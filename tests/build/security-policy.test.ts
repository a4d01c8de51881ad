import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {HEADERS_FILE, parseHeadersFile} from '../../search/headers-file';
import {metaPolicy} from '../../src/plugins/build-output/security-headers';
import {buildDir, builtPages} from './site';

// Static hosts that ignore `_headers` (GitHub Pages, where the site is published) deliver only what
// the page itself carries: the policy must be in every page, ahead of every script.
const headerPolicy = parseHeadersFile(readFileSync(path.join(buildDir, HEADERS_FILE), 'utf8'))[
  'Content-Security-Policy'
];
// Each page parsed once, for both tests, before they start: a slow machine does not make them time out.
const pages = builtPages().map((page) => ({...page, $: cheerio.load(page.html)}));

describe('Content-Security-Policy in the built pages', () => {
  it('is in every page once, before any script, and equals the header policy less what only a header can do', () => {
    const problems: string[] = [];
    for (const {route, html, $} of pages) {
      const metas = $('meta[http-equiv="Content-Security-Policy"]');
      if (metas.length !== 1) problems.push(`${route}: ${metas.length} policy <meta> elements`);
      else if (metas.attr('content') !== metaPolicy(headerPolicy)) problems.push(`${route}: the policy differs`);
      const firstScript = html.search(/<script\b/);
      if (firstScript >= 0 && html.indexOf('http-equiv="Content-Security-Policy"') > firstScript) {
        problems.push(`${route}: the policy comes after a script`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(metaPolicy(headerPolicy)).not.toContain('frame-ancestors');
    expect(headerPolicy).toContain("frame-ancestors 'none'");
  });

  it("allows every inline script of every page by its hash, and no 'unsafe-inline' script", () => {
    const scriptSources = /script-src ([^;]+)/.exec(metaPolicy(headerPolicy))![1].split(' ');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const missing = new Set<string>();
    for (const {route, $} of pages) {
      $('script:not([src])').each((_, element) => {
        const type = $(element).attr('type');
        if (type && type !== 'text/javascript' && type !== 'module') return;
        const hash = `'sha256-${createHash('sha256')
          .update($(element).html() ?? '')
          .digest('base64')}'`;
        if (!scriptSources.includes(hash)) missing.add(`${route}: inline script ${hash}`);
      });
    }
    expect([...missing]).toEqual([]);
  });
});
