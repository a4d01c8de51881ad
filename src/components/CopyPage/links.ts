/**
 * Where a page's Markdown copy is served: the page's path plus `.md` (`/apn-configuration/ios.md`),
 * and `/index.md` for the home page, whose path is `/`.
 */
export function markdownPath(pathname: string): string {
  return pathname === '/' ? '/index.md' : `${pathname.replace(/\/$/, '')}.md`;
}

/** The prompt an AI assistant opens with: read the page's Markdown, then answer questions about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} and answer questions about it.`;
}

/** Starts a ChatGPT conversation with the prompt filled in. */
export const chatGptUrl = (markdownUrl: string) =>
  `https://chatgpt.com/?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;

/** Starts a Claude conversation with the prompt filled in. */
export const claudeUrl = (markdownUrl: string) =>
  `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
