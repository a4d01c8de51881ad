/** Where a doc page's social card is served: one PNG per route, the home page's as `index.png`. */
export function socialCardPath(permalink: string): string {
  const name = permalink.replace(/^\/+|\/+$/g, '') || 'index';
  return `/img/social/${name}.png`;
}

/** The card's size: the 1.91:1 image that link previews (Open Graph, X, LinkedIn, Slack) show in full. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;
