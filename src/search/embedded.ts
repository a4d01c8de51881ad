// What the browser's search client (src/search/lite-client.ts) knows of the embedded service (search/server.ts).

/** The application id the site's config gives DocSearch when it searches the embedded service (src/config/search.ts). */
export const EMBEDDED_APP_ID = 'EMBEDDED';

/**
 * How long the embedded client waits for a search before the modal and /search
 * give up and show the error screen. Algolia's defaults (1 s to the response headers, 2 s to the body) suit its
 * four hosts, where a slow one is dropped for the next. With the site's one host, a single slow answer was
 * fatal: a reader on a poor mobile link, or CI under load, got "unreachable" while the answer was on its way.
 * A service that is down still fails at once, as a network error, not through these timers.
 */
export const embeddedSearchTimeouts = {
  connect: 10_000,
  read: 10_000,
  write: 30_000, // as upstream; the client only reads
};
