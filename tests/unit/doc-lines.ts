import type {DocFile} from './docs';

export interface DocLine {
  /** `docs/…:line`, the place to fix. */
  where: string;
  /** The line as written, with code blocks and comments blanked. */
  text: string;
}

const blankOut = (match: string) => match.replace(/[^\n]/g, ' ');

/**
 * Each line of a page's body, numbered as in the file, with code fences,
 * `<CodeBlock>`s and MDX comments blanked so the numbers stay right. Tests that
 * read prose take `proseOf` of each line; tests that need links keep the text.
 */
export function docLines(doc: DocFile): DocLine[] {
  return doc.body
    .replace(/```[\s\S]*?```/g, blankOut)
    .replace(/<CodeBlock[\s\S]*?<\/CodeBlock>/g, blankOut)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blankOut)
    .split('\n')
    .map((text, index) => ({where: `docs/${doc.file}:${doc.bodyLine + index}`, text}));
}
