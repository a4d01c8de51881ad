/**
 * MDX removes up to two spaces from the start of every continuation line inside JSX, template literals
 * included, on purpose (https://github.com/syntax-tree/mdast-util-mdx-jsx/pull/15: "indent your things").
 * A code sample written as <CodeBlock>{`…`}</CodeBlock> would lose two spaces on each line: JSON would
 * lose its indentation and Python its nesting. Indenting every continuation line of such a template
 * literal by two spaces before MDX parses the page gives those spaces back, so readers get the code as
 * written. Fenced code blocks are left alone: MDX keeps their text as it is.
 */
const TEMPLATE_LITERAL_IN_JSX = /\{`([\s\S]*?)`\}/g;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function keepTemplateLiteralIndentation(source: string): string {
  return splitAtFences(source)
    .map(({text, isFence}) =>
      isFence ? text : text.replace(TEMPLATE_LITERAL_IN_JSX, (literal) => literal.replace(/\n/g, '\n  ')),
    )
    .join('');
}

/**
 * Each template literal written inside JSX (`{`…`}`) outside fenced code, as written, with its offset in `source`:
 * what the content check (src/plugins/content-check/mdx.ts) expects to find unchanged in the compiled page.
 */
export function templateLiteralsInJsx(source: string): {literal: string; index: number}[] {
  const found: {literal: string; index: number}[] = [];
  let offset = 0;
  for (const {text, isFence} of splitAtFences(source)) {
    if (!isFence) {
      for (const match of text.matchAll(TEMPLATE_LITERAL_IN_JSX)) {
        found.push({literal: match[0].slice(1, -1), index: offset + match.index + 1});
      }
    }
    offset += text.length;
  }
  return found;
}

/** The source cut into runs of fenced code and of everything else, in order. */
function splitAtFences(source: string): {text: string; isFence: boolean}[] {
  const parts: {text: string; isFence: boolean}[] = [];
  let current = '';
  let openFence: string | undefined;
  for (const line of source.split(/(?<=\n)/)) {
    const marker = FENCE.exec(line)?.[1];
    if (!openFence && marker) {
      parts.push({text: current, isFence: false});
      current = line;
      openFence = marker;
    } else if (
      openFence &&
      marker?.[0] === openFence[0] &&
      marker.length >= openFence.length &&
      !line.trim().slice(marker.length)
    ) {
      parts.push({text: current + line, isFence: true});
      current = '';
      openFence = undefined;
    } else {
      current += line;
    }
  }
  parts.push({text: current, isFence: Boolean(openFence)});
  return parts;
}

/** Docusaurus's `markdown.preprocessor`: runs on every Markdown and MDX file before it is parsed. */
export function markdownPreprocessor({fileContent}: {filePath: string; fileContent: string}): string {
  return keepTemplateLiteralIndentation(fileContent);
}
