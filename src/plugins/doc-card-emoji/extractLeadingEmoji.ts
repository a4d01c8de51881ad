// Replaces @docusaurus/theme-common/lib/utils/emojiUtils.js in the bundle (index.ts says why); same contract.
let graphemes: Intl.Segmenter | undefined;
let singleEmoji: RegExp | undefined;

/**
 * A label that starts with an ASCII character starts with an emoji only as a keycap: `#`, `*` or a digit,
 * then U+FE0F and U+20E3 (the only RGI emoji that begin in ASCII).
 */
function startsWithPlainCharacter(input: string): boolean {
  return input.charCodeAt(0) < 0x80 && input.charCodeAt(1) !== 0xfe0f;
}

/** Splits "⚠️ Hello" into the emoji "⚠️" and the rest " Hello"; emoji is null when the first grapheme is none. */
export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (input === '' || startsWithPlainCharacter(input)) return {emoji: null, rest: input};
  graphemes ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  singleEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const first = graphemes.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!first || !singleEmoji.test(first)) return {emoji: null, rest: input};
  return {emoji: first, rest: input.slice(first.length)};
}
