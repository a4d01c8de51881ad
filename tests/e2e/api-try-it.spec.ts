import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page, type Request} from '@playwright/test';
import {provider} from '../../src/provider';
import {open} from './helpers';

/** An operation with a path parameter and a request body, and one without a body. */
const sendSms = '/rest/reference/sms/send-sms';
const getEndpoint = '/rest/reference/endpoints/get-endpoint';

const panel = (page: Page) => page.locator('details').filter({has: page.locator('summary', {hasText: 'Try it'})});

async function openPanel(page: Page): Promise<void> {
  await panel(page).locator('summary').click();
  await expect(page.getByLabel('Auth token')).toBeVisible();
}

/** Answers calls to the provider's API in place of the API (the browser asks it first, as a cross-origin call). */
async function mockApi(page: Page, status: number, body: unknown): Promise<Request[]> {
  const calls: Request[] = [];
  await page.route(`${provider.urls.restApi}/**`, async (route) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    calls.push(route.request());
    return route.fulfill({status, headers: {...cors, 'content-type': 'application/json'}, body: JSON.stringify(body)});
  });
  return calls;
}

test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('the form and its code load only when a reader opens the panel', async ({page}) => {
  await open(page, sendSms);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Auth token')).toHaveCount(0);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openPanel(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test('sends the method, path, bearer token and body to the API, and shows a 422 answer', async ({page}) => {
  const calls = await mockApi(page, 422, {errors: [{field: 'payload', message: 'must not be empty'}]});
  await open(page, sendSms);
  await openPanel(page);
  const body = page.getByLabel('Request body (JSON)');
  const sentBody = JSON.parse(await body.inputValue());
  await page.getByLabel('Auth token').fill('token-from-the-portal');
  await page.getByRole('button', {name: 'Send'}).click();

  await expect(panel(page).getByText('HTTP 422')).toBeVisible();
  await expect(panel(page).locator('pre')).toContainText('"message": "must not be empty"');
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

  await expect(panel(page).getByText('HTTP 200')).toBeVisible();
  await expect(panel(page).locator('pre')).toContainText('"name": "tracker-0042"');
  expect(calls.map((call) => [call.method(), new URL(call.url()).pathname])).toEqual([['GET', '/api/v1/endpoint/42']]);
});

test('a mistake is explained and nothing is sent; an unreachable API is explained too', async ({page}) => {
  const calls = await mockApi(page, 200, {});
  await open(page, sendSms);
  await openPanel(page);
  await page.getByLabel('Auth token').fill('t');
  await page.getByLabel('Request body (JSON)').fill('{"payload": ');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(panel(page).getByRole('alert')).toContainText('The request body is not valid JSON');
  await page.getByLabel(/^Path/).fill('/api/v1/endpoint/{endpoint_id}/sms');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(panel(page).getByRole('alert')).toContainText('Replace {endpoint_id} in the path');
  expect(calls).toHaveLength(0);

  await page.unrouteAll();
  await page.route(`${provider.urls.restApi}/**`, (route) => route.abort('connectionrefused'));
  await page.getByLabel(/^Path/).fill('/api/v1/endpoint/1/sms');
  await page.getByLabel('Request body (JSON)').fill('{"payload": "hi"}');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(panel(page).getByRole('alert')).toContainText(`The call did not reach ${provider.urls.restApi}`);
});

test('the open panel has no accessibility violations', async ({page}) => {
  await open(page, sendSms);
  await openPanel(page);
  const results = await new AxeBuilder({page}).include('article').analyze();
  expect(results.violations).toEqual([]);
});
