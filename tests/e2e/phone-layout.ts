import type {Page} from '@playwright/test';

/** The phone the layout check reads pages on (issue 44): narrower than Lighthouse's 412 px. */
export const phoneLayoutViewport = {width: 390, height: 844};

/** A column of running text narrower than this reads a few words a line. */
export const minSentenceCellWidth = 160;

/**
 * What is wrong with the layout of the page `page` shows now, read at a phone's width: one line per finding,
 * naming the route and the element. Call it on a page already at `phoneLayoutViewport` and loaded (the
 * sitemap sweep calls it on the visit it makes anyway). It finds:
 * - a document wider than the viewport (the reader would pan the whole page), naming the elements that stick out;
 * - text clipped by its container: an element that hides its overflow and holds more than it shows
 *   (a scroll box, overflow auto or scroll, is designed to hold more and is left alone);
 * - an identifier broken mid-word: a line break between two letters or digits in inline code, a link or a
 *   table cell (a break after `.`, `/`, `_`, `-` or at a space is fine);
 * - a cell of running text (four words or more) narrower than `minSentenceCellWidth`.
 */
export async function phoneLayoutProblems(page: Page): Promise<string[]> {
  const route = new URL(page.url()).pathname;
  const found = await page.evaluate((minCellWidth) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;

    /** `tag#id.class "text…"`: enough to find the element in the page. */
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
    };
    const isShown = (element: Element): boolean =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility === 'visible' &&
      !element.closest('[aria-hidden="true"], details:not([open]) > :not(summary)');
    /** Shown to screen readers only: inside a box clipped to nothing (as a stacked table's heading row is). */
    const isVisuallyHidden = (element: Element): boolean => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'absolute' && style.clip !== 'auto') return true;
        if (style.overflowX !== 'visible' && box.clientWidth <= 1) return true;
      }
      return false;
    };
    /** Whether a box between the element and the body hides or scrolls what sticks out of it. */
    const hasClippingAncestor = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };

    // 1. Nothing wider than the screen: report the elements that stick out where their parent does not.
    const layoutWidth = document.documentElement.scrollWidth;
    if (layoutWidth > viewportWidth) {
      const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
        if (!isShown(element) || getComputedStyle(element).position === 'fixed') return false;
        const right = element.getBoundingClientRect().right + window.scrollX;
        const parent = element.parentElement!;
        return (
          right > viewportWidth + 1 &&
          (parent === document.body || parent.getBoundingClientRect().right + window.scrollX <= viewportWidth + 1) &&
          !hasClippingAncestor(element)
        );
      });
      problems.push(
        `the layout is ${layoutWidth} px wide on a ${viewportWidth} px screen; sticking out: ${
          sticking
            .slice(0, 5)
            .map(
              (element) =>
                `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`,
            )
            .join(', ') || 'no single element'
        }`,
      );
    }

    // 2. No text cut off by a container that hides its overflow. Screen-reader-only text (1 px, clipped) is meant to be hidden.
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (!hides || !isShown(element) || element.clientWidth <= 1) continue;
      if (style.position === 'absolute' && style.clip !== 'auto') continue;
      if (element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim()) {
        problems.push(
          `${describe(element)} clips its text: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
        );
      }
    }

    // 3. No identifier broken mid-word. A text node laid over several lines is read character by character:
    // where a character starts a new line, the one before it and it must not both be letters or digits.
    const wordCharacter = /[\p{L}\p{N}]/u;
    const range = document.createRange();
    const midWordBreak = (text: Text): string | undefined => {
      range.selectNodeContents(text);
      if (range.getClientRects().length < 2) return undefined;
      let previous: {top: number; bottom: number} | undefined;
      const content = text.data;
      for (let index = 0; index < content.length; index++) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        const character = content[index];
        if (previous && box.top >= previous.bottom - 1) {
          // The character before it in the text, a space the line swallowed included.
          if (wordCharacter.test(content[index - 1] ?? ' ') && wordCharacter.test(character)) {
            const start = content.lastIndexOf(' ', index) + 1;
            const end = content.indexOf(' ', index);
            return `${content.slice(start, index)}|${content.slice(index, end === -1 ? undefined : end)}`;
          }
        }
        previous = {top: box.top, bottom: box.bottom};
      }
      return undefined;
    };
    const identifierHolders = document.querySelectorAll(
      'article :not(pre) > code, article td, article th, article a, .hero code',
    );
    const reported = new Set<Element>();
    for (const holder of identifierHolders) {
      if (!isShown(holder)) continue;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (reported.has(parent) || parent.closest('pre')) continue;
        const broken = midWordBreak(node as Text);
        if (broken) {
          reported.add(parent);
          problems.push(`${describe(parent)} breaks a word mid-word: "${broken}"`);
        }
      }
    }

    // 4. No cramped column of running text.
    for (const cell of document.querySelectorAll('article td, article th')) {
      if (!isShown(cell) || isVisuallyHidden(cell)) continue;
      const words = (cell.textContent ?? '')
        .trim()
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word));
      const width = cell.getBoundingClientRect().width;
      if (words.length >= 4 && width < minCellWidth) {
        problems.push(
          `${describe(cell)} is a cell of running text ${Math.round(width)} px wide (at least ${minCellWidth})`,
        );
      }
    }
    return problems;
  }, minSentenceCellWidth);
  return found.map((problem) => `${route}: ${problem}`);
}

/** The width the page lays out at (the document's scroll width), for reports. */
export const layoutWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);
