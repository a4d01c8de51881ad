import {describe, expect, it} from 'vitest';
import {thirdPartyScriptsFrom} from '../../src/config/scripts';
import {consentAndTagsHeadTags, consentAndTagsPlugin} from '../../src/plugins/consent-and-tags';

describe('third-party scripts', () => {
  it('are absent unless their id is configured', () => {
    expect(thirdPartyScriptsFrom({})).toEqual({});
    expect(consentAndTagsPlugin(thirdPartyScriptsFrom({}))).toBeNull();
  });

  it('load from the vendors by default, with the origins the policy must allow', () => {
    const scripts = thirdPartyScriptsFrom({COOKIEBOT_ID: 'cb-1', GTM_CONTAINER_ID: 'GTM-1'});
    expect(scripts.consentManager).toMatchObject({id: 'cb-1', src: 'https://consent.cookiebot.com/uc.js'});
    expect(scripts.tagManager).toMatchObject({id: 'GTM-1', src: 'https://www.googletagmanager.com/gtm.js'});
    expect(scripts.tagManager!.origins).toContain('https://www.googletagmanager.com');
  });

  it('add no origin when served by the site itself', () => {
    const scripts = thirdPartyScriptsFrom({COOKIEBOT_ID: 'cb-1', CONSENT_SCRIPT_URL: '/e2e/consent.js'});
    expect(scripts.consentManager!.origins).toEqual([]);
  });
});

describe('consent and tag head tags', () => {
  const tags = consentAndTagsHeadTags(thirdPartyScriptsFrom({COOKIEBOT_ID: 'cb-1', GTM_CONTAINER_ID: 'GTM-1'}));

  it('deny analytics and ads storage before anything else runs', () => {
    expect(tags[0].innerHTML).toContain("gtag('consent','default',");
    for (const storage of ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization']) {
      expect(tags[0].innerHTML).toContain(`${storage}:'denied'`);
    }
  });

  it('load the consent manager before the tag manager', () => {
    const sources = tags.map((tag) => tag.attributes?.src).filter(Boolean);
    expect(sources).toEqual([
      'https://consent.cookiebot.com/uc.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    ]);
    expect(tags.find((tag) => tag.attributes?.id === 'Cookiebot')?.attributes).toMatchObject({
      'data-cbid': 'cb-1',
      async: true,
    });
  });
});
