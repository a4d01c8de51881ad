import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {ListItem} from '../../platform/ruleText';

/** Texts as a list, each rendered as InlineText: bulleted, or numbered when they are steps in order; items may nest. */
export function InlineTextList({
  items,
  ordered = false,
}: {
  items: readonly ListItem[];
  ordered?: boolean;
}): React.ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item, index) => {
        const {text, items: nested = []} = typeof item === 'string' ? {text: item} : item;
        return (
          <li key={index}>
            <InlineText text={text} />
            {nested.length > 0 && <InlineTextList items={nested} />}
          </li>
        );
      })}
    </List>
  );
}

/** A module text: one paragraph, or its parts as a list. A first part that ends with a colon leads the list. */
export function RuleTextBlock({
  text,
  paragraphs = false,
}: {
  text: string | readonly string[];
  /** Set outside a table cell, where a sentence stands as a paragraph of its own. */
  paragraphs?: boolean;
}): React.ReactNode {
  const sentence = (part: string) =>
    paragraphs ? (
      <p>
        <InlineText text={part} />
      </p>
    ) : (
      <InlineText text={part} />
    );
  if (typeof text === 'string') return sentence(text);
  const [first = '', ...rest] = text;
  if (!first.endsWith(':') || rest.length === 0) return <InlineTextList items={text} />;
  return (
    <>
      {sentence(first)}
      <InlineTextList items={rest} />
    </>
  );
}

/** A module text that reads mid-sentence (lower case), made to open a table cell or a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Module text that starts a sentence, for use in the middle of one. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A module text's link. Module text is rendered on many pages, its link's target among them: there the link would
 * lead to the page the reader is on, so it becomes plain text (or a jump to its section, if it names one).
 */
function ModuleLink({to, children}: {to: string; children: React.ReactNode}): React.ReactNode {
  const {pathname} = useLocation();
  const [path, section] = to.split('#');
  // `/a/` and `/a` are one page; `/` stays `/`.
  const samePage = path.replace(/(.)\/$/, '$1') === pathname.replace(/(.)\/$/, '$1');
  if (!samePage) return <Link to={to}>{children}</Link>;
  return section ? <Link to={`#${section}`}>{children}</Link> : children;
}

/**
 * Table text from src/platform with the four Markdown marks it uses: `code`,
 * **bold** for Portal labels, *italic* for event names, and [links](/route). The modules stay plain data;
 * this renders them.
 */
export default function InlineText({text}: {text: string}): React.ReactNode {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)]+\))/).map((part, index) => {
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) {
      return (
        <ModuleLink key={index} to={link[2]}>
          {link[1]}
        </ModuleLink>
      );
    }
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*')) return <em key={index}>{part.slice(1, -1)}</em>;
    return <React.Fragment key={index}>{part}</React.Fragment>;
  });
}
