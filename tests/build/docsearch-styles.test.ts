import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MODAL_CHUNK_NAME} from '../../src/upstream/docsearch-button';
import {buildDir, builtPages} from './site';

// DocSearch's modal styles are not in the one style sheet every page loads first: they load with the modal
// (src/upstream/docsearch-button).
const cssDir = path.join(buildDir, 'assets', 'css');
const styleSheets = readdirSync(cssDir).filter((file) => file.endsWith('.css'));
const firstLoad = new Set(
  builtPages().flatMap(({html}) =>
    [...html.matchAll(/<link[^>]* rel="?stylesheet"?[^>]* href="?\/assets\/css\/([^" >]+\.css)/g)].map(
      (link) => link[1],
    ),
  ),
);
describe('style sheets that load after the first paint', () => {
  const later = styleSheets.filter((file) => !firstLoad.has(file));

  it('are the modal styles alone, beside the one sheet every page loads first', () => {
    expect([...firstLoad]).toEqual([expect.stringMatching(/^styles\.[0-9a-f]+\.css$/)]);
    expect(later).toEqual([expect.stringMatching(new RegExp(`^${MODAL_CHUNK_NAME}\\.[0-9a-f]+\\.css$`))]);
  });
});
