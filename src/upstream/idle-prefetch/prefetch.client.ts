// Takes the place of @docusaurus/core's prefetchHelper in docusaurus.js (see index.ts): each script is
// prefetched once per page load, and the <link rel="prefetch"> elements are added in idle time, a few
// milliseconds' worth per idle period, so prefetching never makes a long task.

type Prefetch = (url: string) => Promise<void>;

/** Work per idle period: under Lighthouse's simulated 4x slowdown a task of 4 ms counts as 16 ms, far from long. */
const BUDGET_MS = 4;
/** Prefetches start within this time even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5_000;

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

/** `prefetch`, asked for each URL once and run in idle periods; the returned function resolves at once, as nobody waits for a prefetch. */
export function prefetchOnceWhenIdle(prefetch: Prefetch, scheduler: IdleScheduler = browserScheduler): Prefetch {
  const requested = new Set<string>();
  const waiting: string[] = [];
  let scheduled = false;

  function drain(deadline?: IdleDeadline): void {
    scheduled = false;
    const start = scheduler.now();
    // At least one per period, so the queue empties even when the timeout fires on a busy page.
    do void prefetch(waiting.shift()!);
    while (
      waiting.length > 0 &&
      scheduler.now() - start < BUDGET_MS &&
      (deadline === undefined || deadline.timeRemaining() > 1)
    );
    schedule();
  }

  function schedule(): void {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    scheduler.requestIdleCallback(drain, {timeout: IDLE_TIMEOUT_MS});
  }

  return (url) => {
    if (!requested.has(url)) {
      requested.add(url);
      waiting.push(url);
      schedule();
    }
    return Promise.resolve();
  };
}
