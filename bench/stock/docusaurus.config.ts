// The stock baseline of the benchmark (issue 16, goal 4): the same docs built with Docusaurus's own
// configuration. The classic preset with its own SearchBar (theme-search-algolia, DocSearch), prism-react-renderer's
// default theme, no swizzles, no local plugins, no custom CSS, no Markdown preprocessor, no precompression.
// What is kept, because the pages need it to compile, and nothing more:
// - src/provider, src/components, src/platform and src/api, which the MDX pages import (@site/...);
// - the api-examples remark plugin: it turns <ApiExample/> and <GraphqlExample/> into stock Tabs and code
//   blocks at build time, and without it those pages fail to render (the components do not exist);
// - theme-mermaid (an official theme), for the pages' mermaid fences and the state diagrams' <Mermaid/>;
// - the languages the pages use, through the stock `prism.additionalLanguages` (all in the main bundle, as stock does).
// It is built from a temporary site folder (bench/stock/site.ts) that holds no src/theme or src/plugins;
// docs, sidebars and static files are read from this repository.
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {provider} from '../../src/provider';
import remarkApiExamples from '../../src/plugins/api-examples';

const repository = path.resolve(__dirname, '..', '..');

/** DocSearch's application: its hosts (`stock-dsn.algolia.net` …) are answered by the bench (bench/stock/algolia.ts). */
const STOCK_APP_ID = 'stock';
const STOCK_INDEX_NAME = 'docs';

const config = {
  title: 'Documentation',
  tagline: `Developer resources and documentation for the ${provider.displayName} network`,
  favicon: 'img/favicon.svg',
  url: provider.urls.docs,
  baseUrl: '/',
  trailingSlash: false,
  staticDirectories: [path.join(repository, 'static')],
  // Stock links and anchors are checked the same way; the pages are ours, so warn rather than fail the benchmark.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  markdown: {mermaid: true, hooks: {onBrokenMarkdownLinks: 'warn'}},
  future: {v4: true, faster: true},
  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          path: path.join(repository, 'docs'),
          routeBasePath: '/',
          sidebarPath: path.join(repository, 'sidebars.ts'),
          remarkPlugins: [remarkApiExamples],
        },
        blog: {
          path: path.join(repository, 'changelog'),
          routeBasePath: 'changelog',
          onUntruncatedBlogPosts: 'ignore',
        },
        pages: false,
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    navbar: {
      title: 'Documentation',
      logo: {alt: `${provider.displayName} logo`, src: 'img/logo.svg', href: '/'},
      items: [],
    },
    algolia: {
      appId: STOCK_APP_ID,
      apiKey: 'stock-search-only',
      indexName: STOCK_INDEX_NAME,
      contextualSearch: true,
      searchPagePath: 'search',
    },
    prism: {
      additionalLanguages: ['java', 'bash', 'ini', 'powershell', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
