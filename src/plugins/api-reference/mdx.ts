/** Writing MDX safely from text that comes from the API documents. */
import {provider} from '../../provider';

/**
 * Every provider URL with the expression that reads it, longest first (so a URL is replaced before
 * one it starts with): generated pages, like written ones, never spell out a provider value.
 */
const providerValues = Object.entries(provider.urls)
  .map(([key, value]) => [value, `provider.urls.${key}`] as const)
  .sort(([a], [b]) => b.length - a.length);

/** `text` split around provider values; `join` writes each value's expression. */
function replaceProviderValues(text: string, expressionOf: (expression: string) => string): string {
  let result = text;
  for (const [value, expression] of providerValues) result = result.split(value).join(expressionOf(expression));
  return result;
}

/** Whether the text mentions a provider value, so the page needs to import the provider module. */
export const usesProvider = (text: string) => text.includes('provider.urls.');

/**
 * Markdown from a document description, made safe for MDX: outside code spans and fences, braces
 * would open JavaScript expressions and `<` a JSX tag, so they are escaped. Inside code, where MDX
 * prints an escape as it stands, nothing is. A code span may wrap onto the next line of its
 * paragraph (descriptions are wrapped), but never across a blank line.
 */
export function mdxText(markdown: string): string {
  const escaped = markdown
    .trim()
    .split(/(```[\s\S]*?```|`(?:[^`\n]|\n(?![ \t]*\n))*`)/g)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/[{}]/g, (brace) => `\\${brace}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
    )
    .join('');
  return replaceProviderValues(escaped, (expression) => `{${expression}}`);
}

/** A JavaScript template literal holding `text`, provider URLs read from the provider module. */
export function templateLiteral(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return `\`${replaceProviderValues(escaped, (expression) => `\${${expression}}`)}\``;
}

/** A JSX attribute value holding any JSON value, provider URLs in its strings read from the provider module. */
export function jsxProp(value: unknown): string {
  return `{${replaceProviderValues(JSON.stringify(value), (expression) => `" + ${expression} + "`)}}`;
}

/** YAML front matter; values are JSON strings, which YAML reads as they are. */
export function frontMatter(fields: Record<string, string | number | boolean | null>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---`;
}

/** What every generated file says first, so nobody edits it by hand. */
export const generatedNotice = (source: string) =>
  `Generated from ${source} by src/plugins/api-reference: do not edit, run npm run gen:api.`;

/** A file name or heading anchor: lower-case words joined by hyphens (`sendSms` → `send-sms`). */
export function slug(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `text` cut at a word boundary to at most `max` characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** One generated file, its path relative to the site directory. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** A TypeScript module exporting sidebar items, for sidebars.ts to import. */
export function sidebarModule(path: string, name: string, items: unknown, source: string): GeneratedFile {
  const content = [
    `// ${generatedNotice(source)}`,
    "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    '',
    `export const ${name} = ${JSON.stringify(items, null, 2)} satisfies SidebarsConfig[string];`,
    '',
  ].join('\n');
  return {path, content};
}
