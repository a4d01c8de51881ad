// src/plugins/memo-key-order rewrites one line of theme-common's reactUtils.js: the loader must find it in the
// installed version, and fail the build when it is gone.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/memo-key-order/react-utils-loader.cjs') as (source: string) => string;
const reactUtils = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common/internal')),
  'utils',
  'reactUtils.js',
);

describe('the reactUtils loader', () => {
  it("sorts useShallowMemoObject's keys without localeCompare in the installed theme-common", () => {
    const upstream = readFileSync(reactUtils, 'utf8');
    const rewritten = loader(upstream);
    const useShallowMemoObject = rewritten.slice(rewritten.indexOf('export function useShallowMemoObject'));
    expect(useShallowMemoObject).not.toContain('localeCompare');
    expect(useShallowMemoObject).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
  });

  it('fails the build, naming the file, when the sort is no longer there', () => {
    expect(() => loader('export function useShallowMemoObject(obj) { return obj; }')).toThrow(
      /memo-key-order: .*lib\/utils\/reactUtils\.js no longer has/,
    );
  });
});
