/**
 * A page compiled as the site compiles it: Docusaurus's preprocessing with the site's Markdown
 * preprocessor (and no MDX 1 compatibility, which the site's `future.v4` turns off), then MDX with GFM,
 * directives (admonitions) and the <ApiExample>/<GraphqlExample> plugin, which validates each example
 * against api/openapi.yaml and api/schema.graphql. A syntax error (a bare `{` or `<` in prose, an HTML
 * comment) or a refused example becomes a finding on the file's own line: the front matter is blanked,
 * not cut, so MDX counts lines as the file does.
 */
import type {Pluggable} from 'unified';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils/lib/markdownUtils.js';
import {markdownPreprocessor, templateLiteralsInJsx} from '../../config/markdown';
import type {Page} from './pages';
import type {Finding} from './rules';

/** The ApiExample plugin's errors start with `<path>:<line>:<column>: `. */
const LOCATED = /^(.*?):(\d+|\?):(\d+|\?): ([\s\S]*)$/;

/**
 * MDX and its plugins are ES modules: imported on first use, which tsx and Vitest turn into a native
 * import (the dev server runs the rules in a child process for that reason: index.ts). So is the examples
 * plugin, which loads the API documents, and only for a page that has an example: one page's check stays fast.
 */
/** The remark plugins the pages are parsed with, in order; the tests' syntax trees (tests/unit/mdx-tree.ts) use the same. */
export const MDX_REMARK_PLUGINS = ['remark-gfm', 'remark-directive'] as const;

async function loadCompiler() {
  const [{compile}, {VFile}, ...plugins] = await Promise.all([
    import('@mdx-js/mdx'),
    import('vfile'),
    ...MDX_REMARK_PLUGINS.map((name) => import(name) as Promise<{default: Pluggable}>),
  ]);
  return {compile, remarkPlugins: plugins.map((plugin) => plugin.default), VFile};
}
let compiler: ReturnType<typeof loadCompiler> | undefined;
let examplesPlugin: Promise<typeof import('../api-examples')> | undefined;
export const hasExamples = (source: string) => /<(ApiExample|GraphqlExample)\b/.test(source);

/**
 * What Docusaurus does to a page before MDX (preprocessContent, @docusaurus/mdx-loader/lib/preprocessor.js)
 * with what docusaurus.config.ts sets: the site's preprocessor, then code blocks unwrapped. Its `future.v4`
 * turns `markdown.mdx1Compat` off, so nothing rewrites MDX 1 heading ids (`{#id}`, which then fails to compile)
 * or admonition titles after a space (`:::note Title`, which then prints as text): the check sees both as the
 * site does (tests/unit/content-check.test.ts holds the config to that). Written with the module that function
 * calls, since its own module loads all of @docusaurus/utils: half a second of one page's check.
 */
export function preprocess(filePath: string, fileContent: string): string {
  return unwrapMdxCodeBlocks(markdownPreprocessor({fileContent, filePath}));
}

export async function compilePage(page: Page): Promise<{findings: Finding[]; code?: string}> {
  const frontMatterEnd = page.source.length - page.body.length;
  const source = page.source.slice(0, frontMatterEnd).replace(/[^\n]/g, '') + page.body;
  compiler ??= loadCompiler();
  const {compile, remarkPlugins, VFile} = await compiler;
  if (hasExamples(source)) examplesPlugin ??= import('../api-examples');
  const plugins = hasExamples(source) ? [...remarkPlugins, (await examplesPlugin!).default] : remarkPlugins;
  const preprocessed = preprocess(page.path, source);
  try {
    const compiled = await compile(new VFile({path: page.path, value: preprocessed}), {
      remarkPlugins: plugins,
    });
    const code = String(compiled);
    return {findings: changedTemplateLiterals(page, source, code), code};
  } catch (error) {
    const {line, column, reason, message} = error as {line?: number; column?: number; reason?: string; message: string};
    const located = LOCATED.exec(message);
    if (located && line === undefined) {
      return {
        findings: [
          {path: page.path, line: Number(located[2]) || 1, column: Number(located[3]) || 1, message: located[4]},
        ],
      };
    }
    const text = (reason ?? message).replace(/\s+/g, ' ');
    return {findings: [syntaxFinding(page, source, line ?? 1, column ?? 1, text)]};
  }
}

/**
 * Code samples written as template literals (`<CodeBlock>{`…`}</CodeBlock>`) that the compiled page does not hold
 * as written: MDX takes the indentation of the JSX around them from each continuation line, which the site's
 * preprocessor gives back only for the two spaces of a top-level element (src/config/markdown.ts); one nested in a
 * list or a quote would lose its code's indentation.
 */
function changedTemplateLiterals(page: Page, source: string, code: string): Finding[] {
  return templateLiteralsInJsx(source)
    .filter(({literal}) => !code.includes(literal))
    .map(({index}) => {
      const before = source.slice(0, index);
      const line = before.split('\n').length;
      return {
        path: page.path,
        line,
        column: index - before.lastIndexOf('\n'),
        message:
          'MDX changes the indentation of this code sample: write it at the top level of the page, not nested in a list or a quote',
      };
    });
}

/**
 * MDX's syntax error, said in a writer's terms where the cause is common: a `{` that starts an expression
 * (MDX points at the end of its paragraph: the finding points at the brace) and a `<` that starts a tag.
 */
function syntaxFinding(page: Page, source: string, line: number, column: number, reason: string): Finding {
  const lineText = source.split('\n')[line - 1] ?? '';
  const at = (where: number, message: string): Finding => ({path: page.path, line, column: where, message});
  if (/closing brace for `\{`/.test(reason)) {
    const brace = lineText.slice(0, column - 1).lastIndexOf('{');
    return at(
      brace + 1 || column,
      `a bare \`{\` starts an expression that never closes: write \`\\{\` or put it in \`code\` (MDX: ${reason})`,
    );
  }
  if (/before name/.test(reason) && lineText[column - 2] === '<' && !/to create a comment/.test(reason)) {
    return at(column - 1, `a bare \`<\` starts a tag: write \`&lt;\` or put it in \`code\` (MDX: ${reason})`);
  }
  if (/to create a comment/.test(reason) && lineText[column - 2] === '<') {
    return at(column - 1, `an HTML comment is no MDX: write \`{/* … */}\` (MDX: ${reason})`);
  }
  return at(column, `MDX cannot compile this: ${reason}`);
}
