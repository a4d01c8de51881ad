import {expect, test, type Page} from '@playwright/test';
import {provider} from '../../src/provider';
import {axeViolations, open, sidebar} from './helpers';

// The e2e build loads a stand-in consent manager (tests/e2e/fixtures/static/e2e/) that starts with
// analytics refused until the reader allows them in its dialog.
const route = '/apn-configuration/ios';
const widget = (page: Page) => page.getByRole('complementary', {name: 'Page feedback'});
const thanks = (page: Page) => widget(page).getByText('Thank you for your feedback.');
const reasonField = (page: Page) => widget(page).getByRole('textbox', {name: /What was missing or wrong/});

const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => (entry as {event?: string}).event === 'page_feedback')
      .map((entry) => JSON.parse(JSON.stringify(entry)) as unknown),
  );

async function allowAnalytics(page: Page): Promise<void> {
  await page.locator('footer').getByRole('button', {name: 'Cookie settings'}).click();
  const dialog = page.getByRole('dialog', {name: 'Cookie consent'});
  await dialog.getByRole('button', {name: 'Allow all'}).click();
  await expect(dialog).toBeHidden();
}

test('feedback sends nothing before consent, and one data-layer event after it', async ({page, baseURL}) => {
  const sent: string[] = [];
  await open(page, route);
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(`${baseURL}/`)) sent.push(request.url());
  });

  await widget(page).getByRole('button', {name: 'No'}).click();
  await expect(reasonField(page)).toBeFocused();
  await reasonField(page).fill('No steps for an iPhone with two eSIMs');
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(thanks(page)).toBeFocused();
  expect(await feedbackEvents(page)).toEqual([]);
  expect(sent).toEqual([]);

  // On the next page, after the reader allows analytics, the answer is sent once.
  await sidebar(page).locator('a[href="/apn-configuration/android"]').click();
  await expect(page).toHaveURL(/\/apn-configuration\/android$/);
  await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeVisible();
  await allowAnalytics(page);
  await widget(page).getByRole('button', {name: 'Yes'}).click();
  await expect(thanks(page)).toBeVisible();
  expect(await feedbackEvents(page)).toEqual([
    {event: 'page_feedback', page: '/apn-configuration/android', answer: 'yes', reason: ''},
  ]);
});

test('with consent, No sends its reason in the one event', async ({page}) => {
  await open(page, route);
  await allowAnalytics(page);
  await widget(page).getByRole('button', {name: 'No'}).click();
  await expect(reasonField(page)).toHaveJSProperty('maxLength', 500);
  await reasonField(page).fill('  The Data Roaming switch has moved in iOS 18  ');
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(thanks(page)).toBeVisible();
  expect(await feedbackEvents(page)).toEqual([
    {event: 'page_feedback', page: route, answer: 'no', reason: 'The Data Roaming switch has moved in iOS 18'},
  ]);
});

test('"Report a problem with this page" opens a new issue naming the page', async ({page}) => {
  await open(page, route);
  const link = widget(page).getByRole('link', {name: 'Report a problem with this page'});
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`${provider.urls.docsRepository}/issues/new`);
  expect(href.searchParams.get('body')).toContain(`${provider.urls.docs}${route}`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the reason form has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, route);
  await widget(page).getByRole('button', {name: 'No'}).click();
  await expect(reasonField(page)).toBeFocused();
  expect(await axeViolations(page, route)).toEqual([]);
});

test('without JavaScript the question keeps its place unseen and the report link works', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  const yes = widget(page).getByRole('button', {name: 'Yes', includeHidden: true});
  await expect(yes).toBeAttached();
  await expect(yes).toBeHidden();
  await expect(widget(page).getByRole('link', {name: 'Report a problem with this page'})).toBeVisible();
  await context.close();
});
