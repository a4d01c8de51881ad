import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {problemReportUrl, sendPageFeedback} from '../../src/components/PageFeedback/feedback';
import {provider} from '../../src/provider';

const feedback = {page: '/apn-configuration/ios', answer: 'no', reason: 'No steps for iPadOS'} as const;
const globals = globalThis as unknown as {window?: Window};

describe('page feedback', () => {
  beforeEach(() => {
    globals.window = {} as Window;
  });
  afterEach(() => {
    delete globals.window;
  });

  it('sends nothing before the consent manager has loaded', () => {
    expect(sendPageFeedback(feedback)).toBe(false);
    expect(globals.window?.dataLayer).toBeUndefined();
  });

  it('sends nothing when analytics were refused', () => {
    globals.window!.Cookiebot = {renew: () => undefined, consent: {statistics: false, marketing: true}};
    globals.window!.dataLayer = [];
    expect(sendPageFeedback(feedback)).toBe(false);
    expect(globals.window?.dataLayer).toEqual([]);
  });

  it('sends one page_feedback event with analytics consent', () => {
    globals.window!.Cookiebot = {renew: () => undefined, consent: {statistics: true}};
    expect(sendPageFeedback(feedback)).toBe(true);
    expect(globals.window?.dataLayer).toEqual([{event: 'page_feedback', ...feedback}]);
  });

  it('reports a problem as a new issue in the docs repository naming the page', () => {
    const pageUrl = `${provider.urls.docs}/apn-configuration/ios`;
    const url = new URL(problemReportUrl(pageUrl));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.urls.docsRepository}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Problem with /apn-configuration/ios');
    expect(url.searchParams.get('body')).toContain(`Page: ${pageUrl}\n`);
  });
});
