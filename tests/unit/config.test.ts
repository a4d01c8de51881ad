import type * as Preset from '@docusaurus/preset-classic';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {fasterOptions} from '../../src/config/faster';
import {provider} from '../../src/provider';
import {loadDocs} from './docs';
import {codeBlockElements, codeFences, lineOf, withTrees} from './mdx-tree';
import {loadSitePrism} from './prism';

const [, presetOptions] = config.presets[0] as [string, Preset.Options & {docs: Record<string, unknown>}];
const theme = config.themeConfig;
const docs = withTrees(loadDocs());

describe('site config', () => {
  it('names the site and the provider network', () => {
    expect(config.title).toBe('Documentation');
    expect(config.tagline).toBe(`Developer resources and documentation for the ${provider.displayName} network`);
    expect(config.i18n).toEqual({defaultLocale: 'en', locales: ['en']});
  });

  it('serves docs at the root with clean URLs, and the blog as the changelog', () => {
    expect(config.trailingSlash).toBe(false);
    expect(presetOptions.docs.routeBasePath).toBe('/');
    expect(presetOptions.docs.versions).toEqual({current: {label: 'Next'}});
    expect(presetOptions.docs.showLastUpdateTime).toBe(true);
    expect(presetOptions.blog).toMatchObject({routeBasePath: 'changelog', showReadingTime: false});
  });

  it('fails the build on broken links and anchors (component-made anchors included) and only warns on the rest', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
  });

  it('fixes the colour mode to light', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });

  it('has a hideable sidebar that keeps categories open, and a TOC of h2–h3', () => {
    expect(theme.docs.sidebar).toEqual({hideable: true, autoCollapseCategories: false});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('has a grammar for every language the pages highlight, loading in the configured order', () => {
    const prism = loadSitePrism();

    const blocks = docs
      .flatMap((doc) => [
        ...codeFences(doc).map(({lang, where}) => ({language: lang, where})),
        ...codeBlockElements(doc).map(({attributes, where}) => ({language: attributes.language, where})),
      ])
      .filter((block): block is {language: string; where: string} => typeof block.language === 'string')
      .filter(({language}) => !['text', 'mermaid'].includes(language));
    expect(new Set(blocks.map(({language}) => language)).size).toBeGreaterThan(5);
    const unknown = blocks.filter(({language}) => !(language in prism.languages));
    expect(unknown.map(({language, where}) => `${where}: no grammar for ${language}`)).toEqual([]);
    for (const language of ['bash', 'javascript', 'json', 'python'])
      expect(prism.languages, language).toHaveProperty(language);
  });

  // A <CodeBlock>{`…`}</CodeBlock> is a JavaScript template literal: a lone `\f` in it reaches the reader as an invisible
  // form feed, not as the escape the sample means (the GSM-7 extension table in the SDK examples). Write `\\f`.
  it('shows escapes in CodeBlock template literals as written, never as control characters', () => {
    const lone = /(?<!\\)(?:\\\\)*\\([bfnrtv0])/g;
    const findings = docs.flatMap((doc) =>
      codeBlockElements(doc).flatMap(({code, node}) =>
        [...code.matchAll(lone)].map((match) => {
          const line = lineOf(doc, node) + code.slice(0, match.index).split('\n').length - 1;
          return `docs/${doc.file}:${line}: \\${match[1]} renders as a control character; write \\\\${match[1]} to show \\${match[1]}`;
        }),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('configures DocSearch with contextual search and a /search page', () => {
    expect(theme.algolia).toMatchObject({contextualSearch: true, searchPagePath: 'search'});
    expect(theme.algolia.appId).toBeTruthy();
    expect(theme.algolia.apiKey).toBeTruthy();
    expect(theme.algolia.indexName).toBeTruthy();
  });

  it('builds with Docusaurus Faster and the v4 future flags, Rspack’s persistent cache only in development', () => {
    expect(config.future?.v4).toBe(true);
    expect(config.future?.faster).toEqual(fasterOptions());
    // With the v4 flags, a Faster option left out is on.
    expect(fasterOptions({NODE_ENV: 'production'})).toEqual({rspackPersistentCache: false});
    expect(fasterOptions({NODE_ENV: 'development'})).toEqual({rspackPersistentCache: true});
    expect(fasterOptions({NODE_ENV: 'production', DOCUSAURUS_BUNDLER: 'webpack'})).toBe(false);
  });

  it('has a navbar with only the logo, linking home', () => {
    expect(theme.navbar.items).toEqual([]);
    expect(theme.navbar.logo.href).toBe('/');
  });
});
