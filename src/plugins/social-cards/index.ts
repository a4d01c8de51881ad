import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {provider} from '../../provider';
import {renderSocialCard, type SocialCard} from './card';
import {socialCardPath} from './path';

const CARDS_AT_ONCE = 4;

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};

/** Each doc id of a sidebar with the label of the top-level category it is under. */
function sectionsOf(items: SidebarItem[], section?: string, found = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.type === 'doc' && item.id && section) found.set(item.id, section);
    if (item.type === 'category') sectionsOf(item.items ?? [], section ?? item.label, found);
  }
  return found;
}

/**
 * A social card (Open Graph image) for every doc page, made at build time: the page's title and its sidebar section
 * on the site's card, so a link shared in chat or a ticket says what it leads to. `src/theme/DocItem/Metadata`
 * points each page's og:image at its card.
 */
export function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: {file: string; card: SocialCard}[] = [];
  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const site = `${provider.displayName} ${context.siteConfig.title}`;
      const host = new URL(context.siteConfig.url).host;
      cards = (docs?.loadedVersions ?? []).flatMap((version) => {
        const sections = new Map(
          Object.values(version.sidebars).flatMap((items) => [...sectionsOf(items as SidebarItem[])]),
        );
        return version.docs.map((doc) => ({
          file: socialCardPath(doc.permalink),
          card: {title: doc.title, section: sections.get(doc.id), site, host},
        }));
      });
    },
    async postBuild({outDir}) {
      const started = performance.now();
      // A few at a time, so that resvg's rasters run on the thread pool while the main thread lays out the next.
      for (let from = 0; from < cards.length; from += CARDS_AT_ONCE) {
        await Promise.all(
          cards.slice(from, from + CARDS_AT_ONCE).map(async ({file, card}) => {
            const target = path.join(outDir, file);
            mkdirSync(path.dirname(target), {recursive: true});
            writeFileSync(target, await renderSocialCard(card));
          }),
        );
      }
      console.log(`[social-cards] ${cards.length} cards (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    },
  };
}
