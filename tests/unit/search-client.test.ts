import {afterEach, describe, expect, it, vi} from 'vitest';
import {EMBEDDED_APP_ID} from '../../src/search/embedded';
import {liteClient} from '../../src/search/lite-client';

/** A requester that records what it is asked to send and answers with no hits. */
function recordingRequester() {
  const sent: {url: string}[] = [];
  return {
    sent,
    send: vi.fn(async (request: {url: string}) => {
      sent.push(request);
      return {status: 200, isTimedOut: false, content: JSON.stringify({results: [{hits: [], nbHits: 0}]})};
    }),
  };
}

/** Runs every queued microtask, and nothing that waits for a timer (timers are faked). */
const afterMicrotasks = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the site search client (src/search/lite-client.ts)', () => {
  for (const [build, appId, host] of [
    ['hosted Algolia', 'APPID', 'appid-dsn.algolia.net'],
    ['the embedded service', EMBEDDED_APP_ID, 'localhost'],
  ] as const) {
    it(`sends a query without waiting for a timer, with ${build}`, async () => {
      // Upstream's localStorage host cache waits a setTimeout(0) before each request; with timers faked it would never send.
      vi.useFakeTimers({toFake: ['setTimeout']});
      const requester = recordingRequester();
      const client = liteClient(appId, 'search-key', {requester});
      const answer = client.search({requests: [{indexName: 'docs', query: 'apn'}]});
      await afterMicrotasks();
      expect(requester.sent).toHaveLength(1);
      expect(new URL(requester.sent[0].url).host).toBe(host);
      await expect(answer).resolves.toMatchObject({results: [{nbHits: 0}]});
    });
  }
});
