import {describe, expect, it} from 'vitest';
import {robotsTxt} from '../../src/plugins/build-output/robots';

describe('robotsTxt', () => {
  it('lets every crawler in and names the sitemap at the site URL', () => {
    expect(robotsTxt('https://docs.example.test', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.test/sitemap.xml\n',
    );
  });

  it('refuses a base URL under which crawlers would never read it', () => {
    expect(() => robotsTxt('https://example.test', '/docs/')).toThrow(/host's root; the base URL is \/docs\//);
  });
});
