import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {provider} from './src/provider';
import {announcementBar} from './src/config/announcement';
import {changelog} from './src/config/changelog';
import {docsEditUrl} from './src/config/editUrl';
import {fasterOptions} from './src/config/faster';
import {footer} from './src/config/footer';
import {markdownPreprocessor} from './src/config/markdown';
import {redirects} from './src/config/redirects';
import {codeTheme} from './src/config/prism';
import {algolia, algoliaOrigins, searchCustomFields, usesEmbeddedSearch} from './src/config/search';
import {thirdPartyScripts} from './src/config/scripts';
import {buildOutputPluginPath, type BuildOutputOptions} from './src/plugins/build-output';
import {consentAndTagsPlugin} from './src/plugins/consent-and-tags';
import {contentCheckPlugin} from './src/plugins/content-check';
import {devSearchPlugin} from './src/plugins/docsearch/dev-search';
import {languageTabsPlugin} from './src/plugins/language-tabs';
import {socialCardsPlugin} from './src/plugins/social-cards';
import {upstreamPlugins, upstreamSsrTemplate} from './src/upstream';
import apiReferencePlugin from './src/plugins/api-reference';
import remarkApiExamples from './src/plugins/api-examples';
import remarkSectionLevel from './src/plugins/section-level';

const config = {
  title: 'Documentation',
  tagline: `Developer resources and documentation for the ${provider.displayName} network`,
  favicon: 'img/favicon.svg',
  url: provider.urls.docs,
  baseUrl: '/',
  trailingSlash: false,
  staticDirectories: ['static'],
  // A pull request's preview site (.github/workflows/preview.yml) asks search engines not to index it.
  noIndex: process.env.DOCS_PREVIEW === 'true',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  // The preprocessor keeps the indentation of code samples written as template literals (see the module).
  markdown: {mermaid: true, preprocessor: markdownPreprocessor, hooks: {onBrokenMarkdownLinks: 'warn'}},

  // Docusaurus Faster, Rspack's persistent cache only in development (see the module).
  future: {v4: true, faster: fasterOptions()},

  // The app's scripts load once the page has painted (src/upstream/ssr-template).
  ssrTemplate: upstreamSsrTemplate,
  i18n: {defaultLocale: 'en', locales: ['en']},
  customFields: {search: searchCustomFields},
  // Drops unreadable DocSearch history before the modal can trip over it (see the module).
  clientModules: ['./src/clientModules/storageGuard.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          editUrl: docsEditUrl,
          remarkPlugins: [remarkApiExamples, remarkSectionLevel],
          versions: {current: {label: 'Next'}},
        },
        blog: changelog,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    // Every rewrite of upstream or generated code; UPSTREAM_PATCHES_OFF leaves some out (src/upstream/README.md).
    ...upstreamPlugins,
    languageTabsPlugin,
    // Regenerates docs/rest/reference and docs/graphql/reference from api/ before the docs load.
    apiReferencePlugin,
    () => consentAndTagsPlugin(thirdPartyScripts),
    // An Open Graph image per doc page: its title and section (see the module).
    socialCardsPlugin,
    // The content rules of `npm run check` on each page edited in `npm run dev` (findings in the terminal and the
    // error overlay), and broken links with their file and line in `npm run build` (see the module).
    contentCheckPlugin,
    ...(usesEmbeddedSearch ? [devSearchPlugin] : []),
    [
      buildOutputPluginPath,
      {
        redirects,
        scriptOrigins: Object.values(thirdPartyScripts).flatMap((script) => script.origins),
        connectOrigins: algoliaOrigins,
        apiOrigins: [new URL(provider.urls.restApi).origin],
      } satisfies BuildOutputOptions,
    ],
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Documentation',
      logo: {alt: `${provider.displayName} logo`, src: 'img/logo.svg', href: '/', width: 32, height: 32},
      items: [],
    },
    announcementBar,
    footer,
    algolia,
    prism: {
      theme: codeTheme,
      // Every grammar the pages use, in load order (a grammar follows the ones it extends): the site's Prism has no others.
      additionalLanguages: [
        'markup',
        'clike',
        'javascript',
        'json',
        'python',
        'graphql',
        'kotlin',
        'java',
        'bash',
        'ini',
        'powershell',
        'http',
        'sql',
      ],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
