import {useCallback, useEffect, useMemo, useState, type RefObject} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The <pre> a block's ref points at, watched by an IntersectionObserver: whether its code is wider than the block
 * is read when it comes into view (after the browser's own layout, so the read forces none), and again on
 * resize while it is in view. A block in a closed <details> or a hidden tab panel is measured once it is shown.
 */
class WatchedBlock {
  private element: HTMLPreElement | null = null;
  private inView = false;
  private observer: IntersectionObserver | undefined;

  constructor(private readonly setScrollable: (scrollable: boolean) => void) {}

  /** The ref React and src/theme/CodeBlock/Content set: setting it starts watching that element. */
  readonly ref = Object.defineProperty({} as RefObject<HTMLPreElement | null>, 'current', {
    get: () => this.element,
    set: (element: HTMLPreElement | null) => this.watch(element),
  });

  private watch(element: HTMLPreElement | null): void {
    if (element === this.element) return;
    if (this.element) this.observer?.unobserve(this.element);
    this.element = element;
    this.inView = false;
    if (!element) return;
    this.observer ??= new IntersectionObserver((entries) => {
      // Entries come in order: the last one for the current element is its present state.
      const entry = entries.filter(({target}) => target === this.element).at(-1);
      if (!entry) return;
      this.inView = entry.isIntersecting;
      if (this.inView) this.measure();
    });
    this.observer.observe(element);
  }

  measure(): void {
    const pre = this.element;
    if (!pre) return;
    this.setScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }

  readonly measureIfInView = (): void => {
    if (this.inView) this.measure();
  };

  disconnect(): void {
    this.observer?.disconnect();
  }
}

/** theme-common's useCodeWordWrap (same result), measuring a block only while it is in view. */
export function useCodeWordWrapInView(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const block = useMemo(() => new WatchedBlock(setIsCodeScrollable), []);

  useEffect(() => {
    window.addEventListener('resize', block.measureIfInView, {passive: true});
    return () => {
      window.removeEventListener('resize', block.measureIfInView);
      block.disconnect();
    };
  }, [block]);

  const toggle = useCallback(() => {
    const code = block.ref.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Wrapped code never scrolls, even a token longer than the line.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    block.measure();
  }, [block, isEnabled]);

  return {codeBlockRef: block.ref, isEnabled, isCodeScrollable, toggle};
}
