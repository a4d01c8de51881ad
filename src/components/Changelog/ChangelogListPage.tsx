import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import Link from '@docusaurus/Link';
import {sandbox} from '../../platform';

/**
 * The changelog's list page (the blog plugin's `blogListComponent`): the theme's blog list with a
 * heading, a summary and the feed links above the entries, which the theme's list page has none of.
 * Every entry is on this one page (`postsPerPage: 'ALL'`), so it needs no paginator.
 */
export default function ChangelogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <h1>{metadata.blogTitle}</h1>
          <p>{metadata.blogDescription}</p>
          <p>
            {`An entry's date is the day its change reached production. A change of the platform's behaviour reached `}
            <Link to="/sdks/api-versioning#the-sandbox">the sandbox</Link> {sandbox.releaseLeadDays} days earlier.
          </p>
          <p>
            {/* Plain links: the feeds are files, not routes the client router knows. */}
            Subscribe in a feed reader: <a href={`${metadata.permalink}/rss.xml`}>RSS feed</a> or{' '}
            <a href={`${metadata.permalink}/atom.xml`}>Atom feed</a>.
          </p>
        </header>
        <BlogPostItems items={items} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
