// Imports between the search service (search/) and the site (src/) run one way: the site's build plugins may import
// the service, and the service imports from src/ only the modules that hold facts (the provider, the API readers,
// the platform's rules, the page-control mark), which import nothing else of src/ and nothing of search/. Anything
// else the service needs lives in search/. And a module imported only for what it does on loading is listed in
// package.json's `sideEffects`, which tells the bundler that every other module may be left out of a page's chunk
// when the page uses none of its exports.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const SOURCE_FILE = /\.(ts|tsx|cjs|mjs|js)$/;

/** What search/ may import from src/: each one a fact module, or a folder of them. */
const FACT_MODULES = ['src/provider.ts', 'src/pageControl.ts', 'src/api/', 'src/platform/'];

const isFactModule = (file: string) =>
  FACT_MODULES.some((allowed) => (allowed.endsWith('/') ? file.startsWith(allowed) : file === allowed));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

interface LocalImport {
  /** The importing file and line, as `search/query.ts:20`. */
  from: string;
  /** The imported file, relative to the repository root. */
  target: string;
}

const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The file a relative specifier names; as written when none exists (the typecheck reports that). */
function resolveLocal(importer: string, specifier: string): string {
  const base = path.resolve(root, path.dirname(importer), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.cjs', '.js'].map((ext) => base + ext), path.join(base, 'index.ts')];
  return fromRoot(candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base);
}

/** The relative imports of a file: static and dynamic `import`, `export … from` and `require`. */
function localImports(file: string, text = readFileSync(path.join(root, file), 'utf8')): LocalImport[] {
  const {importedFiles} = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter(({fileName}) => fileName.startsWith('.'))
    .map(({fileName, pos}) => ({
      from: `${file}:${text.slice(0, pos).split('\n').length}`,
      target: resolveLocal(file, fileName),
    }));
}

describe('imports between search/ and src/', () => {
  it('finds every kind of import, with its line', () => {
    const text =
      "import a from '../src/a';\nexport {b} from './b';\nconst c = require('../src/c.cjs');\nawait import('./d');\n";
    expect(localImports('search/example.ts', text).map(({from}) => from)).toEqual([
      'search/example.ts:1',
      'search/example.ts:2',
      'search/example.ts:3',
      'search/example.ts:4',
    ]);
  });

  it('search/ imports from src/ only fact modules', () => {
    const wrong = sourceFiles('search')
      .flatMap((file) => localImports(file))
      .filter(({target}) => target.startsWith('src/') && !isFactModule(target))
      .map(({from, target}) => `${from} imports ${target}: move what the service needs into search/`);
    expect(wrong).toEqual([]);
  });

  it('the fact modules import nothing outside themselves', () => {
    const factFiles = FACT_MODULES.flatMap((module) =>
      module.endsWith('/') ? sourceFiles(module.slice(0, -1)) : [module],
    );
    const wrong = factFiles
      .flatMap((file) => localImports(file))
      .filter(({target}) => !isFactModule(target))
      .map(({from, target}) => `${from} imports ${target}: a fact module search/ imports must stay a leaf`);
    expect(wrong).toEqual([]);
  });
});

/** package.json's `sideEffects` entries as tests of a root-relative path (an entry without a `/` names a file). */
function sideEffectPatterns(): RegExp[] {
  const {sideEffects} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {sideEffects: string[]};
  return sideEffects.map((entry) => {
    const body = entry
      .replace(/^\.\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '[^/]*');
    return new RegExp(entry.includes('/') ? `^${body}$` : `(^|/)${body}$`);
  });
}

/** `import './x';` statements (relative or `@site/`): a module imported for what it does, not for an export. */
function sideEffectImports(file: string, text = readFileSync(path.join(root, file), 'utf8')): LocalImport[] {
  return [...text.matchAll(/^import\s+['"](\.[^'"]+|@site\/[^'"]+)['"];?$/gm)].map((match) => {
    const specifier = match[1]!;
    const siteAlias = specifier.startsWith('@site/');
    return {
      from: `${file}:${text.slice(0, match.index).split('\n').length}`,
      target: siteAlias
        ? resolveLocal('index.ts', `./${specifier.slice('@site/'.length)}`)
        : resolveLocal(file, specifier),
    };
  });
}

describe('modules imported for their side effects', () => {
  it('finds a bare import, with its line, and no other kind', () => {
    const text = "import a from './a';\nimport './manual';\nimport '@site/src/css/custom.css';\n";
    expect(sideEffectImports('src/example.ts', text)).toEqual([
      {from: 'src/example.ts:2', target: 'src/manual'},
      {from: 'src/example.ts:3', target: 'src/css/custom.css'},
    ]);
  });

  it("each is listed in package.json's sideEffects, so that the bundler keeps it", () => {
    const patterns = sideEffectPatterns();
    const unlisted = sourceFiles('src')
      .flatMap((file) => sideEffectImports(file))
      .filter(({target}) => !patterns.some((pattern) => pattern.test(target)))
      .map(({from, target}) => `${from} imports ${target} for its side effects: add it to package.json's sideEffects`);
    expect(unlisted).toEqual([]);
  });

  it('lists the importer too, where what it imports is not a style sheet', () => {
    // Else the bundler may skip the importer when a page takes only a re-export from it, and load the re-exported
    // module without the effect first: prism-react-renderer's Prism, re-exported by highlight.ts, ran before the flag
    // that turns Prism's own highlighting off, which then rewrote code blocks React had rendered.
    const patterns = sideEffectPatterns();
    const unlisted = sourceFiles('src')
      .flatMap((file) => sideEffectImports(file).map((imported) => ({...imported, file})))
      .filter(({target, file}) => !target.endsWith('.css') && !patterns.some((pattern) => pattern.test(file)))
      .map(({from, file}) => `${from}: ${file} runs an import for its effect; add it to package.json's sideEffects`);
    expect(unlisted).toEqual([]);
  });
});
