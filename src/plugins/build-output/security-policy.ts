import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {formatHeadersFile, HEADERS_FILE, metaPolicy, securityHeaders} from '../../../search/security-headers';

/** The one `<meta charset>` every built page opens its `<head>` with; the policy goes right after it, before any script. */
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * Works out the Content-Security-Policy from the built pages (hashes of their inline scripts, origins
 * of their external ones), puts it in every page as a `<meta http-equiv>` and writes the `_headers` file.
 */
export function writeSecurityPolicy({
  outDir,
  htmlFiles,
  scriptOrigins: configuredScriptOrigins,
  connectOrigins,
}: {
  outDir: string;
  htmlFiles: string[];
  /** Hosts the configured third-party scripts load from. */
  scriptOrigins: string[];
  /** Hosts scripts send requests to besides the script hosts (the hosted search service). */
  connectOrigins: string[];
}): {inlineScriptHashes: number} {
  const inlineScriptHashes = new Set<string>();
  const scriptOrigins = new Set(configuredScriptOrigins);
  const pages = htmlFiles.map((file) => ({file, html: readFileSync(file, 'utf8')}));
  for (const {html} of pages) {
    const $ = cheerio.load(html);
    $('script').each((_, element) => {
      const type = $(element).attr('type');
      if (type && type !== 'text/javascript' && type !== 'module') return;
      const src = $(element).attr('src');
      if (src) {
        if (/^https?:\/\//.test(src)) scriptOrigins.add(new URL(src).origin);
        return;
      }
      const hash = createHash('sha256')
        .update($(element).html() ?? '')
        .digest('base64');
      inlineScriptHashes.add(`sha256-${hash}`);
    });
  }
  const headers = securityHeaders({
    inlineScriptHashes: [...inlineScriptHashes],
    scriptOrigins: [...scriptOrigins],
    connectOrigins: [...scriptOrigins, ...connectOrigins],
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(headers['Content-Security-Policy'])}">`;
  for (const {file, html} of pages) {
    if (!CHARSET_META.test(html))
      throw new Error(`${path.relative(outDir, file)}: no <meta charset> to put the policy after`);
    writeFileSync(
      file,
      html.replace(CHARSET_META, (charset) => charset + meta),
    );
  }
  writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(headers));
  return {inlineScriptHashes: inlineScriptHashes.size};
}
