/**
 * Runs `callback` once the page is idle (at the latest after `timeoutMs`, when given), or after `fallbackMs` where
 * the browser has no `requestIdleCallback` (Safari), which still keeps the work out of the task that asked for it.
 * Returns what cancels it.
 */
export function whenIdle(
  callback: () => void,
  {timeoutMs, fallbackMs = 2000}: {timeoutMs?: number; fallbackMs?: number} = {},
): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timeout = setTimeout(callback, fallbackMs);
    return () => clearTimeout(timeout);
  }
  const idleCallback = requestIdleCallback(callback, timeoutMs === undefined ? undefined : {timeout: timeoutMs});
  return () => cancelIdleCallback(idleCallback);
}
