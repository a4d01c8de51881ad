/**
 * The content rules in a child process of `npm run dev` (index.ts starts it with tsx). Docusaurus loads
 * its plugins through jiti, which cannot import MDX and textlint (ES modules only); here they load as in
 * `npm run check`, and their work stays off the dev server's thread. One request at a time: the pages
 * to check and the sidebar's doc ids; the answer is their findings.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {loadDocs, readPage, siteDir} from './pages';
import {checkPages, createSite, type Finding} from './rules';

export interface CheckRequest {
  id: number;
  paths: string[];
  sidebarIds: string[];
}
export type CheckAnswer = {id: number; findings: Finding[]} | {id: number; error: string};

const answer = (message: CheckAnswer) => process.send!(message);

process.on('message', async ({id, paths, sidebarIds}: CheckRequest) => {
  try {
    const pages = paths.filter((sitePath) => existsSync(path.join(siteDir, sitePath))).map(readPage);
    answer({id, findings: await checkPages(pages, createSite(loadDocs(), sidebarIds))});
  } catch (error) {
    answer({id, error: (error as Error).stack ?? String(error)});
  }
});
// The dev server stopped: nothing is left to check.
process.on('disconnect', () => process.exit(0));
