import React, {createContext, useContext, type ReactNode} from 'react';

/** The depth of the Markdown heading a component sits under; 3 where no page set it (a heading then gets h4). */
const SectionDepth = createContext(3);

/** Set by the section-level remark plugin (src/plugins/section-level) around each component of a page. */
export default function SectionLevel({depth, children}: {depth: number; children: ReactNode}): ReactNode {
  return <SectionDepth.Provider value={depth}>{children}</SectionDepth.Provider>;
}

/** The heading tag one level below the section the component sits in, h6 at most. */
export function useSubheadingTag(): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const level = Math.min(Math.max(useContext(SectionDepth) + 1, 2), 6);
  return `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}
