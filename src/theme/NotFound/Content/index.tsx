// Replaces the theme's dead-end 404 text with a way forward: search, the home page and the main sections.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NotFound/Content';

const sections = [
  {to: '/quickstart', label: 'Getting started'},
  {to: '/apn-configuration', label: 'APN configuration'},
  {to: '/rest', label: 'REST API'},
  {to: '/portal', label: 'Portal'},
  {to: '/support', label: 'Support'},
];

export default function NotFoundContent({className}: Props): React.ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find a page at this address. It may have moved, or the link may be mistyped.</p>
          <p>Search the documentation:</p>
          <div className="margin-bottom--lg">
            <SearchBar />
          </div>
          <p>
            Or go to the <Link to="/">documentation home page</Link>, or one of these sections:
          </p>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
