import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {formatHeadersFile, HEADERS_FILE} from '../../../search/headers-file';
import {metaPolicy, securityHeaders} from './security-headers';

/** The one `<meta charset>` every built page opens its `<head>` with; the policy goes right after it, before any script. */
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;

/** What the policy must allow for the built pages' scripts, gathered as the build reads each page once. */
export class PageScripts {
  readonly inlineScriptHashes = new Set<string>();
  /** Origins of the external scripts, in the order the pages name them. */
  readonly origins = new Set<string>();
  /** Most pages share their inline scripts: each distinct one is hashed once. */
  private readonly hashed = new Set<string>();

  /** Notes the scripts of the page `name` (for errors): `html` is its text, `$` what cheerio parsed of it. */
  add(name: string, html: string, $: CheerioAPI): void {
    if (!CHARSET_META.test(html)) throw new Error(`${name}: no <meta charset> to put the policy after`);
    for (const element of $('script').toArray()) {
      const {type, src} = element.attribs;
      if (type && type !== 'text/javascript' && type !== 'module') continue;
      if (src) {
        if (/^https?:\/\//.test(src)) this.origins.add(new URL(src).origin);
        continue;
      }
      const text = $(element).html() ?? '';
      if (this.hashed.has(text)) continue;
      this.hashed.add(text);
      this.inlineScriptHashes.add(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    }
  }
}

/**
 * Puts the Content-Security-Policy that allows `scripts` (and the configured hosts) in every page as a
 * `<meta http-equiv>`, and writes the `_headers` file. Pages are read again rather than held together: the policy
 * must know every page before it goes in any.
 */
export function writeSecurityPolicy({
  outDir,
  htmlFiles,
  scripts,
  scriptOrigins: configuredScriptOrigins,
  connectOrigins,
  apiOrigins,
}: {
  outDir: string;
  htmlFiles: string[];
  /** The scripts of every page in `htmlFiles`. */
  scripts: PageScripts;
  /** Hosts the configured third-party scripts load from. */
  scriptOrigins: string[];
  /** Hosts scripts send requests to besides the script hosts (the hosted search service). */
  connectOrigins: string[];
  /** Hosts scripts may only send requests to (the REST API of the reference's "Try it" panel). */
  apiOrigins: string[];
}): {inlineScriptHashes: number} {
  const {inlineScriptHashes} = scripts;
  const scriptOrigins = new Set([...configuredScriptOrigins, ...scripts.origins]);
  const headers = securityHeaders({
    inlineScriptHashes: [...inlineScriptHashes],
    scriptOrigins: [...scriptOrigins],
    connectOrigins: [...scriptOrigins, ...connectOrigins],
    apiOrigins,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(headers['Content-Security-Policy'])}">`;
  for (const file of htmlFiles) {
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(CHARSET_META, (charset) => charset + meta),
    );
  }
  writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(headers));
  return {inlineScriptHashes: inlineScriptHashes.size};
}
