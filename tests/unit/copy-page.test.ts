import {describe, expect, it} from 'vitest';
import {chatGptUrl, claudeUrl, markdownPath} from '../../src/components/CopyPage/links';

describe('Copy page links', () => {
  it('find a page’s Markdown copy at its path plus .md, and the home page’s at /index.md', () => {
    expect(markdownPath('/apn-configuration/ios')).toBe('/apn-configuration/ios.md');
    expect(markdownPath('/rest/')).toBe('/rest.md');
    expect(markdownPath('/')).toBe('/index.md');
  });

  it.each([
    ['ChatGPT', chatGptUrl, 'https://chatgpt.com/'],
    ['Claude', claudeUrl, 'https://claude.ai/new'],
  ])('open %s with a prompt naming the page’s Markdown', (_, urlOf, start) => {
    const markdownUrl = 'https://docs.example.test/apn-configuration/ios.md?x=1&y=2';
    const url = new URL(urlOf(markdownUrl));
    expect(url.origin + url.pathname).toBe(start);
    expect(url.searchParams.get('q')).toBe(`Read ${markdownUrl} and answer questions about it.`);
  });
});
