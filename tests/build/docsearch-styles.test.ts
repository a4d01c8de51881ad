import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {MODAL_ROOT_SELECTOR} from '../../src/plugins/docsearch-button';
import {buildDir} from './site';

// DocSearch's modal styles load at idle in a chunk of their own (src/plugins/docsearch-button.ts), with the
// phone values of two custom properties moved from :root onto the modal's root. That is only right while
// nothing the page loads first reads those properties outside the modal.
const cssDir = path.join(buildDir, 'assets', 'css');
const styleSheet = (prefix: string) => {
  const files = readdirSync(cssDir).filter((file) => file.startsWith(prefix) && file.endsWith('.css'));
  expect(files, `one ${prefix}*.css in ${cssDir}`).toHaveLength(1);
  return readFileSync(path.join(cssDir, files[0]), 'utf8');
};
const MOVED_PROPERTIES = ['--docsearch-spacing', '--docsearch-footer-height'];

describe("DocSearch's modal styles", () => {
  it('set no property on the root element: their phone values sit on the modal', () => {
    const rules: {selector: string; properties: string[]}[] = [];
    postcss.parse(styleSheet('docsearch-modal.')).walkRules((rule) => {
      const properties: string[] = [];
      rule.walkDecls((declaration) => void properties.push(declaration.prop));
      rules.push({selector: rule.selector, properties});
    });
    const onRoot = rules.filter(({selector}) => /(^|,)\s*(:root|html)\b/.test(selector));
    expect(onRoot).toEqual([]);
    const onModal = rules.filter(({selector}) => selector === MODAL_ROOT_SELECTOR).flatMap((rule) => rule.properties);
    expect(onModal).toEqual(expect.arrayContaining(MOVED_PROPERTIES));
  });

  it('move properties that nothing in the first-load styles reads', () => {
    const firstLoad = styleSheet('styles.');
    for (const property of MOVED_PROPERTIES) expect(firstLoad).not.toContain(`var(${property}`);
  });
});
