// src/plugins/doc-card-emoji puts its own extractLeadingEmoji in the bundle in place of theme-common's: the two
// must answer alike, and the replacement must still reach DocCard after a Docusaurus upgrade.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {upstreamEmojiUtils} from '../../src/plugins/doc-card-emoji';
import {extractLeadingEmoji} from '../../src/plugins/doc-card-emoji/extractLeadingEmoji';

const docsDir = path.resolve(__dirname, '../../docs');

/** Every title and sidebar label the docs give (what doc cards show), from the pages' front matter. */
const docLabels = (readdirSync(docsDir, {recursive: true}) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .flatMap((file) =>
    [...readFileSync(path.join(docsDir, file), 'utf8').matchAll(/^(?:title|sidebar_label): "?(.+?)"?$/gm)].map(
      (match) => match[1],
    ),
  );

const emojiLabels = [
  '⚠️ Limits', // with U+FE0F
  '📄 Page',
  '🇩🇪 Germany', // flag: two regional indicators
  '👩🏽‍💻 Developers', // skin tone and zero-width joiner
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland', // tag sequence
  '1️⃣ First step', // keycap: an ASCII digit, U+FE0F, U+20E3
  '#️⃣ Hash',
  '1⃣ keycap without U+FE0F',
  '1️ digit and U+FE0F only',
  '© 2026', // text presentation of an emoji-capable character
  '©️ 2026',
  '↔ ranges',
  '✔️ Done',
  'é accented',
  '中文',
  '',
  ' leading space',
  '42 SIMs',
];

describe('extractLeadingEmoji', () => {
  it("answers as theme-common's does for every doc label and for labels that start with emoji", async () => {
    const upstream = (await import(upstreamEmojiUtils)) as {extractLeadingEmoji: typeof extractLeadingEmoji};
    expect(docLabels.length).toBeGreaterThan(100);
    for (const label of [...docLabels, ...emojiLabels]) {
      expect(extractLeadingEmoji(label), label).toEqual(upstream.extractLeadingEmoji(label));
    }
    expect(extractLeadingEmoji('1️⃣ First step')).toEqual({emoji: '1️⃣', rest: ' First step'});
  });
});

describe('what the replacement relies on', () => {
  it("theme-common's internal entry re-exports extractLeadingEmoji from the file the plugin replaces", () => {
    const internal = readFileSync(path.join(path.dirname(upstreamEmojiUtils), '..', 'internal.js'), 'utf8');
    expect(internal).toContain("export { extractLeadingEmoji } from './utils/emojiUtils';");
    expect(readFileSync(upstreamEmojiUtils, 'utf8')).toMatch(/export function extractLeadingEmoji\(input\)/);
  });

  it("theme-classic's DocCard takes it from there", () => {
    const docCard = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/DocCard/index.js'), 'utf8');
    expect(docCard).toMatch(/extractLeadingEmoji,[\s\S]*?\} from '@docusaurus\/theme-common\/internal'/);
  });
});
