/**
 * `npm run check [files…]`: every content rule on the pages given, or on the pages changed against
 * git's HEAD (staged, unstaged and untracked under docs/ and changelog/), or on every page with
 * `--all`. `--only prose,links` runs some rules (`npm run lint:prose` is `--all --only prose`);
 * `--stdin docs/x.mdx` checks the text on standard input as that page (for editors and the tests).
 * Prints one line per finding, `docs/file.mdx:line:column message`, and exits 1 on any finding.
 *
 * It runs under tsx's CommonJS hook alone (`node --require tsx/cjs`, package.json): Node's own loader then
 * imports MDX and textlint, where going through tsx's module hooks would add most of a second to one page. Those
 * hooks are what import() of TypeScript needs, for the examples plugin (mdx.ts): registered only when a
 * page has an example.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {hasExamples} from './mdx';
import {contentFolders, isPartial, loadChangelog, loadDocs, parsePage, readPage, siteDir} from './pages';
import {checkPages, formatFinding, rules} from './rules';
import {loadSite} from './site';

const isPage = (file: string) =>
  /\.mdx?$/.test(file) && contentFolders.some((folder) => file.startsWith(`${folder}/`)) && !isPartial(file);

/** Pages changed against HEAD, staged or not, and new pages git does not track yet. */
function changedPages(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).split('\n').filter(Boolean);
  const changed = [
    ...git('diff', '--name-only', 'HEAD', '--', ...contentFolders),
    ...git('ls-files', '--others', '--exclude-standard', '--', ...contentFolders),
  ];
  return [...new Set(changed)].filter((file) => isPage(file) && existsSync(path.join(siteDir, file)));
}

function parseArguments(argv: string[]) {
  const valueOf = (option: string) => (argv.includes(option) ? argv[argv.indexOf(option) + 1] : undefined);
  const only = valueOf('--only')?.split(',');
  const unknown = only?.filter((name) => !rules.some((rule) => rule.name === name)) ?? [];
  if (unknown.length)
    throw new Error(`unknown rule ${unknown.join(', ')}: the rules are ${rules.map((rule) => rule.name).join(', ')}`);
  const stdin = valueOf('--stdin');
  if (stdin !== undefined && !isPage(stdin))
    throw new Error(`--stdin needs the page's path under docs/ or changelog/, not ${stdin}`);
  const optionValues = new Set(['--only', '--stdin'].map((option) => argv.indexOf(option) + 1).filter(Boolean));
  const files = argv
    .filter((argument, index) => !argument.startsWith('--') && !optionValues.has(index))
    .map((file) => path.relative(siteDir, path.resolve(file)).split(path.sep).join('/'));
  const partials = files.filter(isPartial);
  const named = files.filter((file) => !isPartial(file));
  const notPages = named.filter((file) => !isPage(file) || !existsSync(path.join(siteDir, file)));
  if (notPages.length) throw new Error(`not a page under docs/ or changelog/: ${notPages.join(', ')}`);
  return {all: argv.includes('--all'), only, stdin, files: named, partials};
}

async function main(): Promise<number> {
  const {all, only, stdin, files, partials} = parseArguments(process.argv.slice(2));
  if (partials.length)
    console.error(`skipped, partials are checked in the pages that import them: ${partials.join(', ')}`);
  // Only partials named: nothing to check, rather than falling back to the changed pages.
  if (partials.length && !files.length && stdin === undefined && !all) return 0;
  const given = stdin === undefined ? [] : [parsePage(stdin, readFileSync(0, 'utf8'))];
  const pages = all
    ? [...loadDocs(), ...loadChangelog()]
    : [...given, ...(files.length || given.length ? files : changedPages()).map(readPage)];
  if (pages.length === 0) {
    console.error('No changed pages under docs/ or changelog/: name the pages to check, or pass --all.');
    return 0;
  }
  if (pages.some((page) => hasExamples(page.source))) (await import('tsx/esm/api')).register();
  const findings = await checkPages(pages, loadSite(given), only);
  for (const finding of findings) console.log(formatFinding(finding));
  const pagesWord = pages.length === 1 ? 'page' : 'pages';
  console.error(
    findings.length
      ? `${findings.length} finding(s) in ${pages.length} ${pagesWord}`
      : `${pages.length} ${pagesWord} checked: no findings`,
  );
  return findings.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
