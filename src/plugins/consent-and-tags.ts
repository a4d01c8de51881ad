import path from 'node:path';
import type {HtmlTagObject, Plugin} from '@docusaurus/types';
import type {ThirdPartyScripts} from '../config/scripts';

/**
 * Loads the consent manager and the tag manager, in that order, after setting Google Consent Mode
 * defaults (analytics and ads storage denied) so no tag stores anything before the reader agrees.
 * Docusaurus's own Tag Manager plugin cannot order a consent manager before it, sets no Consent
 * Mode defaults, hard-codes the script host and sends no page view on client-side navigation.
 */
export function consentAndTagsPlugin(scripts: ThirdPartyScripts): Plugin | null {
  const {consentManager, tagManager} = scripts;
  if (!consentManager && !tagManager) return null;
  return {
    name: 'consent-and-tags',
    getClientModules() {
      return tagManager ? [path.resolve(__dirname, 'consent-and-tags.client.ts')] : [];
    },
    injectHtmlTags() {
      return {headTags: consentAndTagsHeadTags(scripts)};
    },
  };
}

export function consentAndTagsHeadTags({consentManager, tagManager}: ThirdPartyScripts): HtmlTagObject[] {
  const tags: HtmlTagObject[] = [
    {
      tagName: 'script',
      innerHTML: [
        'window.dataLayer=window.dataLayer||[];',
        'function gtag(){dataLayer.push(arguments);}',
        "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});",
      ].join(''),
    },
  ];
  if (consentManager) {
    tags.push({
      tagName: 'script',
      attributes: {id: 'Cookiebot', src: consentManager.src, 'data-cbid': consentManager.id, async: true},
    });
  }
  if (tagManager) {
    const src = `${tagManager.src}?id=${encodeURIComponent(tagManager.id)}`;
    tags.push({
      tagName: 'script',
      innerHTML: `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`,
    });
    tags.push({tagName: 'script', attributes: {src, async: true}});
  }
  return tags;
}
