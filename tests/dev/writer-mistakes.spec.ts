/**
 * `npm run dev` tells a writer of each of issue 44's ten mistakes (tests/unit/writer-mistakes.ts) with its
 * file and line, in the terminal and in the browser's error overlay. The mistakes are made one after the
 * other in one scratch page, a copy of docs/apn-configuration/ios.mdx that is in no sidebar, written beside
 * it while a browser shows it; the page is removed afterwards, whether the test passed or not.
 */
import {readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {expect, test} from '@playwright/test';
import {unlistedCopy, writerMistakes} from '../unit/writer-mistakes';
import {serverLog, siteDir} from './server';

const scratchPath = 'docs/apn-configuration/ios-dev-check-scratch.mdx';
const scratchRoute = '/apn-configuration/ios-dev-check-scratch';
const scratchFile = path.join(siteDir, scratchPath);
const copy = unlistedCopy(readFileSync(path.join(siteDir, 'docs/apn-configuration/ios.mdx'), 'utf8'));

// A limit that catches a hang, not a slow machine: one recompilation of the site on a busy 2-core machine.
const compiled = {timeout: 180_000};

/** What the dev server has printed since its log was `from` bytes long, without colours. */
const printedSince = (from: number) =>
  stripVTControlCharacters(readFileSync(serverLog).subarray(from).toString('utf8'));

// A run stopped before its cleanup left the page behind: start without it, and end without it in any case.
test.beforeAll(() => rmSync(scratchFile, {force: true}));
test.afterAll(() => rmSync(scratchFile, {force: true}));

test('each of the ten mistakes is named with its file and line in the terminal and in the overlay', async ({page}) => {
  test.setTimeout(12 * compiled.timeout);
  writeFileSync(scratchFile, copy);
  // The new page reaches the browser once the dev server has loaded it and recompiled the routes.
  await expect(async () => {
    await page.goto(scratchRoute);
    await expect(page.locator('article h1')).toHaveText('iOS');
  }).toPass(compiled);
  const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');

  let previous: string | undefined;
  for (const {name, source, finding} of writerMistakes(scratchPath, copy)) {
    await test.step(name, async () => {
      const logged = statSync(serverLog).size;
      writeFileSync(scratchFile, source);
      await expect.poll(() => printedSince(logged), compiled).toContain(finding);
      await expect(overlay).toContainText(finding, compiled);
      // The overlay shows the page as it is now: the mistake before this one is gone from it.
      if (previous) await expect(overlay).not.toContainText(previous);
      previous = finding;
    });
  }

  await test.step('the mistakes undone', async () => {
    const logged = statSync(serverLog).size;
    writeFileSync(scratchFile, copy);
    await expect.poll(() => printedSince(logged), compiled).toContain(`${scratchPath}: no findings left`);
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, compiled);
  });
});
