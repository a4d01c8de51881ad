import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {listFiles, routeOfHtmlFile} from '../../src/plugins/build-output/files';
import {e2eBuildDir} from '../build-dir';
import {docsDir, loadDocs, type DocFile} from '../unit/docs';

/** The build these tests read: `npm run build:e2e` writes it. */
export const buildDir = e2eBuildDir;

if (!existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No build in ${buildDir}: run \`npm run build:e2e\` first (npm test does).`);
}

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
  /** The MDX file the page was built from, when it is a doc page. */
  doc?: DocFile;
}

const docsByRoute = new Map(loadDocs().map((doc) => [doc.route, doc]));

/** Every built HTML page but the 404 page, sorted, with its route and source doc. */
export function builtPages(): BuiltPage[] {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('.html') && path.basename(file) !== '404.html')
    .sort()
    .map((file) => {
      const route = routeOfHtmlFile(buildDir, file);
      return {route, file, html: readFileSync(file, 'utf8'), doc: docsByRoute.get(route)};
    });
}

/** The 1-based line of the first occurrence of `text` in a doc's source file, or 1 when it is not there. */
export function lineOf(doc: DocFile, text: string): number {
  const source = readFileSync(path.join(docsDir, doc.file), 'utf8');
  const index = source.indexOf(text);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}
