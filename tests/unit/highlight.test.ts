// src/upstream/prism/highlight.ts stands in for prism-react-renderer's Highlight in the site's bundle (src/prism/
// prism-with-code-blocks.ts): for every code block the docs hold, both must produce the same markup, but for the
// colour that lines and tokens inherit from the block, which the site's leaves out.
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as upstreamHighlight, type HighlightProps, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../src/api/openapi';
import {codeSamples, sampleLanguages} from '../../src/api/samples';
import {codeTheme} from '../../src/config/prism';
import {Highlight as siteHighlight} from '../../src/upstream/prism/highlight';
import {loadDocs} from './docs';
import {codeFences, withTrees} from './mdx-tree';
import {loadSitePrism} from './prism';
import {provider} from '../../src/provider';

const prism = loadSitePrism() as unknown as HighlightProps['prism'];
const docs = withTrees(loadDocs());

/** Every fenced block of the docs with a language Prism knows, its code as MDX gives it (indentation stripped). */
function codeBlocks(): {where: string; language: string; code: string}[] {
  return docs.flatMap((doc) =>
    codeFences(doc)
      .filter(({lang}) => lang !== null && lang in (prism?.languages ?? {}))
      .map(({where, lang, value}) => ({where: `${where} (${lang})`, language: lang!, code: value})),
  );
}

/** The structure theme-classic's CodeBlock/Content gives the render props: a <pre>, a <div> per line, a <span> per token. */
const render = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode =>
  createElement(
    'pre',
    {className, style},
    tokens.map((line, lineIndex) =>
      createElement(
        'div',
        {key: lineIndex, ...getLineProps({line})},
        line.map((token, tokenIndex) => createElement('span', {key: tokenIndex, ...getTokenProps({token})})),
      ),
    ),
  );

/** The curl, Python and Java call of every REST operation, as the API examples and the reference show them. */
async function apiSamples(): Promise<{where: string; language: string; code: string}[]> {
  const {operations} = await loadOpenApi();
  return operations.flatMap((operation) => {
    const samples = codeSamples(operation, provider.urls.restApi);
    return sampleLanguages.map(({value, language}) => ({
      where: `${operation.operationId} (${value})`,
      language,
      code: samples[value],
    }));
  });
}

const markup = (component: typeof upstreamHighlight, language: string, code: string) =>
  renderToStaticMarkup(
    createElement(component, {code, language, theme: codeTheme, prism} as HighlightProps, render as never),
  );

/** prism-react-renderer's markup without `color` on a line or token where it repeats the block's colour. */
const withoutInheritedColor = (html: string) =>
  html.replace(/<(div|span)([^>]*?) style="([^"]*)"/g, (_tag, name: string, attributes: string, style: string) => {
    const kept = style.split(';').filter((declaration) => declaration !== `color:${codeTheme.plain.color}`);
    return `<${name}${attributes}${kept.length > 0 ? ` style="${kept.join(';')}"` : ''}`;
  });

const styleAttributes = (html: string) => html.match(/ style="/g)?.length ?? 0;

describe('src/upstream/prism/highlight.ts against prism-react-renderer', () => {
  it('highlights every code block of the docs and every API sample as prism-react-renderer does, less inherited colour', async () => {
    const blocks = [...codeBlocks(), ...(await apiSamples())];
    expect(blocks.length).toBeGreaterThan(300);
    expect(new Set(blocks.map(({language}) => language)).size).toBeGreaterThan(5);
    const rendered = blocks.map(({where, language, code}) => ({
      where,
      site: markup(siteHighlight as typeof upstreamHighlight, language, code),
      upstream: markup(upstreamHighlight, language, code),
    }));
    expect(
      rendered.filter(({site, upstream}) => site !== withoutInheritedColor(upstream)).map(({where}) => where),
    ).toEqual([]);
    // Most of upstream's style attributes only repeat the block's colour.
    const count = (key: 'site' | 'upstream') => rendered.reduce((sum, entry) => sum + styleAttributes(entry[key]), 0);
    expect(count('site')).toBeLessThan(count('upstream') / 2);
  });
});
