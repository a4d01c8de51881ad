// Imports between the search service (search/) and the site (src/) run one way: the site's build plugins may import
// the service, and the service imports from src/ only the modules that hold facts (the provider, the API readers,
// the platform's rules, the page-control mark), which import nothing else of src/ and nothing of search/. Anything
// else the service needs lives in search/.
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
