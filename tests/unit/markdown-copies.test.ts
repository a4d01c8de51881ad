import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docHtmlToMarkdown} from '../../src/plugins/markdown-copies/html-to-markdown';
import {llmsFullTxt, llmsTxt, sidebarSections, type MarkdownPage} from '../../src/plugins/markdown-copies/llms-txt';

const page = {title: 'REST API', description: 'Call the API over HTTPS.', url: 'https://docs.example.test/rest'};
const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures/markdown', name), 'utf8');
const convert = (name: string) => docHtmlToMarkdown(fixture(name), page);

describe('docHtmlToMarkdown', () => {
  it('starts with the title and the description', () => {
    expect(convert('code-blocks.html')).toMatch(/^# REST API\n\n> Call the API over HTTPS\.\n\nSend the token:\n/);
  });

  it('keeps each code block language, one line per line and bash continuations intact', () => {
    const markdown = convert('code-blocks.html');
    expect(markdown).toContain(
      [
        '```bash',
        'curl -sS -X POST https://api.example.test/api/v1/authenticate \\',
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"application_token": "'$IOT_APP_TOKEN'"}'`,
        '',
        'echo done',
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain('```json title="response.json"\n{\n  "token": "eyJhbGciOi..."\n}\n```');
    expect(markdown).toContain('Inline `AT+CGDCONT?` stays inline.');
  });

  it('turns admonitions into blockquotes that start with their label', () => {
    const markdown = convert('admonitions.html');
    expect(markdown).toContain('> **Note**\n>\n> In the API a device is an **endpoint**.');
    expect(markdown).toContain('> **Roaming charges**\n>\n> Data roaming must be on.\n>\n> Check `AT+CEREG?` first.');
  });

  it('prints a Mermaid diagram as a mermaid fence', () => {
    expect(convert('mermaid.html')).toContain(
      [
        'The attach sequence:',
        '',
        '```mermaid',
        'sequenceDiagram',
        '    participant D as Device',
        '    participant N as Network',
        '    D->>N: Attach request (APN "iot.example")',
        '    N-->>D: Attach accept',
        '```',
        '',
        'After the diagram.',
      ].join('\n'),
    );
  });

  it('prints every tab panel, the hidden ones too, under its tab label', () => {
    expect(convert('tabs.html')).toContain(
      [
        '**curl**',
        '',
        '```bash',
        'curl https://api.example.test/api/v1/endpoint',
        '```',
        '',
        '**Python**',
        '',
        'With the SDK:',
        '',
        '```python',
        'for device in client.endpoints():',
        '    print(device.name)',
        '```',
      ].join('\n'),
    );
  });

  it('keeps tables as GFM tables and headings without anchor residue', () => {
    const markdown = convert('page-chrome.html');
    expect(markdown).toContain(
      [
        '## Base URL',
        '',
        '| Item | Value |',
        '| - | - |',
        '| Base URL | `https://api.example.test` |',
        '| Transport | HTTPS only (TLS 1.2 or later) |',
        '',
        '### Rate limits',
      ].join('\n'),
    );
    expect(markdown).not.toMatch(/\u200b|Direct link|#base-url\)/);
  });

  it('fits what a GFM table cannot hold: a spanning cell per column, an empty head row where the table has none', () => {
    const html = `<article><table><tbody>
      <tr><th scope="row">Overdue</th><td>Day 1</td><td>Reminder</td></tr>
      <tr><th scope="row">Blocked</th><td colspan="2">Depends on the cause</td></tr>
      <tr><th scope="row">Listed</th><td><ul><li>a</li></ul><p>Next</p></td><td><p>One case.</p><p>Another.</p></td></tr>
    </tbody></table></article>`;
    expect(docHtmlToMarkdown(html, page)).toContain(
      [
        '| | | |',
        '| - | - | - |',
        '| Overdue | Day 1 | Reminder |',
        '| Blocked | Depends on the cause | Depends on the cause |',
        '| Listed | • a ¶ Next | One case. ¶ Another. |',
      ].join('\n'),
    );
  });

  it('makes links and images absolute, and card grids a list of links', () => {
    const markdown = convert('page-chrome.html');
    expect(markdown).toContain(
      'The [SDKs](https://docs.example.test/sdks) wrap it; see [rate limits](https://docs.example.test/rest#rate-limits).',
    );
    expect(markdown).toContain(
      '![Token exchange between a client and the API](https://docs.example.test/img/token-flow.png)',
    );
    expect(markdown).toContain(
      '- [Android](https://docs.example.test/apn-configuration/android): Add the APN on Android.',
    );
  });

  it('leaves out the page chrome, buttons and anything marked as a page control (src/pageControl.ts)', () => {
    const markdown = convert('page-chrome.html');
    for (const chrome of [
      'APIs and SDKs',
      'On this page',
      'Copy page',
      'View as Markdown',
      'Was this page helpful',
      'Edit this page',
      'GraphQL API',
      'Footer',
      '<!--',
    ]) {
      expect(markdown).not.toContain(chrome);
    }
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });
});

describe('code blocks', () => {
  const codeBlock = (lines: string) =>
    `<article><p>Run:</p><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH>` +
    `<pre tabindex=0><code class=codeBlockLines_e6Vv>${lines}</code></pre></div></div><p>Done.</p></article>`;

  it('decodes character references and leaves out line numbers, keeping line breaks and zero-width spaces', () => {
    const html = codeBlock(
      '<div class=token-line><span class=codeLineNumber_x>1</span><span>a &lt;b&gt; &amp;&amp; &quot;c&quot; &#x27;d&#39; & e\u200b</span><br/></div>' +
        '<div class=token-line><span>&copy; &#128;\n  f</span><br></div>',
    );
    expect(docHtmlToMarkdown(html, page)).toContain('```bash\na <b> && "c" \'d\' & e\u200b\n© \u20ac\n  f\n```');
  });

  it('drops the newline right after <pre> as the parser does', () => {
    const html = codeBlock('').replace(
      '<pre tabindex=0><code class=codeBlockLines_e6Vv></code></pre>',
      '<pre>\nfirst\n\n</pre>',
    );
    expect(docHtmlToMarkdown(html, page)).toContain('```bash\nfirst\n\n```');
  });
});

describe('llms.txt', () => {
  const doc = (id: string, unlisted = false) => ({
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    permalink: id === 'index' ? '/' : `/${id.replace(/\/index$/, '')}`,
    unlisted,
  });
  const docs = [
    doc('index'),
    doc('quickstart/index'),
    doc('quickstart/trial'),
    doc('quickstart/hidden', true),
    doc('support'),
  ];
  const sidebar = [
    {type: 'doc' as const, id: 'index', label: 'Home'},
    {
      type: 'category' as const,
      label: 'Getting started',
      collapsed: false,
      collapsible: true,
      link: {type: 'doc' as const, id: 'quickstart/index'},
      items: [
        {type: 'doc' as const, id: 'quickstart/hidden'},
        {type: 'doc' as const, id: 'quickstart/trial'},
      ],
    },
    {type: 'doc' as const, id: 'support', label: 'Support'},
  ];
  const sections = sidebarSections(sidebar, docs);
  const pages = new Map<string, MarkdownPage>(
    docs.map((entry) => [
      entry.id,
      {
        ...entry,
        url: `https://docs.example.test${entry.permalink}`,
        markdownUrl: `https://docs.example.test${entry.permalink === '/' ? '/index' : entry.permalink}.md`,
        markdown: `# ${entry.title}\n\n> ${entry.description}\n\nBody of ${entry.id}.\n`,
      },
    ]),
  );
  const site = {title: 'Example docs', summary: 'What the docs cover.'};

  it('has one section per top-level sidebar item, a category page before its items, unlisted docs left out', () => {
    expect(sections.map((section) => [section.title, section.docs.map((entry) => entry.id)])).toEqual([
      ['Home', ['index']],
      ['Getting started', ['quickstart/index', 'quickstart/trial']],
      ['Support', ['support']],
    ]);
  });

  it('links each page to its Markdown copy with its description', () => {
    expect(llmsTxt(site, sections, pages)).toBe(
      [
        '# Example docs',
        '',
        '> What the docs cover.',
        '',
        '## Home',
        '',
        '- [Title of index](https://docs.example.test/index.md): About index.',
        '',
        '## Getting started',
        '',
        '- [Title of quickstart/index](https://docs.example.test/quickstart.md): About quickstart/index.',
        '- [Title of quickstart/trial](https://docs.example.test/quickstart/trial.md): About quickstart/trial.',
        '',
        '## Support',
        '',
        '- [Title of support](https://docs.example.test/support.md): About support.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds every listed page in sidebar order with its URL', () => {
    const full = llmsFullTxt(site, sections, pages);
    expect(full.match(/^# .*$/gm)).toEqual([
      '# Example docs',
      '# Title of index',
      '# Title of quickstart/index',
      '# Title of quickstart/trial',
      '# Title of support',
    ]);
    expect(full).toContain(
      '# Title of quickstart/trial\n\nSource: https://docs.example.test/quickstart/trial\n\n> About',
    );
    expect(full).not.toContain('hidden');
  });
});
