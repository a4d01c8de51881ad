// Runs after `docusaurus build`: writes the search records, the security headers and precompressed copies of text files.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {extractRecords, isIndexable, type DocSearchRecord} from '../search/records';
import {RECORDS_FILE} from '../search/server';
import {formatHeadersFile, HEADERS_FILE, securityHeaders} from '../search/security-headers';
import {thirdPartyScripts} from '../src/config/scripts';
import {algoliaOrigins} from '../src/config/search';
import * as cheerio from 'cheerio';
import {provider} from '../src/provider';

const [buildArgument = 'build', extraRecordsArgument] = process.argv.slice(2);
const buildDir = path.resolve(buildArgument);
/** Records appended as they are (the e2e build adds records whose text is hostile HTML). */
const extraRecordsFile = extraRecordsArgument?.replace(/^--extra-records=/, '');
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** `build/a/b.html` and `build/a/b/index.html` are both served at `/a/b`. */
function routeOf(file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return '/' + relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

const files = walk(buildDir);
const records: DocSearchRecord[] = [];
let pages = 0;
for (const file of files.filter((name) => name.endsWith('.html') && path.basename(name) !== '404.html')) {
  const html = readFileSync(file, 'utf8');
  if (!isIndexable(html)) continue;
  pages++;
  records.push(...extractRecords(html, new URL(routeOf(file), provider.urls.docs).href));
}
if (extraRecordsFile) records.push(...(JSON.parse(readFileSync(extraRecordsFile, 'utf8')) as DocSearchRecord[]));
writeFileSync(path.join(buildDir, RECORDS_FILE), JSON.stringify(records));

// Content-Security-Policy: the inline scripts the pages carry, and the hosts configured scripts need.
const inlineScriptHashes = new Set<string>();
const scriptOrigins = new Set(Object.values(thirdPartyScripts).flatMap((script) => script.origins));
for (const file of files.filter((name) => name.endsWith('.html'))) {
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  $('script').each((_, element) => {
    const type = $(element).attr('type');
    if (type && type !== 'text/javascript' && type !== 'module') return;
    const src = $(element).attr('src');
    if (src) {
      if (/^https?:\/\//.test(src)) scriptOrigins.add(new URL(src).origin);
      return;
    }
    inlineScriptHashes.add(
      `sha256-${createHash('sha256')
        .update($(element).html() ?? '')
        .digest('base64')}`,
    );
  });
}
const headers = securityHeaders({
  inlineScriptHashes: [...inlineScriptHashes],
  scriptOrigins: [...scriptOrigins],
  connectOrigins: [...scriptOrigins, ...algoliaOrigins],
});
writeFileSync(path.join(buildDir, HEADERS_FILE), formatHeadersFile(headers));

let compressed = 0;
for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (statSync(file).size < MIN_COMPRESS_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, {level: 9}));
  writeFileSync(`${file}.br`, brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}));
  compressed++;
}
console.log(
  `Search: ${records.length} records from ${pages} pages. CSP: ${inlineScriptHashes.size} inline script hashes. Precompressed ${compressed} files.`,
);
