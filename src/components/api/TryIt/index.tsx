import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {pageControl} from '@site/src/pageControl';
import {provider} from '@site/src/provider';
import type {TryItProps} from './types';
import styles from './styles.module.css';

// The form and its request code load when a reader first opens the panel, not with the page.
const TryItForm = lazy(() => import('./TryItForm'));

/**
 * A "Try it" panel under an operation's method and path: sends the call to the API with the reader's token. A page
 * control, not content: out of the Markdown copy and the search records (src/pageControl.ts).
 */
export default function TryIt(props: TryItProps): ReactNode {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={styles.panel}
      {...pageControl}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className={styles.summary}>Try it</summary>
      <p>
        Sends this call from your browser to <code>{provider.urls.restApi}</code>
        {props.auth ? ' with the auth token you enter, which this page sends only with the call and does not keep' : ''}
        . The call acts on your organisation&rsquo;s real data.
      </p>
      {opened ? (
        <Suspense fallback={<p>Loading the form…</p>}>
          <TryItForm {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
