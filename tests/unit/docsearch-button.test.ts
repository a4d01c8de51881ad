import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {MODAL_ROOT_SELECTOR, scopeModalRootVariables} from '../../src/plugins/docsearch/button';

const modalStylesFile = createRequire(__filename).resolve('@docsearch/css/dist/modal.css');
const run = (css: string, from: string) => postcss([scopeModalRootVariables()]).process(css, {from});

describe('scopeModalRootVariables', () => {
  it("moves the phone values of the installed DocSearch modal.css from :root onto the modal's root, and nothing else", async () => {
    const source = readFileSync(modalStylesFile, 'utf8');
    const {css} = await run(source, modalStylesFile);
    expect(css).not.toContain(':root');
    expect(css).toContain(`@media (max-width:768px){${MODAL_ROOT_SELECTOR}{--docsearch-spacing:10px;`);
    expect(css.replace(`${MODAL_ROOT_SELECTOR}{--docsearch-spacing`, ':root{--docsearch-spacing')).toBe(source);
  });

  it('finds the modal styles by the path the bundler gives, on any OS, and leaves every other style sheet alone', async () => {
    const css = ':root{--docsearch-spacing:10px}';
    const windowsPath = 'C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css';
    expect((await run(css, windowsPath)).css).toBe(`${MODAL_ROOT_SELECTOR}{--docsearch-spacing:10px}`);
    expect((await run(css, '/site/node_modules/@docsearch/css/dist/style.css')).css).toBe(css);
    expect((await run(css, '/site/src/css/custom.css')).css).toBe(css);
  });

  it('fails the build when the modal styles no longer set anything on :root', async () => {
    await expect(run('.DocSearch-Modal{margin:0}', modalStylesFile)).rejects.toThrow(/no :root rule left/);
  });
});
