import {describe, expect, it} from 'vitest';
import {roles} from '../../src/platform';
import {blocks, docLines, jsxElements, withTrees} from './mdx-tree';
import {loadDocs, type DocFile} from './docs';

/**
 * A how-to names the roles a step needs with `<RequiredRole permission="…"/>`,
 * which renders them from src/platform/roles.ts. Roles typed as prose ("Owner
 * or Administrator role", "a role that may …") drift from the permission
 * table unnoticed. A failure names the file and the line.
 */

const ROLE = `(?:${roles.map((role) => role.name).join('|')})`;
/** "Owner or Administrator role", "the Developer role", "Owner, Administrator or Developer roles". */
const NAMED_ROLES = new RegExp(String.raw`\b${ROLE}(?:(?:,| or| and) ${ROLE})* roles?\b`);
/** "a role that may …", "whose [role](/portal/roles) allows …", "a Portal role allowed to …", on a line without the component. */
const VAGUE_ROLE = /\b(?:a|whose|Portal) \[?roles?\]? (?:that (?:may|can)|allow(?:s|ed)?)\b/i;
/** "Owner, Administrator and Billing can …": a list of role names in a sentence that grants something. */
const ROLE_LIST_GRANT = new RegExp(
  String.raw`\b${ROLE}(?:, ${ROLE})*,? (?:or|and) ${ROLE}\b[^.]*\b(?:can|may|needs?|requires?)\b|\b(?:can|may|needs?|requires?)\b[^.]*\b${ROLE}(?:, ${ROLE})*,? (?:or|and) ${ROLE}\b`,
);

export function typedRoles(docs: readonly DocFile[]): string[] {
  return docs.flatMap((doc) => {
    const rendered = new Set(jsxElements(doc, 'RequiredRole').map(({where}) => where));
    return docLines(doc)
      .filter(
        ({where, prose}) =>
          NAMED_ROLES.test(prose) || ((VAGUE_ROLE.test(prose) || ROLE_LIST_GRANT.test(prose)) && !rendered.has(where)),
      )
      .map(({where, text}) => `${where}: role typed as prose; use <RequiredRole permission="…" />: ${text.trim()}`);
  });
}

const page = (body: string): DocFile => ({
  file: 'how-tos/made-up.mdx',
  id: 'how-tos/made-up',
  route: '/how-tos/made-up',
  frontMatter: {},
  body,
  bodyLine: 5,
});

describe('the typed-role finder', () => {
  it('names the file and line of roles typed as prose', () => {
    expect(typedRoles([page('Intro.\n\n- Owner or Administrator role in the Portal.\n')])).toEqual([
      expect.stringMatching(/^docs\/how-tos\/made-up\.mdx:7: role typed as prose/),
    ]);
    expect(typedRoles([page('- A Portal user whose [role](/portal/roles) allows sending SMS.\n')])).toHaveLength(1);
    expect(typedRoles([page('Owner, Administrator and Billing can open reports.\n')])).toHaveLength(1);
  });

  it('accepts the component', () => {
    expect(typedRoles([page('- A Portal user with the <RequiredRole permission="sendSms" /> role.\n')])).toEqual([]);
  });
});

describe('how-tos, Portal, SDK and workspace pages', () => {
  // The roles page is the permission table's home: it names the roles in full. SDK examples and workspace
  // tasks need roles too, and a role list typed there drifted once (a Developer cannot activate SIMs).
  const taskFolders = ['how-tos/', 'portal/', 'sdks/', 'workspaces/'];
  const howTos = withTrees(
    loadDocs().filter(
      (doc) => taskFolders.some((folder) => doc.file.startsWith(folder)) && doc.file !== 'portal/roles.mdx',
    ),
  );

  it('name the roles a step needs with <RequiredRole>, not in prose', () => {
    const findings = typedRoles(howTos);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

/**
 * Accepting a link request hands an account to another organisation, so only that account's Owner may do it
 * (`workspaceRules` in src/platform/organisation.ts); `manageWorkspaces` also names Administrators. A sentence
 * that renders that permission and speaks of accepting or declining promises Administrators something they
 * cannot do; render `<WorkspaceActionWho action="Accept a link request" />` instead.
 */
export function acceptGrantedToManagers(docs: readonly DocFile[]): string[] {
  return docs.flatMap((doc) =>
    blocks(doc)
      .filter(({text}) =>
        text
          .split(/\.\s/)
          .some(
            (sentence) => sentence.includes('permission="manageWorkspaces"') && /\b(?:accept|decline)/i.test(sentence),
          ),
      )
      .map(
        ({where, text}) => `${where}: accepting a link request is for the Owner of the account only: ${text.trim()}`,
      ),
  );
}

describe('who may accept a workspace link request', () => {
  it('finds manageWorkspaces rendered for accepting, with file and line', () => {
    const row =
      '| Workspace links | Accept or decline link requests | <RequiredRole permission="manageWorkspaces" /> |';
    expect(acceptGrantedToManagers(withTrees([page(`Intro.\n\n${row}\n`)]))).toEqual([
      expect.stringMatching(/^docs\/how-tos\/made-up\.mdx:7: accepting a link request/),
    ]);
    const send = 'Send the request: <RequiredRole permission="manageWorkspaces" />. The Owner accepts it.';
    expect(acceptGrantedToManagers(withTrees([page(`${send}\n`)]))).toEqual([]);
  });

  it('is never said on a page', () => {
    const findings = acceptGrantedToManagers(withTrees(loadDocs()));
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
