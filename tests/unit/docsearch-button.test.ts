import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {MODAL_ROOT_SELECTOR, scopeModalRootVariables} from '../../src/plugins/docsearch-button';

const modalStylesFile = createRequire(__filename).resolve('@docsearch/css/dist/modal.css');
const run = (css: string, from: string) => postcss([scopeModalRootVariables(modalStylesFile)]).process(css, {from});

describe('scopeModalRootVariables', () => {
  it("moves DocSearch 3.9.0's phone values from :root onto the modal's root, and nothing else", async () => {
    const source = readFileSync(modalStylesFile, 'utf8');
    const {css} = await run(source, modalStylesFile);
    expect(css).not.toContain(':root');
    expect(css).toContain(`@media (max-width:768px){${MODAL_ROOT_SELECTOR}{--docsearch-spacing:10px;`);
    expect(css.replace(`${MODAL_ROOT_SELECTOR}{--docsearch-spacing`, ':root{--docsearch-spacing')).toBe(source);
  });

  it('leaves every other style sheet alone', async () => {
    const css = ':root{--ifm-spacing:1rem}';
    expect((await run(css, '/site/src/css/custom.css')).css).toBe(css);
  });

  it('fails the build when the modal styles no longer set anything on :root', async () => {
    await expect(run('.DocSearch-Modal{margin:0}', modalStylesFile)).rejects.toThrow(/no :root rule left/);
  });
});
