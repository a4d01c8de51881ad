// src/upstream/patch-upstream.cjs: what each loader that rewrites upstream code relies on to fail the build
// rather than ship a bundle it did not patch.
import {createRequire} from 'node:module';
import {expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const patchUpstream = require('../../src/upstream/patch-upstream.cjs') as (
  source: string,
  patches: [string | RegExp, string][],
  whenChanged: string,
) => string;

it('replaces each original that occurs exactly once, inserting the replacement as written', () => {
  expect(
    patchUpstream(
      'a(1); b(2);',
      [
        ['a(1)', 'x($&)'],
        [/b\(\d\)/g, 'y'],
      ],
      'changed',
    ),
  ).toBe('x($&); y;');
});

it('fails with the loader’s message when an original is missing or occurs twice', () => {
  expect(() => patchUpstream('a(1);', [['b(2)', 'y']], 'lib/x.js changed')).toThrow('lib/x.js changed');
  expect(() => patchUpstream('a(1); a(1);', [['a(1)', 'y']], 'lib/x.js changed')).toThrow('lib/x.js changed');
  expect(() => patchUpstream('b1 b2', [[/b\d/g, 'y']], 'lib/x.js changed')).toThrow('lib/x.js changed');
});
