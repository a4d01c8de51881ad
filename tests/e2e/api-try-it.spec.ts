import {expect, test, type Page, type Request} from '@playwright/test';
import {provider} from '../../src/provider';
import {axeViolations, open} from './helpers';

/** An operation with a path parameter and a request body, and one without a body. */
const sendSms = '/rest/reference/sms/send-sms';
const getEndpoint = '/rest/reference/endpoints/get-endpoint';

const panel = (page: Page) => page.locator('details').filter({has: page.locator('summary', {hasText: 'Try it'})});

async function openPanel(page: Page): Promise<void> {
  await panel(page).locator('summary').click();
  await expect(page.getByLabel('Auth token')).toBeVisible();
}

/**
 * Answers calls to the provider's API in place of the API, allowing the page's origin as the real API must. Playwright
 * answers the CORS preflight of an intercepted request itself, so only the calls arrive here.
 */
async function mockApi(page: Page, status: number, body: unknown): Promise<Request[]> {
  const calls: Request[] = [];
  await page.route(`${provider.urls.restApi}/**`, async (route) => {
    calls.push(route.request());
    await route.fulfill({
      status,
      headers: {'access-control-allow-origin': '*', 'content-type': 'application/json'},
      body: JSON.stringify(body),
    });
  });
  return calls;
}

const status = (page: Page) => panel(page).getByRole('status');

test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('the form and its code load only when a reader opens the panel', async ({page}) => {
  await open(page, sendSms);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Auth token')).toHaveCount(0);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openPanel(page);
  expect((await Promise.all(scripts)).some((source) => source.includes('Request body (JSON)'))).toBe(true);
});

test('sends the method, path, bearer token and body to the API, and shows a 422 answer', async ({page}) => {
  const calls = await mockApi(page, 422, {errors: [{field: 'payload', message: 'must not be empty'}]});
  await open(page, sendSms);
  await openPanel(page);
  const body = page.getByLabel('Request body (JSON)');
  const sentBody = JSON.parse(await body.inputValue());
  await page.getByLabel('Auth token').fill('token-from-the-portal');
  await page.getByRole('button', {name: 'Send'}).click();

  await expect(status(page)).toHaveText(/^HTTP 422 .*for POST \/api\/v1\/endpoint\/\S+\/sms$/);
  await expect(panel(page).getByRole('region', {name: 'Body of the 422 answer'})).toContainText(
    '"message": "must not be empty"',
  );
  expect(calls).toHaveLength(1);
  const [call] = calls;
  expect(call.method()).toBe('POST');
  expect(new URL(call.url()).pathname).toMatch(/^\/api\/v1\/endpoint\/[^/{}]+\/sms$/);
  expect(call.headers().authorization).toBe('Bearer token-from-the-portal');
  expect(call.headers()['content-type']).toBe('application/json');
  expect(call.postDataJSON()).toEqual(sentBody);
});

test('a GET shows the 200 answer; the path can be edited', async ({page}) => {
  const calls = await mockApi(page, 200, {id: 42, name: 'tracker-0042'});
  await open(page, getEndpoint);
  await openPanel(page);
  await expect(page.getByLabel('Request body (JSON)')).toHaveCount(0);
  await page.getByLabel(/^Path/).fill('/api/v1/endpoint/42');
  await page.getByLabel('Auth token').fill('t0k3n');
  await page.getByRole('button', {name: 'Send'}).click();

  await expect(status(page)).toHaveText(/^HTTP 200 .*for GET \/api\/v1\/endpoint\/42$/);
  await expect(panel(page).getByRole('region', {name: 'Body of the 200 answer'})).toContainText(
    '"name": "tracker-0042"',
  );
  expect(calls.map((call) => [call.method(), new URL(call.url()).pathname])).toEqual([['GET', '/api/v1/endpoint/42']]);
});

test('a mistake is explained and nothing is sent; an unreachable API is explained too', async ({page}) => {
  const calls = await mockApi(page, 200, {});
  await open(page, sendSms);
  await openPanel(page);
  await page.getByLabel('Auth token').fill('t');
  await page.getByLabel('Request body (JSON)').fill('{"payload": ');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toContainText('The request body is not valid JSON');
  await page.getByLabel(/^Path/).fill('/api/v1/endpoint/{endpoint_id}/sms');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toContainText('Replace {endpoint_id} in the path');
  expect(calls).toHaveLength(0);

  await page.unrouteAll();
  await page.route(`${provider.urls.restApi}/**`, (route) => route.abort('connectionrefused'));
  await page.getByLabel(/^Path/).fill('/api/v1/endpoint/1/sms');
  await page.getByLabel('Request body (JSON)').fill('{"payload": "hi"}');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toContainText(`No answer could be read from ${provider.urls.restApi}`);
});

test('the open panel, with an answer shown, has no WCAG 2.1 AA violations', async ({page}) => {
  await mockApi(page, 201, {id: 7});
  await open(page, sendSms);
  await openPanel(page);
  await page.getByLabel('Auth token').fill('t');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(status(page)).toContainText('HTTP 201');
  expect(await axeViolations(page, 'the open Try it panel')).toEqual([]);
});
