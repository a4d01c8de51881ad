/**
 * The site's side of the consent manager (Cookiebot's browser API). Its script is added by
 * src/config/scripts.ts only when an id is configured; until it has loaded these do nothing.
 */
interface ConsentManager {
  renew(): void;
  consent?: {statistics?: boolean; marketing?: boolean};
}

declare global {
  interface Window {
    Cookiebot?: ConsentManager;
  }
}

const READY_EVENT = 'CookiebotOnLoad';

/** Calls `callback` once the consent manager is ready (now, if it already is); returns an unsubscribe. */
export function onConsentManagerReady(callback: () => void): () => void {
  // Not just `window.Cookiebot`: the consent script's tag has id="Cookiebot", which browsers also expose as window.Cookiebot.
  if (typeof window.Cookiebot?.renew === 'function') {
    callback();
    return () => undefined;
  }
  window.addEventListener(READY_EVENT, callback);
  return () => window.removeEventListener(READY_EVENT, callback);
}

/** Reopens the consent dialog so a reader can change their choice. */
export function openConsentSettings(): void {
  window.Cookiebot?.renew();
}
