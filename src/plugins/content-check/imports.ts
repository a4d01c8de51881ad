/**
 * A page's imports from the site's own code (`@site/…`) must name exports that exist. A missing one passes the MDX
 * compiler, is only a warning in the bundler, and then fails the whole static render with "Element type is invalid"
 * and no page line; here the writer gets the file, line and column of the name instead.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {positionOf, siteDir, type Page} from './pages';
import type {Finding} from './rules';

const SITE_ALIAS = '@site/';
const moduleSuffixes = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/** The file a specifier names, as the bundler resolves `@site/…` and relative paths; undefined if none exists. */
function resolveModule(fromDir: string, specifier: string): string | undefined {
  const base = specifier.startsWith(SITE_ALIAS)
    ? path.join(siteDir, specifier.slice(SITE_ALIAS.length))
    : path.resolve(fromDir, specifier);
  return moduleSuffixes.map((suffix) => base + suffix).find((file) => existsSync(file) && statSync(file).isFile());
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((modifier) => modifier.kind === kind) ?? false;

const isNamedDeclaration = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isClassDeclaration(node) ||
  ts.isInterfaceDeclaration(node) ||
  ts.isTypeAliasDeclaration(node) ||
  ts.isEnumDeclaration(node);

const exportsByFile = new Map<string, Set<string>>();

/** The names a module exports ('default' included), following `export * from` into the modules it re-exports. */
function exportsOf(file: string): Set<string> {
  const known = exportsByFile.get(file);
  if (known) return known;
  const names = new Set<string>();
  // Set before walking, so a cycle of `export *` ends instead of recursing.
  exportsByFile.set(file, names);
  for (const statement of parse(file, readFileSync(file, 'utf8')).statements) {
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) clause.elements.forEach((element) => names.add(element.name.text));
      else if (clause) names.add(clause.name.text);
      else if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveModule(path.dirname(file), statement.moduleSpecifier.text);
        if (target) for (const name of exportsOf(target)) if (name !== 'default') names.add(name);
      }
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement))
        statement.declarationList.declarations.forEach((declaration) => {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
        });
      else if (isNamedDeclaration(statement) && statement.name) names.add(statement.name.text);
    }
  }
  return names;
}

/**
 * Each import statement at the start of a line, outside fenced code. Its clause holds no quote or semicolon, so a
 * side-effect import (`import './x.css';`) never swallows the import after it.
 */
const importStatement = /^import\s[^;'"]*?\sfrom\s*(['"])([^'"]+)\1;?/gm;
const fencedCode = /^```[\s\S]*?^```/gm;

/** What a writer reads for an import the module does not export: `shownAs` is `` `Name` `` or `default export (Name)`. */
export const missingExportMessage = (specifier: string, shownAs: string) =>
  `${specifier} has no ${shownAs}: the page would fail to build ("Element type is invalid"); import it from the file that defines it`;

export function importFindings(page: Page): Finding[] {
  const fences = [...page.body.matchAll(fencedCode)].map((match) => [match.index, match.index + match[0].length]);
  const findings: Finding[] = [];
  for (const match of page.body.matchAll(importStatement)) {
    const specifier = match[2];
    if (!specifier.startsWith(SITE_ALIAS) || fences.some(([start, end]) => match.index >= start && match.index < end))
      continue;
    const at = (offset: number, message: string) =>
      findings.push({path: page.path, ...positionOf(page, match.index + offset), message});
    const file = resolveModule(siteDir, specifier);
    if (!file) {
      at(match[0].lastIndexOf(specifier), `imports ${specifier}, which does not exist`);
      continue;
    }
    const exported = exportsOf(file);
    const clause = parse('import.ts', match[0]).statements.find(ts.isImportDeclaration)?.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const imported = [
      ...(clause.name ? [{name: 'default', shownAs: `default export (${clause.name.text})`, node: clause.name}] : []),
      ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.map((element) => {
            const name = (element.propertyName ?? element.name).text;
            return {name, shownAs: `\`${name}\``, node: element.propertyName ?? element.name};
          })
        : []),
    ];
    for (const {name, shownAs, node} of imported)
      if (!exported.has(name)) at(node.getStart(), missingExportMessage(specifier, shownAs));
  }
  return findings;
}
