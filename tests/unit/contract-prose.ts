/**
 * The prose of the API contract as the prose tests read it: every description
 * and summary of api/openapi.yaml and every description of api/schema.graphql,
 * one paragraph, list item or table row per unit, with the file and line where
 * it starts. The generated reference pages are left out of the page checks, so
 * the same checks run here, on the text they are generated from.
 */
import {readFileSync} from 'node:fs';
import {parse as parseGraphql, visit, type ASTNode, type StringValueNode} from 'graphql';
import {isScalar, parseDocument, visit as visitYaml} from 'yaml';
import {graphqlSchemaFile} from '../../src/api/graphql';
import {openApiFile} from '../../src/api/openapi';

export interface ContractLine {
  /** `api/…:line`, the place to fix. */
  where: string;
  /** One paragraph, list item or table row, its wrapped lines joined. */
  text: string;
}

/** A description cut into paragraphs, list items and table rows, each with its wrapped lines joined. */
function units(description: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) found.push(current.join(' '));
    current = [];
  };
  for (const line of description.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || /^(?:[-*] |\d+\. |\|)/.test(trimmed)) close();
    if (trimmed !== '') current.push(trimmed);
    if (trimmed.startsWith('|')) close();
  }
  close();
  return found;
}

/** Each unit of `description`, placed at the line of `source` where its first words stand, searching from `from`. */
function placed(file: string, source: string, description: string, from: number): ContractLine[] {
  let offset = from;
  return units(description).map((text) => {
    const at = source.indexOf(text.split(' ').slice(0, 4).join(' '), offset);
    if (at >= 0) offset = at;
    return {where: `${file}:${source.slice(0, offset).split('\n').length}`, text};
  });
}

function openApiProse(): ContractLine[] {
  const source = readFileSync(openApiFile, 'utf8');
  const found: ContractLine[] = [];
  visitYaml(parseDocument(source), {
    Pair(_, pair) {
      if (!isScalar(pair.key) || !isScalar(pair.value)) return;
      if (!['description', 'summary'].includes(String(pair.key.value)) || typeof pair.value.value !== 'string') return;
      found.push(...placed('api/openapi.yaml', source, pair.value.value, pair.value.range?.[0] ?? 0));
    },
  });
  return found;
}

function graphqlProse(): ContractLine[] {
  const source = readFileSync(graphqlSchemaFile, 'utf8');
  const found: ContractLine[] = [];
  visit(parseGraphql(source), {
    enter(node: ASTNode) {
      const description = 'description' in node ? (node.description as StringValueNode | undefined) : undefined;
      if (description?.loc)
        found.push(...placed('api/schema.graphql', source, description.value, description.loc.start));
    },
  });
  return found;
}

let prose: ContractLine[] | undefined;

/** Every unit of the contract's prose, read once per process. */
export function contractProse(): ContractLine[] {
  prose ??= [...openApiProse(), ...graphqlProse()];
  return prose;
}
