import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {provider} from '../../src/provider';
import {buildDir} from './site';

// robots.txt, which src/plugins/build-output/robots.ts writes after the build, and the sitemap it names.
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

describe('robots.txt', () => {
  it('lets every crawler in and names a sitemap the build holds, which lists the docs', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    const sitemapUrl = new URL(/^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '');
    expect(sitemapUrl.origin).toBe(new URL(provider.urls.docs).origin);
    const sitemap = read(sitemapUrl.pathname);
    expect(sitemap).toContain(`<loc>${new URL('/apn-configuration', provider.urls.docs).href}</loc>`);
    expect(sitemap).not.toContain('/search<');
  });

  it('has the search page, an empty page until a reader types, marked for crawlers not to index', () => {
    expect(read('search.html')).toMatch(/<meta[^>]* name="?robots"? content="noindex, follow"/);
  });

  it('has the unlisted pages marked for crawlers not to index, with no banner telling a reader who followed a link that only a direct link reaches them', () => {
    for (const file of ['custom-services.html', 'how-tos/add-ip-address-spaces-virtualized.html']) {
      const html = read(file);
      expect(html, file).toMatch(/<meta[^>]* name="?robots"? content="noindex, nofollow"/);
      expect(html.includes('theme-unlisted-banner'), `${file} shows the unlisted banner`).toBe(false);
    }
  });
});
