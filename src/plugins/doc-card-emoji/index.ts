import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The upstream file this replaces: theme-common re-exports its extractLeadingEmoji, which DocCard calls per card. */
export const upstreamEmojiUtils = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common/internal')),
  'utils',
  'emojiUtils.js',
);

/**
 * Doc cards (DocCardList) without their cost on hydration. Each card's label goes through theme-common's
 * extractLeadingEmoji, which builds an Intl.Segmenter when its module loads (15 ms in Node) and on the first
 * card builds `^\p{RGI_Emoji}$` with the `v` flag (14 ms in Node; the bundle makes it a RegExp call): on
 * /graphql at 4x CPU throttling, 70 ms of the module's evaluation and 100 ms in the cards in the CPU profile.
 * This gives the bundle a version with the same answers (tests/unit/doc-card-emoji.test.ts compares them)
 * that returns at once for a label starting with an ordinary character and builds both only for one that
 * may start with an emoji.
 */
export function docCardEmojiPlugin(): Plugin {
  return {
    name: 'doc-card-emoji',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [upstreamEmojiUtils]: path.resolve(__dirname, 'extractLeadingEmoji.ts'),
          },
        },
      };
    },
  };
}
