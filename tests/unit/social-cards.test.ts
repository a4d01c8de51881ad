import {describe, expect, it} from 'vitest';
import {renderSocialCard} from '../../src/plugins/social-cards/card';
import {SOCIAL_CARD_SIZE, socialCardPath} from '../../src/plugins/social-cards/path';

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature and the chunk's length and type. */
const pngSize = (png: Buffer) => ({width: png.readUInt32BE(16), height: png.readUInt32BE(20)});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('social cards', () => {
  it('are one PNG per route, the home page index.png', () => {
    expect(socialCardPath('/')).toBe('/img/social/index.png');
    expect(socialCardPath('/apn-configuration/android')).toBe('/img/social/apn-configuration/android.png');
  });

  it('are drawn at the size link previews show in full, however long the title', {timeout: 30_000}, async () => {
    for (const title of [
      'SMS',
      'Verify the signature of every webhook the platform sends, and reject replays of old ones',
    ]) {
      const png = await renderSocialCard({title, section: 'APIs and SDKs', site: 'Docs', host: 'docs.example.test'});
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual(SOCIAL_CARD_SIZE);
    }
  });

  it('show the title: a card differs from one with another title', {timeout: 30_000}, async () => {
    const card = (title: string) => renderSocialCard({title, site: 'Docs', host: 'docs.example.test'});
    expect((await card('APN settings for Android')).equals(await card('APN settings for iOS'))).toBe(false);
  });
});
