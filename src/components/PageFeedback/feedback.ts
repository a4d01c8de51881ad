import {provider} from '../../provider';

export type PageFeedbackAnswer = 'yes' | 'no';

export interface PageFeedbackEvent {
  page: string;
  answer: PageFeedbackAnswer;
  /** What the reader said was missing or wrong; empty after Yes or when they left it blank. */
  reason: string;
}

/** Whether the reader has allowed analytics (statistics) in the consent manager. False until it has loaded. */
export function hasAnalyticsConsent(): boolean {
  return window.Cookiebot?.consent?.statistics === true;
}

/**
 * Sends the answer to the tag manager's data layer as one `page_feedback` event, only with analytics
 * consent: without it nothing leaves the page. Returns whether it was sent.
 */
export function sendPageFeedback(feedback: PageFeedbackEvent): boolean {
  if (!hasAnalyticsConsent()) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({event: 'page_feedback', ...feedback});
  return true;
}

/** A new issue in the docs repository about the page at `pageUrl`, with the address filled in. */
export function problemReportUrl(pageUrl: string): string {
  const query = new URLSearchParams({
    title: `Problem with ${new URL(pageUrl).pathname}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n`,
  });
  return `${provider.urls.docsRepository}/issues/new?${query}`;
}
