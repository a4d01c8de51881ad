/**
 * The `_headers` file, the format static hosts read for response headers: the build-output plugin
 * (src/plugins/build-output/security-policy.ts) writes it with the headers of src/plugins/build-output/security-headers.ts,
 * and the embedded server (search/server.ts) applies the same file, so `npm run serve` answers as such a host would.
 */
export const HEADERS_FILE = '_headers';

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
