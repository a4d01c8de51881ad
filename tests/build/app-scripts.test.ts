import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadDocs} from '../unit/docs';
import {buildDir} from './site';

// What the app's scripts carry for each route, which grows with every page written: the route registry in
// main.js names no route module by its import path (src/plugins/client-registry; the server's copy still does, so
// pages keep listing their route's scripts, tests/e2e/script-loading.spec.ts), and the lazily loaded scripts are
// named by chunk id, so the bundler's runtime needs no map from ids to names (src/plugins/chunk-file-names).
const jsDir = path.join(buildDir, 'assets', 'js');
const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));

describe("the client's route registry", () => {
  const main = scripts.filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const mainSource = () => readFileSync(path.join(jsDir, main[0]!), 'utf8');

  it('is in the app script every page loads, beside the one import path that stays', () => {
    // ComponentCreator names the 404 page's module itself, outside the registry: the sign this is the right file.
    expect(main).toHaveLength(1);
    expect(mainSource()).toContain('"@theme/NotFound"');
  });

  it("names no doc by its import path (a doc's own chunk still does, in its metadata)", () => {
    const importPaths = loadDocs().map((doc) => `"@site/docs/${doc.file.split(path.sep).join('/')}"`);
    expect(importPaths.length).toBeGreaterThan(100);
    const source = mainSource();
    expect(importPaths.filter((importPath) => source.includes(importPath))).toEqual([]);
  });
});

describe('the lazily loaded scripts', () => {
  it('are named by chunk id; only the two entry scripts have names', () => {
    const named = scripts.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(named.sort()).toEqual([
      expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^runtime~main\.[0-9a-f]{8}\.js$/),
    ]);
    expect(scripts.length).toBeGreaterThan(100);
  });
});
