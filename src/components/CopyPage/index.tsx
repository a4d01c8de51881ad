import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {pageControl} from '@site/src/pageControl';
import type {Focus} from './Menu';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
// The menu's code loads when a reader first reaches for the button, so pages carry only the button.
const CopyPageMenu = lazy(loadMenu);

/** How long a copy's result stays on screen. */
const STATUS_MS = 4_000;

/**
 * The "Copy page" menu button beside a doc title: copy the page's Markdown, open it, or open it in an
 * AI assistant. A WAI-ARIA menu button: Enter, Space or Down opens on the first item, Up on the last.
 * A page control (src/pageControl.ts): out of the page's Markdown copy.
 */
export default function CopyPage(): ReactNode {
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<Focus | null>(null);
  const [status, setStatus] = useState('');
  const {pathname} = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div className={styles.copyPage} {...pageControl}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button button--secondary button--sm"
        aria-haspopup="menu"
        aria-expanded={openOn !== null}
        aria-controls={openOn ? menuId : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => (openOn ? close(true) : setOpenOn('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpenOn(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        Copy page <span aria-hidden="true">▾</span>
      </button>
      {openOn && (
        <Suspense fallback={null}>
          <CopyPageMenu
            id={menuId}
            labelledBy={buttonId}
            pathname={pathname}
            initialFocus={openOn}
            onClose={close}
            onStatus={setStatus}
          />
        </Suspense>
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
