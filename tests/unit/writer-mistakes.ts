/**
 * Issue 44's ten mistakes a writer makes, each made in a copy of a page, with the one finding
 * (`file:line:column message`) the content check (src/plugins/content-check) must report for it. The
 * unit test runs them through the rules (content-check.test.ts); the dev-server test makes them in a
 * page the dev server serves (tests/dev/writer-mistakes.spec.ts).
 *
 * The copy starts from a page that is in no sidebar and says so (`unlisted: true`), so it has no finding
 * of its own wherever it lives; the sidebar mistake is that line taken out.
 */
export interface Mistake {
  name: string;
  /** The copy's text with the mistake made. */
  source: string;
  /** The finding the mistake makes, as `npm run check` prints it. */
  finding: string;
}

/** A page's text as a new page listed in no sidebar: the starting point of every mistake. */
export const unlistedCopy = (original: string) => original.replace(/^---\n/, '---\nunlisted: true\n');

/** The copy with a paragraph put before its first `##` heading, and the finding at a part of that paragraph. */
export function paragraphs(pagePath: string, copy: string) {
  const firstHeading = copy.search(/^## /m);
  const line = copy.slice(0, firstHeading).split('\n').length;
  return {
    withParagraph: (text: string) => `${copy.slice(0, firstHeading)}${text}\n\n${copy.slice(firstHeading)}`,
    at: (text: string, part: string, message: string) => `${pagePath}:${line}:${text.indexOf(part) + 1} ${message}`,
  };
}

/** The ten mistakes, made in `copy` (an unlistedCopy) that lives at `pagePath` ('docs/…/page.mdx'). */
export function writerMistakes(pagePath: string, copy: string): Mistake[] {
  const {withParagraph, at} = paragraphs(pagePath, copy);
  const inParagraph = (name: string, text: string, part: string, message: string): Mistake => ({
    name,
    source: withParagraph(text),
    finding: at(text, part, message),
  });
  const missingPage = 'See [the old page](/apn-configuration/no-such-page).';
  const missingAnchor = 'See [why roaming](/apn-configuration#no-such-heading).';
  const bareBrace = 'Set the {value in the field.';
  const bareLessThan = 'A timeout <5 s fails.';
  const htmlComment = '<!-- a note to self -->';
  const unknownOperation = '<ApiExample operation="sendSmsNow" />';
  const invalidBody = `<ApiExample operation="sendSms" body='{"source_address": "12345", "payload": 5}' />`;
  const descriptionLine = copy.split('\n').findIndex((line) => line.startsWith('description:')) + 1;
  const id = pagePath.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  return [
    inParagraph(
      'a link to a missing page',
      missingPage,
      '/apn',
      'broken link /apn-configuration/no-such-page: no page or static file has the path /apn-configuration/no-such-page',
    ),
    inParagraph(
      'a link to a missing anchor',
      missingAnchor,
      '/apn',
      'broken anchor /apn-configuration#no-such-heading: /apn-configuration has no heading or element with id "no-such-heading"',
    ),
    {
      name: 'a new page not in sidebars.ts',
      source: copy.replace(/^unlisted: true\n/m, ''),
      finding: `${pagePath}:1:1 is in no sidebar: add '${id}' to sidebars.ts, or mark the page \`unlisted: true\` in its front matter`,
    },
    {
      name: 'a front matter not closed',
      source: copy.replace(/^(---\n[\s\S]*?\n)---\n/, '$1\n'),
      finding: `${pagePath}:1:1 the front matter opened by \`---\` on line 1 is never closed: add a line with \`---\` after its last field`,
    },
    inParagraph(
      'a bare { in prose',
      bareBrace,
      '{',
      'a bare `{` starts an expression that never closes: write `\\{` or put it in `code` (MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`)',
    ),
    inParagraph(
      'a bare < in prose',
      bareLessThan,
      '<',
      'a bare `<` starts a tag: write `&lt;` or put it in `code` (MDX: Unexpected character `5` (U+0035) before name, expected a character that can start a name, such as a letter, `$`, or `_`)',
    ),
    inParagraph(
      'an HTML comment',
      htmlComment,
      '<',
      'an HTML comment is no MDX: write `{/* … */}` (MDX: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`))',
    ),
    inParagraph(
      'an unknown <ApiExample operation>',
      unknownOperation,
      '<',
      '<ApiExample> operation "sendSmsNow" is not an operationId of api/openapi.yaml',
    ),
    inParagraph(
      'an <ApiExample> body that breaks the schema',
      invalidBody,
      '<',
      "<ApiExample> body does not match sendSms's request schema: data/payload must be string",
    ),
    {
      name: 'a description under 50 characters',
      source: copy.replace(/^description:.*$/m, 'description: Set the APN on an iPhone.'),
      finding: `${pagePath}:${descriptionLine}:1 description is 25 characters: write 50–160 (it becomes the search-engine snippet)`,
    },
  ];
}
