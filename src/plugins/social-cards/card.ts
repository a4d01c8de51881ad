import {readFileSync} from 'node:fs';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {SOCIAL_CARD_SIZE} from './path';

export interface SocialCard {
  title: string;
  /** The sidebar section the page is in ("APIs and SDKs"), or none for pages outside the sidebar. */
  section?: string;
  /** The site's name on the card ("Kestrel IoT Documentation"). */
  site: string;
  /** The host readers see at the foot of the card. */
  host: string;
}

/** Inter from @fontsource: the same type on every machine that builds, no system fonts involved. */
const font = (weight: 400 | 700) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
let fonts: ReturnType<typeof font>[] | undefined;

const BRAND = '#0b5cad';
const PADDING_X = 72;

/** A node of satori's element tree: what JSX would make, written out, so this module needs no React at build time. */
const element = (style: Record<string, unknown>, children: unknown) => ({type: 'div', props: {style, children}});

/**
 * The card as PNG bytes: satori lays the text out (wrapping a long title), resvg draws it off the main thread (its
 * raster takes about a third of a card's time; the PNG encoding, on the main thread, most of the rest).
 */
export async function renderSocialCard({title, section, site, host}: SocialCard): Promise<Buffer> {
  fonts ??= [font(400), font(700)];
  const svg = await satori(
    element(
      {
        width: SOCIAL_CARD_SIZE.width,
        height: SOCIAL_CARD_SIZE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `48px ${PADDING_X}px`,
        background: '#ffffff',
        borderTop: `16px solid ${BRAND}`,
        fontFamily: 'Inter',
        color: '#1c1e21',
      },
      [
        element({fontSize: 30, fontWeight: 700, color: BRAND}, site),
        element({display: 'flex', flexDirection: 'column', gap: 20, width: SOCIAL_CARD_SIZE.width - 2 * PADDING_X}, [
          ...(section
            ? [element({fontSize: 30, color: '#525860', textTransform: 'uppercase', letterSpacing: 2}, section)]
            : []),
          element({fontSize: title.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.15, lineClamp: 3}, title),
        ]),
        element({fontSize: 26, color: '#525860'}, host),
      ],
    ) as Parameters<typeof satori>[0],
    {...SOCIAL_CARD_SIZE, fonts},
  );
  // The text is already paths (satori embeds the glyphs), so resvg needs no fonts of the system's.
  return (await renderAsync(svg, {font: {loadSystemFonts: false}})).asPng();
}
