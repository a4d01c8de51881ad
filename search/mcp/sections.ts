/**
 * One section of a page's Markdown copy, found by the anchor of its heading: search_docs answers with URLs such as
 * `/rest#rate-limits`, and an agent that follows one wants that section, not the whole page.
 */
import {createSlugger} from '@docusaurus/utils/lib/slugger.js';

/** A section of a page: the page's title, the section's heading and its Markdown, the heading included. */
export interface PageSection {
  pageTitle: string;
  heading: string;
  markdown: string;
}

interface Heading {
  line: number;
  level: number;
  text: string;
  anchor: string;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;

/** The headings of a Markdown copy outside code blocks, each with the anchor Docusaurus gives it (its slugger). */
function headingsOf(lines: string[]): Heading[] {
  const slugger = createSlugger();
  const headings: Heading[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (!fence || fence === opening)) {
      fence = fence ? undefined : opening;
      return;
    }
    const match = fence ? null : HEADING.exec(line);
    if (!match) return;
    // The copy's headings are plain text but for a link or code ticks, which the page's anchor leaves out.
    const text = match[2].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`([^`]*)`/g, '$1');
    const level = match[1].length;
    headings.push({line: index, level, text, anchor: level === 1 ? '' : slugger.slug(text)});
  });
  return headings;
}

/**
 * The section of `markdown` whose heading has `anchor`, to the next heading of its level or above; or, when no
 * heading has it, the anchors the page has.
 */
export function sectionOf(markdown: string, anchor: string): PageSection | {anchors: string[]} {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const at = headings.findIndex((heading) => heading.level > 1 && heading.anchor === anchor.toLowerCase());
  if (at < 0) return {anchors: headings.flatMap((heading) => (heading.anchor ? [heading.anchor] : []))};
  const {line, level, text} = headings[at];
  const end = headings.slice(at + 1).find((heading) => heading.level <= level)?.line ?? lines.length;
  return {
    pageTitle: headings.find((heading) => heading.level === 1)?.text ?? '',
    heading: text,
    markdown: lines.slice(line, end).join('\n').trimEnd(),
  };
}
