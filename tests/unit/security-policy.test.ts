import {describe, expect, it} from 'vitest';
import {scriptsByParser, scriptsByScan} from '../../src/plugins/build-output/security-policy';

const page = (body: string) =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>` +
  `<script>document.documentElement.dataset.theme="light"</script></head><body>${body}</body></html>`;

describe('scriptsByScan', () => {
  it('finds the scripts the HTML parser finds, with their type, src and text', () => {
    for (const html of [
      page('<script src=/assets/js/main.js defer></script><script type=application/ld+json>{"a":"</b>"}</script>'),
      page('<SCRIPT TYPE="module" type=text/plain>import "x"</SCRIPT >after'),
      page('<script/src="https://cdn.example.test/a.js"></script><script>a < b && c > d</script >'),
      page('<!-- <script>not a script</script> --><!--><script>x</script><!---><script>y</script>'),
      page('<div title="<script>no</script>" data-x=\'<script>\'>text &lt;script&gt;</div><script>z</script>'),
      page('<noscript><script>no</script></noscript><textarea><script>no</script></textarea><script>1</script>'),
      page('<style>a::after{content:"</script>"}</style><xmp><script></xmp><script>2</script>'),
      page('<svg viewBox="0 0 1 1"><defs><style>.a{fill:red}</style></defs><path d=M0/></svg><script>3</script>'),
      page('<svg/><p>text</p><script>4</script><a href=/x/>link</a><script></script>'),
      page('<script>unterminated'),
      page('</><? processing ?><!DOCTYPE x><script>5</script>'),
    ]) {
      expect(scriptsByScan(html), html).toEqual(scriptsByParser(html));
    }
  });

  it('leaves to the parser what the scan could read otherwise', () => {
    for (const html of [
      page('<script>a\r\nb</script>'),
      page('<script>if (a <!-- b) {}</script>'),
      page('<script type="text&#47;javascript">x</script>'),
      page('<svg><script>x</script></svg>'),
      page('<svg><style>a</style><p>breakout</p><style><b>x</b></style></svg>'),
      page('<template><script>x</script></template>'),
      page('<select><script>x</script></select>'),
      page('<math><![CDATA[<script>x</script>]]></math>'),
      page('<div title="unterminated'),
    ]) {
      expect(scriptsByScan(html), html).toBeUndefined();
    }
  });
});
