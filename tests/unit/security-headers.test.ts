import {describe, expect, it} from 'vitest';
import {formatHeadersFile, parseHeadersFile} from '../../search/headers-file';
import {securityHeaders} from '../../src/plugins/build-output/security-headers';

const headers = securityHeaders({
  inlineScriptHashes: ['sha256-abc='],
  scriptOrigins: ['https://tags.example'],
  connectOrigins: ['https://tags.example', 'https://*.algolia.net'],
  apiOrigins: ['https://api.example'],
});
const policy = headers['Content-Security-Policy'];

describe('security headers', () => {
  it('allow scripts from the site, its hashed inline scripts and configured hosts only', () => {
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://tags.example;");
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allow requests to the site, the search service, the API and configured hosts only', () => {
    expect(policy).toContain("connect-src 'self' https://*.algolia.net https://api.example https://tags.example;");
  });

  it('allow the API for requests only, not for images', () => {
    expect(policy).toMatch(/img-src [^;]*https:\/\/tags\.example/);
    expect(policy).not.toMatch(/img-src [^;]*api\.example/);
  });

  it('forbid framing and sniffing, and limit referrers', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('round-trip through the _headers file format', () => {
    const file = formatHeadersFile(headers);
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(parseHeadersFile(`/other\n  X-Test: 1\n${file}`)).toEqual(headers);
  });
});
