// The navbar's search button and keyboard shortcuts, copied from @docsearch/react 3.9.0 (MIT, Algolia),
// so that pages load them without DocSearch's single bundle; the modal loads it when search opens
// (see docsearchButtonPlugin in src/upstream/docsearch-button).
import React, {useEffect, useState} from 'react';
// The button's styles, which DocSearch's whole style sheet brought in before (see docsearchButtonPlugin).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

/** What `@docsearch/react/version` answers: the DocSearch these copies come from. */
export const version = '3.9.0';

type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

type DocSearchButtonProps = React.ComponentProps<'button'> & {translations?: ButtonTranslations};

const ACTION_KEY_DEFAULT = 'Ctrl';
const ACTION_KEY_APPLE = '⌘';

function isAppleDevice(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

function ControlKeyIcon(): React.ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): React.ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const DocSearchButton = React.forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  const [key, setKey] = useState<typeof ACTION_KEY_APPLE | typeof ACTION_KEY_DEFAULT | null>(null);

  useEffect(() => {
    setKey(isAppleDevice() ? ACTION_KEY_APPLE : ACTION_KEY_DEFAULT);
  }, []);

  const isDefaultKey = key === ACTION_KEY_DEFAULT;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${isDefaultKey ? 'Ctrl' : 'Command'}+K)`}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>

      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <DocSearchButtonKey reactsToKey={isDefaultKey ? ACTION_KEY_DEFAULT : 'Meta'}>
              {isDefaultKey ? <ControlKeyIcon /> : key}
            </DocSearchButtonKey>
            <DocSearchButtonKey reactsToKey="k">K</DocSearchButtonKey>
          </>
        )}
      </span>
    </button>
  );
});

function DocSearchButtonKey({reactsToKey, children}: React.PropsWithChildren<{reactsToKey: string}>): React.ReactNode {
  const [isKeyDown, setIsKeyDown] = useState(false);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent): void {
      if (event.key === reactsToKey) setIsKeyDown(true);
    }
    function handleKeyUp(event: KeyboardEvent): void {
      // keyup does not fire for other keys while Command is held, so releasing Command releases them all.
      if (event.key === reactsToKey || event.key === 'Meta') setIsKeyDown(false);
    }
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', handleKeyUp);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', handleKeyUp);
    };
  }, [reactsToKey]);

  return (
    <kbd className={isKeyDown ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

interface UseDocSearchKeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: React.RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  const tagName = element.tagName;
  return element.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (
        (event.code === 'Escape' && isOpen) ||
        // Cmd/Ctrl+K both opens and closes; `key` can be undefined with Chrome's autofill.
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        // '/' opens but does not close, since it is a character.
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        // Only when no other DocSearch modal is showing.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef && searchButtonRef.current === document.activeElement && onInput) {
        if (/[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
