import React from 'react';

/**
 * A table whose region a keyboard can scroll: the theme lets a table wider than the page scroll
 * sideways, and a scrolling region with nothing focusable in it must take focus itself (WCAG 2.1.1,
 * axe's scrollable-region-focusable).
 */
export default function ScrollableTable(props: React.ComponentProps<'table'>): React.ReactNode {
  return <table tabIndex={0} {...props} />;
}
