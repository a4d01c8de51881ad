/**
 * Response headers for the static site, shared by the embedded server and the `_headers` file that
 * static hosts read. The site loads scripts, styles and data only from its own origin.
 */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
