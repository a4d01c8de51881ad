import {permissions, rolesWith, type Permission} from '../../platform/roles';

/**
 * "Who may call it" for one REST operation or GraphQL root field, from the permission its contract names
 * and the roles src/platform/roles.ts gives it, so both references print the same line. `where` names the
 * contract entry for the error a writer sees when the permission does not exist. How a token's rights follow
 * from those roles is `tokenRights`, said once per page.
 */
export function permissionNote(permission: string | undefined, where: string): string {
  if (!permission) return '';
  if (!(permission in permissions)) {
    throw new Error(`${where} names the permission ${permission}, not a permission of src/platform/roles.ts`);
  }
  const holders = rolesWith(permission as Permission);
  const list = `${holders.slice(0, -1).join(', ')}${holders.length > 1 ? ' or ' : ''}${holders.at(-1)}`;
  const task = permissions[permission as Permission].task.replace(/^./, (first) => first.toLowerCase());
  return `Who may call it: ${list}, the [roles](/portal/roles) that may ${task}.`;
}

/** Whose role a token acts with: the rest of every "Who may call it", printed once on each reference page. */
export const tokenRights =
  "An application token acts with the role of the user who created it, or the role they last held in the workspace once removed or deactivated ([application tokens](/portal/roles#application-tokens-act-with-their-creators-rights)); a personal API token acts with its owner's role.";
