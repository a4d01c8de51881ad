import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const locked = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').at(-1)));

// The registry this lockfile was made against lacks some platform builds of native packages; a
// lockfile without them makes `npm ci` fail on other systems. Such packages are pinned in `overrides`.
describe('package-lock.json', () => {
  it('holds every platform build of every native package, so npm ci works on any OS', () => {
    const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !locked.has(name))
        .map((name) => `${key} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
