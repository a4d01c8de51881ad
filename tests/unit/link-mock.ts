import React from 'react';

/** `@docusaurus/Link` outside the site's router: a plain anchor, for the files that render components to HTML. */
export default function Link({to, ...rest}: {to: string}) {
  return React.createElement('a', {href: to, ...rest});
}
