/**
 * Response headers of the static site. The build-output plugin (src/plugins/build-output) works out
 * the Content-Security-Policy from the build (hashes of its inline scripts, origins of its external
 * ones), puts it in every page as a `<meta http-equiv>` (what hosts that ignore `_headers`, such as
 * GitHub Pages, deliver) and writes all headers to a `_headers` file, the format static hosts read;
 * the embedded server applies the same file.
 */
export const HEADERS_FILE = '_headers';

export interface PolicySources {
  /** 'sha256-…' of every inline script the built pages carry. */
  inlineScriptHashes: string[];
  /** Origins scripts may load from besides the site. */
  scriptOrigins: string[];
  /** Origins scripts may send requests to and load images from besides the site (search service, tag and consent hosts). */
  connectOrigins: string[];
  /** Origins scripts may send requests to and nothing else: the REST API, which the reference's "Try it" panel calls. */
  apiOrigins: string[];
}

export function securityHeaders({
  inlineScriptHashes,
  scriptOrigins,
  connectOrigins,
  apiOrigins,
}: PolicySources): Record<string, string> {
  const list = (values: string[]) => [...new Set(values)].sort().join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${list([...inlineScriptHashes.map((hash) => `'${hash}'`), ...scriptOrigins])}`.trim(),
    // Docusaurus and Mermaid set style attributes on elements; src/plugins/language-tabs adds a <style> element.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${list(connectOrigins)}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${list([...connectOrigins, ...apiOrigins])}`.trim(),
    `frame-src 'self' ${list(scriptOrigins)}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Directives a policy delivered in a `<meta>` element cannot carry (CSP Level 3, section 3.3): browsers ignore them there and log an error. */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The Content-Security-Policy for a page's `<meta http-equiv>`: the header's policy less what only a header can do. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0]))
    .join('; ');
}

/** The `_headers` file: one rule, every path. */
export function formatHeadersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Reads back the headers of the `/*` rule of a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPathsRule = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPathsRule = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPathsRule && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}
