// Takes the place of @docusaurus/core's prefetchHelper in docusaurus.js (see index.ts): each script is
// prefetched once per page load, and the <link rel="prefetch"> elements are added in idle time, a few
// milliseconds' worth per idle period, so prefetching never makes a long task.

type Prefetch = (url: string) => Promise<void>;

/** Work per idle period: under Lighthouse's simulated 4x slowdown a task of 4 ms counts as 16 ms, far from long. */
const BUDGET_MS = 4;
/** Prefetches start within this time even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5_000;

interface Queue {
  requested: Set<string>;
  waiting: {url: string; prefetch: Prefetch}[];
  scheduled: boolean;
}

export interface IdleScheduler {
  requestIdleCallback(callback: (deadline?: IdleDeadline) => void, options: {timeout: number}): void;
  now(): number;
}

const browserScheduler: IdleScheduler = {
  requestIdleCallback(callback, options) {
    // Safari has no requestIdleCallback: a timer still keeps the work out of the task that asked for it.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, options);
    else setTimeout(() => callback(), 1);
  },
  now: () => performance.now(),
};

export function createPrefetchQueue(scheduler: IdleScheduler = browserScheduler) {
  const queue: Queue = {requested: new Set(), waiting: [], scheduled: false};

  function drain(deadline?: IdleDeadline): void {
    queue.scheduled = false;
    const start = scheduler.now();
    // At least one per period, so the queue empties even when the timeout fires on a busy page.
    do {
      const next = queue.waiting.shift()!;
      void next.prefetch(next.url);
    } while (
      queue.waiting.length > 0 &&
      scheduler.now() - start < BUDGET_MS &&
      (deadline === undefined || deadline.timeRemaining() > 1)
    );
    schedule();
  }

  function schedule(): void {
    if (queue.scheduled || queue.waiting.length === 0) return;
    queue.scheduled = true;
    scheduler.requestIdleCallback(drain, {timeout: IDLE_TIMEOUT_MS});
  }

  /** Queues `url` for `prefetch` unless it was asked for before; resolves at once, as nobody waits for a prefetch. */
  return function prefetchWhenIdle(url: string, prefetch: Prefetch): Promise<void> {
    if (!queue.requested.has(url)) {
      queue.requested.add(url);
      queue.waiting.push({url, prefetch});
      schedule();
    }
    return Promise.resolve();
  };
}

export const prefetchWhenIdle = createPrefetchQueue();
