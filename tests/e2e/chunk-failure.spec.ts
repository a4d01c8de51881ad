import {expect, test, type Page, type Request} from '@playwright/test';
import {open, sidebar, waitForHydration} from './helpers';

// Docusaurus 3.10 preloads a route's chunks before it shows the route. When that fails on a
// client-side navigation it reloads the page at the new URL (PendingNavigation), and on a full
// page load it renders nothing until they load, so the server-rendered page stays. The theme's
// Loading screen with its 'Retry' button is only reached by a route rendered without that preload,
// which no navigation does.
const source = '/graphql';
const target = '/rest';

/**
 * The scripts the target route loads that the source route does not (its route chunks), and the
 * target's heading; leaves the page on the hydrated source route.
 */
async function targetChunks(page: Page): Promise<{chunks: string[]; heading: string}> {
  const scriptsOf = async (route: string) => {
    const urls = new Set<string>();
    const record = (request: Request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    };
    page.on('request', record);
    await open(page, route);
    page.off('request', record);
    return urls;
  };
  const targetScripts = await scriptsOf(target);
  const heading = (await page.locator('article h1').textContent()) ?? '';
  const sourceScripts = await scriptsOf(source);
  const chunks = [...targetScripts].filter((url) => !sourceScripts.has(url));
  expect(chunks.length, `${target} loads chunks of its own`).toBeGreaterThan(0);
  return {chunks, heading};
}

/** Watches for the full page load of the target: `done` resolves with its document request. */
function watchReload(page: Page): {happened: () => boolean; done: Promise<Request>} {
  let happened = false;
  const isReload = (request: Request) => request.isNavigationRequest() && new URL(request.url()).pathname === target;
  page.on('request', (request) => {
    if (isReload(request)) happened = true;
  });
  return {happened: () => happened, done: page.waitForRequest(isReload)};
}

test('a route chunk that fails on client-side navigation makes the page reload there, and the page renders', async ({
  page,
}) => {
  const {chunks, heading} = await targetChunks(page);
  const reload = watchReload(page);
  const failedChunks: string[] = [];
  // The chunks fail until the page reloads, as when a deployment replaced them while the page was open.
  await page.route(
    (url) => chunks.includes(url.href),
    (route) => {
      if (reload.happened()) return route.continue();
      failedChunks.push(route.request().url());
      return route.abort('failed');
    },
  );

  await sidebar(page).locator(`a[href="${target}"]`).click();
  await reload.done;
  expect(failedChunks.length).toBeGreaterThan(0);
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toHaveText(heading);
});

test('while the route chunk keeps failing, the reloaded page still shows its server-rendered content', async ({
  page,
}) => {
  const {chunks, heading} = await targetChunks(page);
  const reload = watchReload(page);
  await page.route(
    (url) => chunks.includes(url.href),
    (route) => route.abort('failed'),
  );
  // The reloaded page asks for the chunk again, in vain.
  const failedAfterReload = page.waitForEvent(
    'requestfailed',
    (request) => reload.happened() && chunks.includes(request.url()),
  );

  await sidebar(page).locator(`a[href="${target}"]`).click();
  await reload.done;
  await failedAfterReload;
  await expect(page.locator('article h1')).toHaveText(heading);
  await expect(page.locator('article .markdown p').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
});
