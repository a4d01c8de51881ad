/**
 * Portal roles and what each may do: the matrix the roles page shows and the
 * roles `<RequiredRole permission="…"/>` names in how-tos. A role or a
 * permission exists only if it is listed here.
 *
 * A role is held per workspace: one role in each workspace a person is a
 * member of (an organisation without further workspaces has one), checked in
 * the workspace the user is in. The Owner is Owner of every workspace.
 */
import type {RuleText} from './ruleText';

export interface RoleInfo {
  readonly name: string;
  readonly meantFor: string;
  readonly summary: string;
}

export const roles = [
  {
    name: 'Owner',
    meantFor: 'The person who created the organisation, or who received ownership later',
    summary:
      'Everything, including the subscription plan, ownership transfer and closing the organisation. There is exactly one Owner.',
  },
  {
    name: 'Administrator',
    meantFor: 'Operations leads and team leads',
    summary:
      'Everything an Owner can do in their workspaces, except: change the plan; manage payment; request data exports or make access and deletion requests; set SMS retention; accept link requests; transfer ownership; close the organisation. Organisation-wide settings only from the workspace the organisation started with.',
  },
  {
    name: 'Developer',
    meantFor: 'Engineers building devices and integrations',
    summary:
      'Works with devices, tags, automations, SMS, application tokens and data streams. Cannot change SIM states, edit policies, set quotas, configure the SMS interface or manage users.',
  },
  {
    name: 'Observer',
    meantFor: 'Support staff, auditors, stakeholders',
    summary:
      'Reads SIMs, devices, policies, events, automations with their run history, SMS history, the application token table and company details; also views and exports reports, and schedules reports and opens the audit log (Plus or Pro plan).',
  },
  {
    name: 'Billing',
    meantFor: 'Finance and procurement',
    summary:
      'Invoices, payment methods, billing contacts and every usage report, including per-SIM and per-device rows with ICCIDs. No access to SIM Inventory, Connected Devices or policies.',
  },
] as const satisfies readonly RoleInfo[];

export type RoleName = (typeof roles)[number]['name'];

export interface PermissionInfo {
  /** The task as the permission table names it. */
  readonly task: string;
  readonly roles: readonly RoleName[];
}

const everyone = ['Owner', 'Administrator', 'Developer', 'Observer', 'Billing'] as const;
const readers = ['Owner', 'Administrator', 'Developer', 'Observer'] as const;
const builders = ['Owner', 'Administrator', 'Developer'] as const;
const managers = ['Owner', 'Administrator'] as const;

/** Every permission, in the order of the permission table. */
export const permissions = {
  viewInventory: {task: 'View SIMs, devices, policies, system events and SIM-state reports', roles: readers},
  orderSims: {task: 'Order SIMs', roles: managers},
  registerSims: {task: 'Register SIMs with a BIC', roles: managers},
  changeSimState: {
    task: 'Change SIM state (activate, suspend, factory test, delete) and run eUICC profile operations (add, enable, delete a profile)',
    roles: managers,
  },
  releaseSims: {task: 'Release SIMs', roles: managers},
  editDevices: {
    task: 'Create, rename, enable, disable and delete devices, and assign or unassign their SIMs',
    roles: builders,
  },
  configureDevices: {
    task: "Reset connectivity, set IMEI lock, static IP and a device's network blocklist",
    roles: builders,
  },
  manageAddressSpaces: {task: 'Add and remove IP address spaces, including virtualised ones', roles: managers},
  manageTags: {task: 'Manage tags', roles: builders},
  manageSharedViews: {task: 'Update or delete a shared table view that someone else created', roles: managers},
  // The API rule (a PATCH of an endpoint also needs editDevices) is `policyAssignmentInApi`, under the table.
  assignPolicies: {task: 'Assign devices to existing policies', roles: builders},
  editPolicies: {
    task: 'Create and edit service and coverage policies (limits, blocked networks and radio technologies, DNS)',
    roles: managers,
  },
  manageQuotas: {task: 'Set data and SMS quotas and extend data limits of a device', roles: managers},
  viewAutomations: {task: 'View automations and their run history', roles: readers},
  editAutomations: {task: 'Create and edit automations', roles: builders},
  sendSms: {task: 'Send SMS from the Portal and the API', roles: builders},
  configureSmsInterface: {
    task: 'Configure the SMS interface (Portal, webhook or SMPP) for every workspace',
    roles: managers,
  },
  viewSmsHistory: {task: 'View SMS history', roles: readers},
  viewApplicationTokens: {task: 'View the application token table (never the token values)', roles: readers},
  manageApplicationTokens: {task: 'Create and revoke application tokens', roles: builders},
  manageIntegrations: {task: 'Manage data streams and no-code integrations', roles: builders},
  downloadVpnConfig: {task: 'Download OpenVPN configuration', roles: builders},
  viewReports: {task: 'View, export and schedule usage reports (scheduling depends on the plan)', roles: everyone},
  manageUsers: {
    task: 'Invite users, change roles, reset second factors, deactivate and reactivate users, manage workspace membership',
    roles: managers,
  },
  // Event 36 (events.ts): an Owner or Administrator grants the support team time-limited access, and may end it; the
  // access covers the organisation, so it follows the start-workspace rule of permissionTableNotes.
  grantSupportAccess: {task: 'Grant and revoke time-limited access for the support team', roles: managers},
  manageWorkspaces: {
    task: 'Create, link, unlink and close workspaces, and transfer SIMs between them (Pro plan)',
    roles: managers,
  },
  // Accepting hands the account to another organisation, as an ownership transfer does (organisation.ts workspaceRules).
  acceptLinkRequest: {
    task: 'Accept a request to link the account into another organisation as a workspace',
    roles: ['Owner'],
  },
  // Its role mapping can grant roles in every workspace, so it belongs where the organisation-wide settings are.
  configureSso: {
    task: 'Configure single sign-on (Pro plan) for every workspace',
    roles: managers,
  },
  // Every role sees it read-only: developers need the organisation id for OpenVPN gateways, support asks for it.
  viewCompanyDetails: {task: 'See company details and the organisation id (read-only)', roles: everyone},
  // The organisation-wide fields (legal name, technical contact) follow the start-workspace rule of permissionTableNotes.
  editCompanyDetails: {task: 'Edit company details', roles: managers},
  viewInvoices: {task: 'View invoices and subscription', roles: ['Owner', 'Administrator', 'Billing']},
  managePayment: {task: 'Manage payment methods and billing contacts', roles: ['Owner', 'Billing']},
  changeSubscription: {task: 'Change subscription plan', roles: ['Owner']},
  viewDataTab: {task: 'Open the Organisation → Data tab and see its retention periods (read-only)', roles: managers},
  viewAuditLog: {
    task: 'View the audit log of user actions (Plus or Pro plan)',
    roles: ['Owner', 'Administrator', 'Observer'],
  },
  requestDataExport: {task: 'Request a data export, or an access or deletion request', roles: ['Owner']},
  changeDataRetention: {task: 'Change how long SMS texts are kept', roles: ['Owner']},
  transferOwnership: {task: 'Transfer ownership, close the organisation', roles: ['Owner']},
  editOwnSettings: {
    task: 'Edit own user settings (profile, password, MFA, notification preferences, personal API tokens)',
    roles: everyone,
  },
} as const satisfies Record<string, PermissionInfo>;

export type Permission = keyof typeof permissions;

/** The caveats of the permission table's tasks, said once under the table (roles page), not in its cells. */
export const permissionTableNotes = [
  'An Administrator configures the SMS interface and single sign-on, grants support access (which covers the whole organisation), and edits the organisation-wide company details (legal name of the contract holder, technical contact), only while holding the role in the workspace the organisation started with. In another workspace they edit that workspace’s own details: invoice name, billing and shipping address, VAT number. An Administrator manages workspaces only while holding the role in each workspace involved.',
  "Managing users never acts on the Owner: only support resets the Owner's second factor.",
] as const;

/**
 * Why a Portal action is greyed out: its tooltip names the reason. One sentence, rendered on /portal/troubleshooting (its home);
 * /portal/roles and /portal link there; the state and workspace rules it names live in states.ts and organisation.ts.
 */
export const greyedOutAction =
  "A greyed-out Portal action names why in its tooltip: the missing permission, or the state or rule that forbids the action, for example a SIM still assigned to a device or a user's only workspace.";

/**
 * The API rules whose permission depends on the request body, said once under the permission table (roles page),
 * as api/openapi.yaml createEndpoint/updateEndpoint and api/schema.graphql updateEndpoint state them.
 */
export const policyAssignmentInApi = `In the API, a PATCH of an endpoint that changes its service or coverage policy needs **${permissions.assignPolicies.task}**. It also needs **${permissions.editDevices.task}**, like every PATCH of an endpoint.`;

export const bodyPermissionRules = [
  policyAssignmentInApi,
  `A create or PATCH of an endpoint with \`sim.activate: true\` also needs **${permissions.changeSimState.task}** (\`changeSimState\`): leave \`activate\` out to assign the SIM without activating it.`,
  `A create or PATCH of an endpoint whose body carries \`imei_lock\` (even \`false\`), \`ip_address\` or \`ip_address_space\` also needs **${permissions.configureDevices.task}** (\`configureDevices\`); in GraphQL, an \`updateEndpoint\` input with \`imeiLock\`.`,
  'If the role lacks one of them, the whole request is refused and nothing changes.',
] as const;

/**
 * A call the role may not make, in each API (api/openapi.yaml errors; api/schema.graphql: HTTP 200 with FORBIDDEN).
 * Rendered on /portal/roles; tokenCreatorChanges links there.
 */
export const refusedCall = {
  rest: 'In the REST API, a call the role may not make is refused with `403` and the code `permission_denied`.',
  graphql:
    'The GraphQL API refuses the whole request before anything runs: HTTP 200, no `data`, and an entry in `errors` whose `extensions.code` is `FORBIDDEN` ([GraphQL errors](/graphql#errors)).',
  message:
    'The error message names the permission key for a person to look up in the permission table; a program branches on the code and never parses the message.',
} as const;

/**
 * Reactivating a deactivated user. Home: /portal/org/employees (reactivate a user); /workspaces/manage-users links there.
 */
export const userReactivation = [
  '**Organisation → Employees** lists deactivated users with the status **Deactivated**. A user who holds no workspace any more is listed to the Owner only, in every workspace. To reactivate a user, select **Reactivate** in the row menu.',
  'The user gets back their login, password and second factor, and the role they held in each workspace that still exists.',
  'An Administrator reactivates only users who still hold a role in a workspace where the Administrator is Administrator. Only the Owner reactivates a user who holds no workspace any more (deactivated because their only workspace was closed), choosing a workspace and a role in it in the same dialog.',
  'Personal API tokens deleted at the deactivation stay deleted: the user creates new ones ([when a personal API token ends](/portal/user-settings#when-a-personal-api-token-ends)).',
] as const;

/** The roles that hold a permission, in the roles' own order. */
export function rolesWith(permission: Permission): RoleName[] {
  const holders: readonly RoleName[] = permissions[permission].roles;
  return roles.map((role) => role.name).filter((name) => holders.includes(name));
}

/**
 * When a role change applies: the API checks the role on every call (the
 * `auth_token` names the user, not the role), the Portal's menus follow at the
 * next page load, and SSO users get the role their groups map to at each sign-in.
 */
export const roleChange = {
  api: 'next request',
  portal: 'next page load',
  sso: 'next sign-in',
} as const;

export interface TokenCreatorChange {
  /** What happened to the user who created the application token. */
  readonly change: string;
  /** One sentence for the table cell, or that sentence and the rest, which shows under the table. */
  readonly effect: RuleText;
}

/**
 * What an application token does when its creator's access to the workspace changes. The token acts
 * with its creator's role in the workspace where it was created, checked at every call; a creator who
 * leaves the workspace does not take running integrations down with them, the token is flagged instead.
 */
export const tokenCreatorChanges = [
  {
    change: 'Role changed in the workspace',
    effect: `From the ${roleChange.api} on, acts with the new role; a call that role may not make is refused ([refused calls](/portal/roles#permission-table)).`,
  },
  {
    change: 'Removed from the workspace',
    effect:
      "Keeps working with the creator's last role there, flagged **Creator removed**: rotate it from a current member. The user's personal API tokens created in that workspace are deleted.",
  },
  {
    change: 'Deactivated',
    effect:
      "Keeps working with the creator's last role, flagged **Creator deactivated**: rotate it from a current member. The user's personal API tokens are deleted.",
  },
  {
    change: 'Ends up in the other organisation at an unlink',
    effect:
      "Revoked at the unlink, whatever its flag (**Creator removed** and **Creator deactivated** included), with the creator's personal API tokens. This works in both directions: tokens created in the unlinked workspace by a login that stays in the former organisation, the former organisation's Owner included, and tokens created in the organisation's other workspaces by a login that leaves with the workspace, such as its new Owner. Replace them before the unlink ([before you unlink](/workspaces/link#before-you-unlink)).",
  },
  {
    change: 'Reactivated after a deactivation',
    effect:
      'Loses the flag and acts with the role the creator gets back there. Personal API tokens deleted at the deactivation stay deleted: the user creates new ones.',
  },
  {
    change: 'Added back to the workspace after a removal',
    effect:
      'Loses the flag and acts with the role the creator is given on return. Personal API tokens deleted at the removal stay deleted: the user creates new ones.',
  },
] as const satisfies readonly TokenCreatorChange[];

/**
 * Ownership transfer: the one Owner hands the organisation to an active Administrator. Owner is not a
 * per-workspace role, so the transfer applies to every workspace at once.
 */
export const ownershipTransfer = {
  who: 'The current Owner transfers ownership to an active Administrator of the workspace the Owner is in.',
  confirmation:
    'As a [sensitive action](/how-tos/multi-factor-authentication#sensitive-actions) that asks for the password as well as the code; an Owner who signs in only through single sign-on confirms at the identity provider instead.',
  newOwner: 'Becomes Owner of the organisation and of every workspace in it.',
  formerOwner:
    'Becomes Administrator in every workspace and can then be given another role, removed from workspaces or deactivated by the new Owner.',
  ownerUnavailable:
    'If the Owner has left and cannot sign in, [open a ticket](/support#open-a-support-ticket) naming the Administrator who should take over. Support transfers ownership after verifying the request against the company details.',
} as const;
