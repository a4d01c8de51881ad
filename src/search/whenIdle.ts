/** Where the browser has no `requestIdleCallback` (Safari): a timer still keeps the work out of the task that asked for it. */
const FALLBACK_DELAY_MS = 2000;

/**
 * Runs `callback` once the page is idle (at the latest after `timeoutMs`, when given), or after FALLBACK_DELAY_MS
 * where the browser has no `requestIdleCallback`. Returns what cancels it.
 */
export function whenIdle(callback: () => void, {timeoutMs}: {timeoutMs?: number} = {}): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timeout = setTimeout(callback, FALLBACK_DELAY_MS);
    return () => clearTimeout(timeout);
  }
  const idleCallback = requestIdleCallback(callback, timeoutMs === undefined ? undefined : {timeout: timeoutMs});
  return () => cancelIdleCallback(idleCallback);
}
