// llms.txt names the MCP server (its npx package and /mcp) in its summary once the site has the server's page,
// keeping the llmstxt.org layout that tests/build/markdown-copies.test.ts reads.
import {expect, it} from 'vitest';
import {mcpPackageName} from '../../search/mcp/names';
import {parseLlmsTxt} from '../../search/mcp/routes';
import {llmsTxt, type MarkdownPage} from '../../src/plugins/markdown-copies/llms-txt';

const page = (id: string, title: string): MarkdownPage => ({
  id,
  title,
  description: `About ${title}.`,
  permalink: `/${id}`,
  unlisted: false,
  url: `https://docs.example.test/${id}`,
  markdownUrl: `https://docs.example.test/${id}.md`,
  markdown: `# ${title}\n`,
});

it('names the npx package and the /mcp endpoint in the summary, with a link to the page', () => {
  const docs = [page('sdks/concepts', 'SDK concepts'), page('sdks/mcp-server', 'MCP server for AI assistants')];
  const text = llmsTxt(
    {title: 'Example docs', summary: 'What the docs cover.'},
    [{title: 'APIs and SDKs', docs}],
    new Map(docs.map((doc) => [doc.id, doc])),
  );
  expect(text).toMatch(/^# .+\n\n> [^\n]+\n\n## /);
  const summary = text.split('\n')[2];
  expect(summary).toContain(`npx -y ${mcpPackageName}`);
  expect(summary).toContain('POST /mcp');
  expect(summary).toContain('https://docs.example.test/sdks/mcp-server.md');
  // The summary's link is no page entry: the server's own reading of llms.txt lists the two pages.
  expect(parseLlmsTxt(text).map((entry) => entry.route)).toEqual(['/sdks/concepts', '/sdks/mcp-server']);
});
