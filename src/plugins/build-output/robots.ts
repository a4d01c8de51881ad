import {writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * robots.txt: crawlers may fetch every page, AI assistants' included (the Markdown copies and llms.txt are written for
 * them), and it names the sitemap the classic preset writes, so that a crawler finds pages no link leads to yet.
 * A crawler reads robots.txt only at the host's root: with a base URL other than `/` this file would do nothing.
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  if (baseUrl !== '/') throw new Error(`robots.txt must sit at the host's root; the base URL is ${baseUrl}`);
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

export function writeRobotsTxt(outDir: string, siteUrl: string, baseUrl: string): void {
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl));
}
