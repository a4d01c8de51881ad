// src/upstream/idle-prefetch: Docusaurus's prefetchHelper replaced by a queue that asks for each script once,
// in idle periods of a few milliseconds; and the loader that puts it into docusaurus.js, which must fail the
// build when upstream's code changes.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {prefetchOnceWhenIdle, type IdleScheduler} from '../../src/upstream/idle-prefetch/prefetch.client';

const require = createRequire(import.meta.url);
const loader = require('../../src/upstream/idle-prefetch/docusaurus-prefetch-loader.cjs') as (source: string) => string;

/** An idle scheduler driven by the test: a clock each prefetch advances, and idle periods run on demand. */
function fakeScheduler(costPerPrefetchMs: number) {
  let clock = 0;
  const pending: ((deadline?: IdleDeadline) => void)[] = [];
  const fetched: string[] = [];
  const scheduler: IdleScheduler = {requestIdleCallback: (callback) => pending.push(callback), now: () => clock};
  const prefetch = (url: string) => {
    clock += costPerPrefetchMs;
    fetched.push(url);
    return Promise.resolve();
  };
  /** Runs the idle callbacks asked for so far, each with an idle period of `idleMs`; returns what each fetched. */
  const idle = (idleMs = 50) =>
    pending.splice(0).map((callback) => {
      const before = fetched.length;
      const start = clock;
      callback({didTimeout: false, timeRemaining: () => Math.max(0, idleMs - (clock - start))});
      return fetched.slice(before);
    });
  return {scheduler, prefetch, fetched, idle, pendingCount: () => pending.length};
}

describe('prefetchOnceWhenIdle', () => {
  it('fetches nothing in the task that asks, and each script once however many routes share it', () => {
    const fake = fakeScheduler(1);
    const prefetchWhenIdle = prefetchOnceWhenIdle(fake.prefetch, fake.scheduler);
    for (const route of ['a', 'b', 'c']) {
      for (const url of ['/shared.js', `/${route}.js`]) void prefetchWhenIdle(url);
    }
    expect(fake.fetched).toEqual([]);
    expect(fake.pendingCount()).toBe(1);
    while (fake.pendingCount() > 0) fake.idle();
    expect(fake.fetched).toEqual(['/shared.js', '/a.js', '/b.js', '/c.js']);
    void prefetchWhenIdle('/shared.js');
    expect(fake.pendingCount()).toBe(0);
  });

  it('stops after its budget of a few milliseconds and goes on in the next idle period', () => {
    const fake = fakeScheduler(1.5);
    const prefetchWhenIdle = prefetchOnceWhenIdle(fake.prefetch, fake.scheduler);
    for (let index = 0; index < 10; index++) void prefetchWhenIdle(`/${index}.js`);
    const periods: string[][] = [];
    while (fake.pendingCount() > 0) periods.push(...fake.idle());
    expect(periods.map((period) => period.length)).toEqual([3, 3, 3, 1]);
    expect(periods.flat()).toHaveLength(10);
  });

  it('ends its period early when the browser says idle time is over, but always does one', () => {
    const fake = fakeScheduler(1);
    const prefetchWhenIdle = prefetchOnceWhenIdle(fake.prefetch, fake.scheduler);
    for (let index = 0; index < 3; index++) void prefetchWhenIdle(`/${index}.js`);
    expect(fake.idle(0)).toEqual([['/0.js']]);
    expect(fake.idle(2)).toEqual([['/1.js']]);
  });
});

describe('the loader for docusaurus.js', () => {
  const upstream = readFileSync(require.resolve('@docusaurus/core/lib/client/docusaurus.js'), 'utf8');

  it("routes the installed Docusaurus's prefetchHelper through prefetchOnceWhenIdle", () => {
    const patched = loader(upstream);
    expect(patched).not.toContain("import prefetchHelper from './prefetch';");
    expect(patched).toMatch(/import \{prefetchOnceWhenIdle\} from ".*prefetch\.client\.ts";/);
    expect(patched).toContain('const prefetchHelper = prefetchOnceWhenIdle(upstreamPrefetchHelper);');
    // The helper is still what upstream calls for each chunk of each route.
    expect(upstream).toContain('return prefetchHelper(chunkAsset);');
  });

  it('fails, naming what changed, when upstream no longer imports the helper that way', () => {
    expect(() => loader(upstream.replace("from './prefetch'", "from './prefetch.js'"))).toThrow(
      /idle-prefetch: .*docusaurus\.js no longer has/,
    );
  });
});
