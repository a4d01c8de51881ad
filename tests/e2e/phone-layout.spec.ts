import {expect, test} from '@playwright/test';
import {open} from './helpers';
import {minSentenceCellWidth, phoneLayoutProblems, phoneLayoutViewport} from './phone-layout';

// Every route is read at a phone's width by the walk in sitemap.spec.ts, on the visit it makes anyway (issue 44: no
// sideways panning, no clipped text, no identifier broken mid-word, no column of sentences a few words wide). This
// checks the check.
test.use({viewport: phoneLayoutViewport});

test('the check finds each fault it looks for, naming the element', async ({page}) => {
  await open(page, '/');
  // A page's article with one of each fault, laid out by the site's own styles.
  await page.evaluate((cellWidth) => {
    document.querySelector('article')!.innerHTML = `
      <div id="too-wide" style="width: 600px">wide</div>
      <p id="clipped" style="overflow: hidden; white-space: nowrap; width: 100px">A sentence longer than its box can show</p>
      <p><code id="broken" style="overflow-wrap: anywhere">AT+CGDCONTAT+CGDCONTAT+CGDCONTAT+CGDCONTAT+CGDCONT</code></p>
      <table><tbody><tr>
        <td id="cramped" style="width: ${cellWidth - 40}px; min-width: 0">A sentence in a cell too narrow for it</td>
        <td style="min-width: 300px">wide</td>
      </tr></tbody></table>`;
  }, minSentenceCellWidth);
  const found = (await phoneLayoutProblems(page)).join('\n');
  expect(found).toMatch(/^\/: the layout is \d+ px wide on a 390 px screen; sticking out: <div#too-wide>/m);
  expect(found).toMatch(/^\/: <p#clipped> "A sentence longer than its box can show" clips its text/m);
  expect(found).toMatch(/^\/: <code#broken> .* breaks a word mid-word: "AT\+CGDCONT\S*\|/m);
  expect(found).toMatch(
    /^\/: <td#cramped> "A sentence in a cell too narrow for it" is a cell of running text \d+ px wide/m,
  );
});
