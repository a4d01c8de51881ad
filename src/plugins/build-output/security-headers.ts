/**
 * Response headers of the static site. The build-output plugin (security-policy.ts) works out the
 * Content-Security-Policy from the build (hashes of its inline scripts, origins of its external ones), puts it in
 * every page as a `<meta http-equiv>` (what hosts that ignore `_headers`, such as GitHub Pages, deliver) and writes
 * all headers to the `_headers` file (search/headers-file.ts), which static hosts and the embedded server read.
 */
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
