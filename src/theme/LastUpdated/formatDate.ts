const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})`
 * writes it ("Nov 23, 2026"), without making one: the first DateTimeFormat of a page loads the locale's
 * calendar data, which took a fifth of a long doc's hydration (tests/unit/last-updated.test.ts compares the two).
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
