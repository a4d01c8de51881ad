import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {PageScripts} from '../../src/plugins/build-output/security-policy';

const page = (body: string) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>` +
  `<script>document.documentElement.dataset.theme="light"</script></head><body>${body}</body></html>`;
const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
const scriptsOf = (...bodies: string[]) => {
  const scripts = new PageScripts();
  bodies.forEach((body, index) => scripts.add(`page-${index}.html`, page(body), cheerio.load(page(body))));
  return scripts;
};

describe('PageScripts', () => {
  it('hashes every inline script the HTML parser finds, as its exact text, once', () => {
    const scripts = scriptsOf(
      '<script>a < b && c > d</script ><!-- <script>not a script</script> -->',
      '<div title="<script>no</script>">&lt;script&gt;</div><textarea><script>no</script></textarea>',
      '<SCRIPT TYPE="module" type=text/plain>import "x"</SCRIPT ><script type=text/javascript>\r\n  a\r\nb </script>',
      '<svg><script>svg()</script></svg><template><script>later()</script></template><script>a < b && c > d</script>',
    );
    expect([...scripts.inlineScriptHashes]).toEqual(
      [
        'document.documentElement.dataset.theme="light"',
        'a < b && c > d',
        'import "x"',
        // White space and all, with CR LF as LF: what the browser hashes.
        '\n  a\nb ',
        'svg()',
        'later()',
      ].map(hashOf),
    );
  });

  it('leaves data blocks out and keeps the origins of external scripts in the order pages name them', () => {
    const scripts = scriptsOf(
      '<script type=application/ld+json>{"a":1}</script><script src="https://cdn.example.test/a.js"></script>',
      '<script src=/assets/js/main.js defer></script><script src=https://b.example.test/x.js></script>',
      '<script src=https://cdn.example.test/b.js></script>',
    );
    expect([...scripts.inlineScriptHashes]).toEqual([hashOf('document.documentElement.dataset.theme="light"')]);
    expect([...scripts.origins]).toEqual(['https://cdn.example.test', 'https://b.example.test']);
  });

  it('names the page that has no <meta charset> to put the policy after', () => {
    const html = page('').replace('<meta charset=UTF-8>', '');
    expect(() => new PageScripts().add('docs/broken.html', html, cheerio.load(html))).toThrow(
      'docs/broken.html: no <meta charset>',
    );
  });
});
