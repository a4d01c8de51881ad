// DocSearch's modal opened once, out of sight, when the page is idle: a reader's first search otherwise pays for
// the modal's first render, the first matching of its styles and its first layout, which a second search does not
// (see the README, "Search as you type"). Nothing of it reaches the page, the reader or the search service.
import React, {createContext, startTransition, useContext, useEffect, useLayoutEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import translations from '@theme/SearchTranslations';
import {WARM_UP_ATTRIBUTE} from './warmUpAttribute';
import {whenIdle} from './whenIdle';

/** The class DocSearch puts on the body while the reader's modal is open (the warm-up's is patched not to). */
const READER_MODAL_OPEN_CLASS = 'DocSearch--active';

/** What the warm-up types: any query; the answer below is canned. */
const WARM_UP_QUERY = 'sim';

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
  const hierarchy = {lvl0: 'Docs', lvl1, ...(lvl2 ? {lvl2} : {})};
  const marked = Object.fromEntries(Object.entries(hierarchy).map(([level, value]) => [level, highlighted(value)]));
  return {
    objectID: `warm-up-${index}`,
    url: `#warm-up-${index}`,
    type,
    content,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: marked, ...(content ? {content: highlighted(content)} : {})},
    _snippetResult: {hierarchy: marked, ...(content ? {content: highlighted(content)} : {})},
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

/**
 * Renders the modal into a container that is out of sight, inert and hidden from assistive technology, keeps it
 * until the frame after its hits are on the page (that frame styles and lays them out), then removes it. DocSearch's
 * effects on the body (the class that stops the page scrolling, the scrollbar's margin, the scroll back on close)
 * are patched off for it (src/plugins/docsearch-warm-up.cjs). It also ends as soon as the reader opens the modal.
 */
function ModalWarmUp({Modal, onDone}: {Modal: ModalComponent; onDone: () => void}): React.ReactNode {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute(WARM_UP_ATTRIBUTE, '');
    element.setAttribute('aria-hidden', 'true');
    element.inert = true;
    // Fixed and strictly contained, so that laying it out lays out nothing else; hidden, so it is never painted.
    element.style.cssText = 'position:fixed;inset:0;visibility:hidden;pointer-events:none;contain:strict';
    return element;
  });
  useLayoutEffect(() => {
    document.body.append(container);
    return () => container.remove();
  }, [container]);
  useEffect(() => {
    const endIfReaderOpened = () => {
      if (document.body.classList.contains(READER_MODAL_OPEN_CLASS)) onDone();
    };
    const readerOpened = new MutationObserver(endIfReaderOpened);
    readerOpened.observe(document.body, {attributes: true, attributeFilter: ['class']});
    endIfReaderOpened(); // the reader may have opened it between the commit and this effect
    return () => readerOpened.disconnect();
  }, [onDone]);
  const [onHitRendered] = useState(() => () => {
    requestAnimationFrame(onDone);
  });
  const props = {
    appId: 'warm-up',
    apiKey: 'warm-up',
    indexName: 'warm-up',
    initialQuery: WARM_UP_QUERY,
    hitComponent: WarmUpHit,
    transformSearchClient: cannedSearchClient,
    navigator: {navigate: () => undefined},
    translations: translations.modal,
    disableUserPersonalization: true,
    warmUp: true, // read by the patch of src/plugins/docsearch-warm-up.cjs
  };
  return createPortal(
    <HitRenderedContext.Provider value={onHitRendered}>
      <Modal {...(props as React.ComponentProps<ModalComponent>)} />
    </HitRenderedContext.Provider>,
    container,
  );
}

/**
 * The warm-up, given the modal's code (loaded when the page is idle, with this module), once the page is idle again
 * and unless the reader has opened the modal meanwhile; rendered in a transition, so that React yields to the reader
 * while it renders.
 */
export default function ModalWarmUpWhenIdle({Modal}: {Modal: ModalComponent}): React.ReactNode {
  const [state, setState] = useState<'waiting' | 'running' | 'done'>('waiting');
  useEffect(() => {
    if (state !== 'waiting') return undefined;
    return whenIdle(() => {
      const readerOpenedFirst = document.body.classList.contains(READER_MODAL_OPEN_CLASS);
      startTransition(() => setState(readerOpenedFirst ? 'done' : 'running'));
    });
  }, [state]);
  const [onDone] = useState(() => () => setState('done'));
  return state === 'running' ? <ModalWarmUp Modal={Modal} onDone={onDone} /> : null;
}
