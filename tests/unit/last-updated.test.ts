// src/theme/LastUpdated writes the date with formatUtcDate instead of Intl.DateTimeFormat: the two must agree,
// for the site's one locale (English, pinned by tests/unit/config.test.ts), and the ejected component must be
// redone when theme-classic's changes.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {formatUtcDate} from '../../src/theme/LastUpdated/formatDate';

describe('formatUtcDate', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

  it("writes every day of four years as theme-classic's Intl.DateTimeFormat does, at both ends of the UTC day", () => {
    const day = 24 * 60 * 60 * 1000;
    const disagreements: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += day) {
      for (const instant of [new Date(time), new Date(time + day - 1)]) {
        if (formatUtcDate(instant) !== intl.format(instant)) {
          disagreements.push(`${instant.toISOString()}: ${formatUtcDate(instant)} / ${intl.format(instant)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("theme-classic's LastUpdated", () => {
  it('is the version src/theme/LastUpdated was ejected from (theme-classic 3.10)', () => {
    const upstream = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'));
    // A different hash means upstream changed the component: copy its change into src/theme/LastUpdated/index.tsx.
    expect(createHash('sha256').update(upstream).digest('hex')).toBe(
      '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
    );
  });
});
