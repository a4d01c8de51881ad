import {expect, test} from '@playwright/test';
import {languagePanelClass} from '../../src/plugins/language-tabs/markers';
import {provider} from '../../src/provider';
import {retryPolicy} from '../../src/platform/retries';
import {open} from './helpers';
import {hits, openModal, searchInput, serviceHitsFor} from './search';

/** An operation page with path parameters, a request body, several responses and samples. */
const sendSms = '/rest/reference/sms/send-sms';
/** The code samples' panels: the language tabs (src/plugins/language-tabs marks them), not the response examples' tabs. */
const samplePanels = (page: import('@playwright/test').Page) =>
  page.locator(`[role="tabpanel"][class*="${languagePanelClass('')}"]`);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an operation page shows its parameters, schemas, responses and samples in the served HTML', async ({page}) => {
    await page.goto(sendSms);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const article = page.locator('article');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Send an SMS to an endpoint');
    await expect(article.getByText('/api/v1/endpoint/{endpoint_id}/sms', {exact: true}).first()).toBeVisible();

    const parameters = article.locator('table').filter({has: page.getByRole('columnheader', {name: 'Parameter'})});
    await expect(parameters.getByRole('cell', {name: 'endpoint_id'})).toBeVisible();
    const requestFields = page.locator('h3#request-body ~ table').first();
    await expect(requestFields.getByRole('cell', {name: 'payload', exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: /^201 Created/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: /^422 /})).toBeVisible();

    // The first tab shows without JavaScript; the others are in the HTML too, hidden until chosen.
    await expect(samplePanels(page).first()).toBeVisible();
    await expect(samplePanels(page).first()).toContainText(
      `curl -sS --max-time ${retryPolicy.requestTimeoutSeconds} -X POST "${provider.urls.restApi}/api/v1/endpoint/`,
    );
    await expect(samplePanels(page).nth(1)).toContainText(`requests.post(`);
    await expect(samplePanels(page).nth(2)).toContainText('HttpRequest.newBuilder');
    for (const panel of await samplePanels(page).all()) await expect(panel).toContainText(provider.urls.restApi);
  });

  test('a GraphQL reference page lists queries with their arguments', async ({page}) => {
    await page.goto('/graphql/reference/queries');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQL queries');
    await expect(page.locator('article table').first().getByRole('columnheader', {name: 'Argument'})).toBeVisible();
  });
});

test('the code sample tabs switch language and keep the choice across operation pages', async ({page}) => {
  await open(page, sendSms);
  await page.getByRole('tab', {name: 'Python'}).click();
  await expect(samplePanels(page).filter({visible: true})).toContainText(`"${provider.urls.restApi}/api/v1/endpoint/`);
  await open(page, '/rest/reference/sims/update-sim');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await open(page, `${sendSms}?lang=java`);
  await expect(samplePanels(page).filter({visible: true})).toContainText('HttpClient.newHttpClient()');
});

for (const {query, route} of [
  {query: 'send sms api', route: sendSms},
  {query: 'PATCH sim', route: '/rest/reference/sims/update-sim'},
]) {
  test(`searching "${query}" finds ${route}`, async ({page}) => {
    await open(page, '/');
    await openModal(page);
    const answered = serviceHitsFor(page, query);
    await searchInput(page).fill(query);
    const found = (await answered).map((hit) => new URL(hit.url).pathname);
    expect(found.slice(0, 5)).toContain(route);
    await expect(hits(page).locator(`a[href^="${route}"]`).first()).toBeVisible();
  });
}
