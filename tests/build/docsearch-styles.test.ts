import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {MODAL_CHUNK_NAME, MODAL_ROOT_SELECTOR} from '../../src/plugins/docsearch/button';
import {buildDir, builtPages} from './site';

// A style sheet that arrives after the page has rendered must not set anything on the root element: every
// element inherits what it sets there, so its arrival restyles the whole page. DocSearch's modal styles, which
// load at idle (src/plugins/docsearch/button.ts), did so on phones until their two :root properties were moved
// onto the modal's root; that move is only right while nothing the page loads first reads them.
const cssDir = path.join(buildDir, 'assets', 'css');
const styleSheets = readdirSync(cssDir).filter((file) => file.endsWith('.css'));
const firstLoad = new Set(
  builtPages().flatMap(({html}) =>
    [...html.matchAll(/<link[^>]* rel="?stylesheet"?[^>]* href="?\/assets\/css\/([^" >]+\.css)/g)].map(
      (link) => link[1],
    ),
  ),
);
const read = (file: string) => readFileSync(path.join(cssDir, file), 'utf8');
const MOVED_PROPERTIES = ['--docsearch-spacing', '--docsearch-footer-height'];

/** The rules of a style sheet whose subject (the last compound of a selector) is the root element or the body. */
function rulesOnTheRoot(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const subjects = rule.selectors.map((selector) =>
      selector
        .replace(/\[[^\]]*\]/g, '[]')
        .trim()
        .split(/[\s>+~]+/)
        .pop()!,
    );
    if (subjects.some((subject) => /^(:root|html|body)(?![\w-])/.test(subject))) found.push(rule.selector);
  });
  return found;
}

describe('style sheets that load after the first paint', () => {
  const later = styleSheets.filter((file) => !firstLoad.has(file));

  it('are the modal styles alone, beside the one sheet every page loads first', () => {
    expect([...firstLoad]).toEqual([expect.stringMatching(/^styles\.[0-9a-f]+\.css$/)]);
    expect(later).toEqual([expect.stringMatching(new RegExp(`^${MODAL_CHUNK_NAME}\\.[0-9a-f]+\\.css$`))]);
  });

  it('set nothing on the root element or the body', () => {
    for (const file of later) expect(rulesOnTheRoot(read(file)), file).toEqual([]);
  });

  it("give DocSearch's phone values to the modal's root, and the first-load styles do not read them", () => {
    const onModal: string[] = [];
    postcss
      .parse(read(later[0]))
      .walkRules(MODAL_ROOT_SELECTOR, (rule) => rule.walkDecls((d) => void onModal.push(d.prop)));
    expect(onModal).toEqual(expect.arrayContaining(MOVED_PROPERTIES));
    for (const file of firstLoad) {
      for (const property of MOVED_PROPERTIES) expect(read(file), file).not.toContain(`var(${property}`);
    }
  });
});
