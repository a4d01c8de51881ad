// DocSearch's modal opened once, out of sight, when the page is idle: a reader's first search otherwise pays for
// the modal's first render, the first matching of its styles and its first layout, which a second search does not
// (see the README, "The modal warmed up"). Nothing of it reaches the page, the reader or the search service.
import React, {createContext, startTransition, useContext, useEffect, useLayoutEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import translations from '@theme/SearchTranslations';
import {READER_MODAL_OPEN_CLASS, WARM_UP_ATTRIBUTE} from './modalMarkers';
import {whenIdle} from './whenIdle';

/** What the warm-up types: any query; the answer below is canned. */
const WARM_UP_QUERY = 'sim';

/** How long the warm-up may stay on the page if its hits never render (a DocSearch that refuses the canned answer). */
const WARM_UP_LIMIT_MS = 2000;

function highlighted(value: string) {
  return {value, matchLevel: 'full', fullyHighlighted: false, matchedWords: [WARM_UP_QUERY]};
}

/** One hit of each kind the modal draws differently: a page, a heading under it, and a paragraph. */
const WARM_UP_HITS = (
  [
    ['lvl1', 'SIM cards', null, null],
    ['lvl2', 'SIM cards', 'Activate a <mark>SIM</mark>', null],
    ['content', 'SIM cards', 'Activate a <mark>SIM</mark>', 'A <mark>SIM</mark> starts as Issued.'],
  ] as const
).map(([type, lvl1, lvl2, content], index) => {
  const levels = {lvl0: 'Docs', lvl1, ...(lvl2 ? {lvl2} : {})};
  const highlights = {
    hierarchy: Object.fromEntries(Object.entries(levels).map(([level, value]) => [level, highlighted(value)])),
    ...(content ? {content: highlighted(content)} : {}),
  };
  return {
    objectID: `warm-up-${index}`,
    url: `#warm-up-${index}`,
    type,
    content,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: highlights,
    _snippetResult: highlights,
  };
});

/** Answers every query with WARM_UP_HITS, without a request: the warm-up costs the search service nothing. */
function cannedSearchClient(bundledClient: object): object {
  return {
    ...bundledClient,
    search: async ({requests}: {requests: {query?: string}[]}) => ({
      results: requests.map(({query = ''}) => ({
        hits: WARM_UP_HITS,
        nbHits: WARM_UP_HITS.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: WARM_UP_HITS.length,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query,
        params: '',
      })),
    }),
  };
}

/** Called by each warm-up hit once it is on the page. */
const HitRenderedContext = createContext<() => void>(() => undefined);

function WarmUpHit({hit, children}: {hit: {url: string}; children: React.ReactNode}): React.ReactNode {
  const onRendered = useContext(HitRenderedContext);
  useEffect(() => onRendered(), [onRendered]);
  return <a href={hit.url}>{children}</a>;
}

export type ModalComponent = typeof DocSearchModalType;

/** DocSearch's modal with the prop that src/plugins/docsearch-warm-up.cjs adds to it. */
type PatchedModal = React.ComponentType<React.ComponentProps<ModalComponent> & {warmUp: true}>;

/**
 * Renders the modal into a container that is out of sight, inert and hidden from assistive technology, keeps it
 * until the frame after its hits are on the page (that frame styles and lays them out), then calls `onDone`, as it
 * does after WARM_UP_LIMIT_MS at the latest. DocSearch's effects on the body (the class that stops the page
 * scrolling, the scrollbar's margin, the scroll back on close) are patched off for it (src/plugins/docsearch-warm-up.cjs).
 */
function ModalWarmUp({Modal, onDone}: {Modal: ModalComponent; onDone: () => void}): React.ReactNode {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute(WARM_UP_ATTRIBUTE, '');
    element.setAttribute('aria-hidden', 'true');
    element.inert = true;
    // Fixed and strictly contained, so that laying it out lays out nothing else; hidden, so it is never painted.
    element.style.cssText = 'position:fixed;inset:0;visibility:hidden;contain:strict';
    return element;
  });
  useLayoutEffect(() => {
    document.body.append(container);
    return () => container.remove();
  }, [container]);
  useEffect(() => {
    const limit = setTimeout(onDone, WARM_UP_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [onDone]);
  const [onHitRendered] = useState(() => {
    let frameRequested = false;
    return () => {
      if (!frameRequested) requestAnimationFrame(onDone);
      frameRequested = true;
    };
  });
  const PatchedModal = Modal as PatchedModal;
  return createPortal(
    <HitRenderedContext.Provider value={onHitRendered}>
      <PatchedModal
        appId="warm-up"
        apiKey="warm-up"
        indexName="warm-up"
        initialQuery={WARM_UP_QUERY}
        hitComponent={WarmUpHit}
        transformSearchClient={cannedSearchClient as React.ComponentProps<ModalComponent>['transformSearchClient']}
        navigator={{navigate: () => undefined}}
        translations={translations.modal}
        disableUserPersonalization
        warmUp
      />
    </HitRenderedContext.Provider>,
    container,
  );
}

/**
 * Once per page load, even where the navbar remounts or a page shows two search bars: set when a warm-up starts, or
 * when the reader has opened the modal first (their first search has then paid what the warm-up would).
 */
let warmUpClaimed = false;

/**
 * The warm-up, given the modal's code (loaded when the page is idle, with this module), at the next idle moment
 * while the tab is visible (in a background tab no frame would come to end it). The modal's first render is a
 * transition, so that React yields to the reader during it. It does not start, or ends at once, when the reader
 * opens the modal: that update is not a transition, so React applies it before a warm-up render still pending.
 * An error in it ends it, and leaves the page alone.
 */
export default function ModalWarmUpWhenIdle({Modal}: {Modal: ModalComponent}): React.ReactNode {
  const [state, setState] = useState<'waiting' | 'running' | 'done'>('waiting');
  const [end] = useState(() => () => setState('done'));
  useEffect(() => {
    if (state === 'done') return undefined;
    const endIfReaderOpened = () => {
      if (!document.body.classList.contains(READER_MODAL_OPEN_CLASS)) return;
      warmUpClaimed = true;
      end();
    };
    const readerOpened = new MutationObserver(endIfReaderOpened);
    readerOpened.observe(document.body, {attributes: true, attributeFilter: ['class']});
    endIfReaderOpened();
    return () => readerOpened.disconnect();
  }, [state, end]);
  useEffect(() => {
    if (state !== 'waiting' || warmUpClaimed) return undefined;
    let cancelIdle: (() => void) | undefined;
    const startWhenIdleAndVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', startWhenIdleAndVisible);
      cancelIdle = whenIdle(() => {
        if (warmUpClaimed) return;
        warmUpClaimed = true;
        startTransition(() => setState('running'));
      });
    };
    document.addEventListener('visibilitychange', startWhenIdleAndVisible);
    startWhenIdleAndVisible();
    return () => {
      document.removeEventListener('visibilitychange', startWhenIdleAndVisible);
      cancelIdle?.();
    };
  }, [state]);
  if (state !== 'running') return null;
  return (
    <ErrorBoundary fallback={() => <WarmUpFailed onFailed={end} />}>
      <ModalWarmUp Modal={Modal} onDone={end} />
    </ErrorBoundary>
  );
}

/** What an error in the warm-up renders: nothing, and the warm-up ends. */
function WarmUpFailed({onFailed}: {onFailed: () => void}): React.ReactNode {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}
