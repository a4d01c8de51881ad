/**
 * Third-party scripts: the consent manager (Cookiebot) and the tag manager (Google Tag Manager).
 * Each loads only when its id is set at build time; with neither set, readers' browsers talk to no
 * one but this site. The script URLs can be overridden (self-hosting, and the e2e build's fakes).
 */
export interface ThirdPartyScript {
  id: string;
  src: string;
  /** Origins the script loads from and talks to, for the Content-Security-Policy. */
  origins: string[];
}

export interface ThirdPartyScripts {
  consentManager?: ThirdPartyScript;
  tagManager?: ThirdPartyScript;
}

const COOKIEBOT = {
  src: 'https://consent.cookiebot.com/uc.js',
  origins: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
};
const TAG_MANAGER = {
  src: 'https://www.googletagmanager.com/gtm.js',
  origins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

/** A script at `src`: its own origin when it is elsewhere, none when it is served by the site. */
function script(id: string, src: string | undefined, defaults: {src: string; origins: string[]}): ThirdPartyScript {
  if (!src) return {id, ...defaults};
  return {id, src, origins: /^https?:\/\//.test(src) ? [new URL(src).origin] : []};
}

export function thirdPartyScriptsFrom(env: NodeJS.ProcessEnv): ThirdPartyScripts {
  return {
    ...(env.COOKIEBOT_ID && {consentManager: script(env.COOKIEBOT_ID, env.CONSENT_SCRIPT_URL, COOKIEBOT)}),
    ...(env.GTM_CONTAINER_ID && {tagManager: script(env.GTM_CONTAINER_ID, env.TAG_MANAGER_SCRIPT_URL, TAG_MANAGER)}),
  };
}

export const thirdPartyScripts = thirdPartyScriptsFrom(process.env);
