import React, {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, claudeUrl, markdownPath} from './links';
import styles from './styles.module.css';

/** Which item takes focus when the menu opens. */
export type Focus = 'first' | 'last';

export interface CopyPageMenuProps {
  id: string;
  /** The id of the button that opens the menu, which names it. */
  labelledBy: string;
  pathname: string;
  initialFocus: Focus;
  /** Closes the menu, moving focus back to its button when `returnFocus`. */
  onClose(returnFocus: boolean): void;
  /** Tells the reader how a copy went. */
  onStatus(message: string): void;
}

/**
 * Puts the Markdown at `path` on the clipboard. The fetch is handed to the clipboard as a promise so
 * the write starts within the click: Safari refuses a clipboard write made after an await.
 */
async function copyMarkdown(path: string): Promise<void> {
  const markdown = fetch(path).then(async (response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  if (typeof ClipboardItem === 'function') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': markdown})]);
  } else {
    await navigator.clipboard.writeText(await (await markdown).text());
  }
}

/** The open menu of the "Copy page" button (loaded on demand by ./index.tsx). */
export default function CopyPageMenu({
  id,
  labelledBy,
  pathname,
  initialFocus,
  onClose,
  onStatus,
}: CopyPageMenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);
  const {siteConfig} = useDocusaurusContext();
  const markdown = markdownPath(pathname);
  // Assistants fetch the public page, so the prompt names the site's own address, not this origin.
  const publicMarkdownUrl = new URL(markdown, siteConfig.url).href;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const list = items();
    list[initialFocus === 'first' ? 0 : list.length - 1]?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const control = menuRef.current?.parentElement;
    const closeOutside = (event: PointerEvent) => {
      if (!control?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length].focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focus(current + 1);
      case 'ArrowUp':
        return focus(current - 1);
      case 'Home':
        return focus(0);
      case 'End':
        return focus(list.length - 1);
      case ' ':
        // Space activates a menu item, links included (a link alone would scroll the page).
        event.preventDefault();
        return list[current]?.click();
      case 'Escape':
        event.preventDefault();
        return onClose(true);
      case 'Tab':
        return onClose(false);
    }
  };

  const copy = () => {
    const copying = copyMarkdown(markdown);
    onClose(true);
    copying.then(
      () => onStatus('Copied the page as Markdown'),
      () => onStatus('Could not copy the page: open it as Markdown instead'),
    );
  };

  const link = (href: string, label: string, newTab = false) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        href={href}
        {...(newTab && {target: '_blank', rel: 'noopener noreferrer'})}
        onClick={() => onClose(true)}
      >
        {label}
      </a>
    </li>
  );

  return (
    <ul ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
          Copy page as Markdown
        </button>
      </li>
      {link(markdown, 'View as Markdown')}
      {link(chatGptUrl(publicMarkdownUrl), 'Open in ChatGPT', true)}
      {link(claudeUrl(publicMarkdownUrl), 'Open in Claude', true)}
    </ul>
  );
}
