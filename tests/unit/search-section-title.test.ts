import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {withSectionNameAsTitle} from '../../src/search/sectionTitle';

describe('withSectionNameAsTitle (src/search/sectionTitle.ts)', () => {
  it("gives the modal a section's name as written where the service's highlight escapes it", () => {
    const name = 'Data & SMS <beta>';
    const hit = {
      objectID: 'a',
      url: 'https://docs.example/a',
      hierarchy: {lvl0: name, lvl1: 'Quotas'},
      _highlightResult: {
        hierarchy: {
          lvl0: {value: 'Data &amp; <mark>SMS</mark> &lt;beta&gt;', matchLevel: 'partial', matchedWords: ['sms']},
          lvl1: {value: 'Quotas', matchLevel: 'none', matchedWords: []},
        },
      },
    } as unknown as DocSearchHit;
    const titled = withSectionNameAsTitle(hit);
    expect(titled._highlightResult.hierarchy.lvl0).toEqual({value: name, matchLevel: 'partial', matchedWords: ['sms']});
    expect(titled._highlightResult.hierarchy.lvl1).toBe(hit._highlightResult.hierarchy.lvl1);
    expect(hit._highlightResult.hierarchy.lvl0.value).toBe('Data &amp; <mark>SMS</mark> &lt;beta&gt;');
  });

  it('leaves a hit without highlights as it is', () => {
    const stored = {objectID: 'b', url: '/b', hierarchy: {lvl0: 'A & B'}} as unknown as DocSearchHit;
    expect(withSectionNameAsTitle(stored)).toBe(stored);
  });
});
