/**
 * How a SIM enters and leaves an organisation: registration, release,
 * registration of a released SIM elsewhere, deletion, and what closing the
 * organisation does to its SIMs. The SIM lifecycle page renders these.
 */
import {apiVersioning} from './apiLifecycle';
import {limits} from './limits';
import type {SimStateName} from './states';
import type {RuleText} from './ruleText';

/** A SIM in these states may be released; an Activated or Factory Test SIM is suspended first. */
export const releasableSimStates = ['Issued', 'Suspended'] as const satisfies readonly SimStateName[];

/** Which SIMs a release accepts; the SIM lifecycle page renders it under the table of every action. */
export const releaseCondition = `Only a SIM in ${releasableSimStates.join(' or ')} that no device uses can be released: suspend an Activated or Factory Test SIM first.`;

export interface SimOwnershipRule {
  readonly action: string;
  readonly rule: string;
  /** The rule in one sentence, for the table of every action; the component gives `rule` in full under the table. */
  readonly summary?: string;
  /** The SIM's state afterwards, in the organisation that holds it; `null` when it has none there. */
  readonly stateAfter: SimStateName | null;
  /** The system event type the action creates, if any. */
  readonly eventId: number | null;
}

export const simOwnershipRules = [
  {
    action: 'Register SIMs with their BIC',
    rule: 'The SIMs join the registering organisation in Issued.',
    stateAfter: 'Issued',
    eventId: 48,
  },
  {
    action: 'Release a SIM',
    rule: 'Removes the SIM from the organisation and stops its billing there from the next month ([charging by state](/services/sim-lifecycle-management#charging-by-state)).',
    stateAfter: null,
    eventId: 50,
  },
  {
    action: 'Register a released SIM',
    rule: 'The registering organisation, another one or the one that released it, starts a new lifecycle: the SIM arrives Issued there, whatever its state was before.',
    stateAfter: 'Issued',
    eventId: 48,
  },
  {
    action: 'Delete a SIM',
    rule: 'Final: the SIM can never be activated or registered again, by any organisation.',
    stateAfter: 'Deleted',
    eventId: 10,
  },
  {
    action: 'Close the organisation',
    summary:
      'Deletes every SIM of every workspace; refused while any workspace, one closed earlier included, has an **Overdue** invoice, or any has a Cloud Connect connection ([closing the organisation](/portal/org/data#closing-the-organisation)).',
    // What to do first (release, unlink, pay every invoice) is the numbered steps of that section.
    rule: `Closing deletes every SIM left in any workspace, linked workspaces included, whatever its state, Issued and Factory Test too (event 10, *SIM deletion*). It is refused while any workspace of the organisation has an **Overdue** invoice or a [Cloud Connect](/services/cloud-connect) connection, and while the last invoice of a workspace closed earlier is **Overdue**: pay the Overdue invoice, and ask [support](/support) to delete the connection (its fee ends with that month). **Open** invoices and the final invoices stay due after the close, as for a workspace. It removes devices and policies and deactivates every user, the Owner included. A workspace’s own [custom-service](/custom-services) agreement ends at the close, and the fees for the rest of its term are on that workspace’s final invoice, as its agreement says. Each workspace gets one final invoice for the month so far, issued the next day in that workspace's invoice currency to its billing contacts and the Owner's email, and charged to its own payment method (card or direct debit) or paid by bank transfer within the usual terms. The data is deleted ${limits.retention.closedOrganisationDays} days later. Until then support can reopen the organisation for the Owner, but deleted SIMs stay deleted.`,
    stateAfter: 'Deleted',
    eventId: 10,
  },
] as const satisfies readonly SimOwnershipRule[];

export interface WorkspaceScope {
  /** Cells may hold `code`, **Portal labels** and [links](/route). */
  readonly item: string;
  /** `workspace`: each workspace has its own; `organisation`: one for the whole organisation. */
  readonly scope: 'workspace' | 'organisation';
  /** The rule in one sentence, for a table cell, when `detail` runs longer; the table gives `detail` under it. */
  readonly summary?: string;
  /** What `summary` does not say, or the rule in full without one. A page that shows one row renders both; a table gives this under it. */
  readonly detail: RuleText;
  /** Rows the billing page shows: who is invoiced, and what pays. */
  readonly billing?: boolean;
}

/** Which workspace's invoice carries a SIM's fee and usage in the month of a transfer; the transfer page renders it alone. */
export const transferMonthInvoice =
  'The monthly fee of a SIM transferred during a month is charged once, to the workspace that held it on the first day of that month. The exception is a SIM that was not Activated on the first day of the month, such as a new or Suspended SIM: its fee goes to the workspace that first activates it during the month, and any other workspace that holds it that month pays none. Usage goes to the workspace that held the SIM when the usage happened.';

/** Each workspace's billing details: the workspaces overview renders them in a section of their own. */
export const billingDetailsScope = {
  item: 'Billing details: invoice name and address, VAT number, billing contacts, payment method',
  scope: 'workspace',
  summary: 'Set when the workspace is created and changed only while you are in that workspace.',
  detail: [
    '**Who sets them:** the user who [creates the workspace](/workspaces/create). They copy them from the workspace the organisation started with, or enter them separately. The payment method and billing contacts come only with an Owner: an Owner’s copy includes them, and only the Owner enters separate ones. An Administrator’s copy leaves both out, because they need the `managePayment` permission ([roles](/portal/roles)).',
    '**Who adds the payment method and billing contacts later:** a new workspace has no Billing user, so the Owner adds them on **Organisation → Billing**, or a Billing user does once [added to the workspace](/workspaces/manage-users#add-an-existing-user-to-another-workspace). Until a billing contact is added, the workspace’s invoices and payment reminders go to the Owner.',
    '**Where to change them:** in that workspace, the address and VAT number on **Organisation → Company details**, contacts and payment method on **Organisation → Billing**.',
  ],
  billing: true,
} as const satisfies WorkspaceScope;

/** Each workspace's invoices: the workspaces overview renders them with the billing details. */
export const invoicesScope = {
  item: 'Invoices',
  scope: 'workspace',
  summary: 'Each workspace gets its own monthly invoice for the SIM fees and usage of its SIMs.',
  detail:
    'The invoice is in that workspace’s invoice currency and paid with its own payment method. A SIM [transferred during a month](/workspaces/transfer-sims#invoices-for-the-month-of-the-transfer) is billed once for that month, as that section says. Users see the invoices of the workspaces where their role may view invoices.',
  billing: true,
} as const satisfies WorkspaceScope;

/** The audit log of user actions: kept per workspace. `/portal/org/data` renders it. */
export const auditLogScope = {
  item: 'Audit log',
  scope: 'workspace',
  detail:
    'The audit log of user actions is kept per workspace: it shows only the entries of the workspace you are in. To review another workspace, switch to it.',
} as const satisfies WorkspaceScope;

/** The currency a new workspace is invoiced in. `/workspaces/create` renders it. */
export const invoiceCurrencyScope = {
  item: 'Invoice currency',
  scope: 'workspace',
  detail:
    'A new workspace is invoiced in the currency of the workspace the organisation started with, unless [support](/support) sets another before its first invoice. A linked workspace keeps the invoice currency its account had before the link.',
  billing: true,
} as const satisfies WorkspaceScope;

/**
 * What each workspace keeps for itself and what the organisation holds once. Billing follows the
 * SIMs: every workspace is invoiced for its own SIMs and paid with its own payment method, while the
 * contract, the plan and the company that signed them belong to the organisation.
 */
export const workspaceScopes = [
  {
    item: 'SIMs',
    scope: 'workspace',
    detail: 'Moved between workspaces only by a [SIM transfer](/workspaces/transfer-sims).',
  },
  {
    item: 'Devices (endpoints) and tags',
    scope: 'workspace',
    detail:
      'Never move between workspaces: create the devices and tags in the target workspace before a [SIM transfer](/workspaces/transfer-sims#prerequisites).',
  },
  {
    item: 'Service and coverage policies',
    scope: 'workspace',
    summary: 'A new workspace gets copies of the current workspace’s policies, or new **Default** ones.',
    detail:
      'You choose between copies and new policies when you [create the workspace](/workspaces/create). Without copies, it starts with its own **Default** service and coverage policy, as a new organisation does.',
  },
  {
    item: 'Roles',
    scope: 'workspace',
    detail:
      'A user has one role per workspace ([roles across workspaces](/portal/roles#roles-across-workspaces)); the Owner is Owner in every workspace.',
  },
  {
    item: 'Application tokens, personal API tokens, data streams, automations',
    scope: 'workspace',
    detail: 'A token acts only in the workspace where it was created.',
  },
  {
    item: 'IP address spaces and static IPs',
    scope: 'workspace',
    summary: 'Each space and the static IPs taken from it belong to the workspace where the space is added.',
    detail:
      'A standard space is reserved in the workspace where it is added, from ranges unique across the platform; a [virtualised space](/how-tos/add-ip-address-spaces-virtualized) is unique only among the workspace’s virtualised spaces. A virtualised space may overlap the workspace’s standard spaces, which the Portal does not check. A device takes its static IP from a space of its own workspace. After a [SIM transfer](/workspaces/transfer-sims), the device the SIM joins in the target workspace takes its static IP from a space there, at its next data session.',
  },
  {
    item: 'Event log and usage records',
    scope: 'workspace',
    detail: '[Cross-workspace reports](/workspaces/reports) add them up.',
  },
  auditLogScope,
  billingDetailsScope,
  invoicesScope,
  invoiceCurrencyScope,
  {
    item: 'Workspace id',
    scope: 'workspace',
    summary: 'Each workspace has a numeric id of its own, which events carry.',
    detail:
      'The workspace id shows in the **ID** column of **Organisation → Workspaces**. The workspace the organisation started with has the organisation id as its id; every other workspace has a different one. Event fields named `*_organisation_id` (events 50 and 51) and an event’s `organisation.id` carry this workspace id, not the organisation id.',
  },
  {
    item: 'Shipping address',
    scope: 'workspace',
    detail:
      'The default address of the workspace’s SIM orders, whose cost its invoice carries. It is copied from the workspace the organisation started with; each order can override it.',
    billing: true,
  },
  {
    item: 'Company identity: organisation id, legal name of the contract holder, technical contact',
    scope: 'organisation',
    detail:
      'Set on **Organisation → Company details** and shown the same in every workspace. The Owner edits the legal name and technical contact; an Administrator only while holding the role in the workspace the organisation started with.',
    billing: true,
  },
  {
    item: 'Country of the contract holder',
    scope: 'organisation',
    summary: 'Shown read-only on **Organisation → Company details** in every workspace.',
    detail:
      'The contract holder’s country sets the contract’s tax treatment. Support changes it, and may then change each workspace’s invoice currency.',
    billing: true,
  },
  {
    item: 'Subscription plan, contract and price model',
    scope: 'organisation',
    detail:
      'The plan fee appears on the invoice of the workspace the organisation started with; the price model and rates apply to every workspace.',
    billing: true,
  },
  {
    item: 'API rate limit',
    scope: 'organisation',
    detail:
      'One budget for the tokens of all workspaces together, so one workspace’s busy script can slow the others to `429` ([rate limits](/rest#rate-limits)).',
  },
  {
    item: 'Single sign-on and verified domains',
    scope: 'organisation',
    detail: 'One identity provider for all workspaces.',
  },
  {
    item: 'SMS interface (Portal, webhook or SMPP), SMS service number and SMPP binds',
    scope: 'organisation',
    summary:
      'One [SMS interface](/how-tos/configure-sms-interface) for every workspace: a change applies to every device.',
    detail: 'MO messages of all workspaces reach one webhook or SMPP account, and their binds share one limit.',
  },
  {
    item: 'User accounts',
    scope: 'organisation',
    summary: 'One login and one set of second factors, whatever the number of workspaces.',
    detail:
      'A login belongs to one organisation, so no Administrator ever acts on a login of another organisation. Every login that can sign in belongs to at least one workspace: the Portal refuses **Remove from workspace** for a user’s only workspace (the action is greyed out, with a tooltip saying so), so deactivate them instead. An [unlink](/workspaces/link#what-unlinking-does) moves a login with the workspace if it has no workspace left on the other side, or if it is the workspace’s new Owner.',
  },
] as const satisfies readonly WorkspaceScope[];

/** The rows of `workspaceScopes` other than the billing details and invoices, which the overview gives a section. */
export const workspaceScopeItemsOutsideBilling = workspaceScopes
  .filter((scope) => scope !== billingDetailsScope && scope !== invoicesScope)
  .map((scope) => scope.item);

export interface WorkspaceRule {
  /** What someone does with a workspace. */
  readonly action: string;
  /** Who may do it. Cells may hold `code`, **Portal labels** and [links](/route). */
  readonly who: string;
  readonly rule: RuleText;
  /** The section that states a long rule in full; a table of every action gives `summary` and links there. */
  readonly section?: string;
  /**
   * The rule in one sentence, for the table of every action: when `section` states it in full, or, without `section`,
   * when the table gives `rule` under it; `rule` then says only what the summary does not.
   */
  readonly summary?: string;
}

/**
 * Who receives the provider's notices. Two pages state it (Organisation settings and User settings), so they render
 * this: the technical contact is the one address sure to get every notice.
 */
export const providerNotices = {
  technicalContact: `Maintenance windows and network changes go to the technical contact set under **Organisation → Company details**, and so does the notice of a deprecated API operation if the organisation called it in the last ${apiVersioning.noticeEmailWindowDays} days ([API versioning](/sdks/api-versioning#how-a-deprecation-reaches-you)).`,
  users:
    'Maintenance windows also reach every Portal user who keeps the **Product updates and maintenance windows** notification on (it is on by default). Network changes and deprecation notices go to the technical contact only.',
} as const;

/** How the Owner confirms accepting a link request: a step on the link page, so that page renders it apart. */
export const linkAcceptConfirmation =
  '**Confirmation:** accepting is a [sensitive action](/how-tos/multi-factor-authentication#sensitive-actions), confirmed as that section says. Only the Owner may accept, because accepting hands the account to another organisation, like an [ownership transfer](/portal/org/employees#transfer-ownership).';

/**
 * The one rule for monthly fees in the month of a link or an unlink: an item of what accepting does, which the
 * unlink's **Invoices** item links to, so the two lists never state it twice.
 */
export const monthlyFeesAtLinkOrUnlink =
  '**Monthly fees:** the monthly SIM fees and [Cloud Connect](/services/cloud-connect) connection fees of the month of a link or an unlink are charged by the contract that held the workspace on the first day of that month, at that contract’s rates; from the next month the new contract charges them. The one exception is a SIM that was not Activated on the first day of the month, such as a new or Suspended SIM: its fee for that month is charged by the contract that held the workspace when the SIM was first activated in the month, as for a [SIM transfer](/workspaces/transfer-sims#invoices-for-the-month-of-the-transfer). So a SIM first activated after the link or the unlink is on the new contract, and one first activated before it stays on the former one, even if it is suspended and reactivated after. Likewise, a Cloud Connect connection set up after the link or the unlink is charged that month by the new contract. A SIM adds its allowance to the pool of the contract that charges its fee for the month. The plan fee belongs to an organisation and stays out of this rule: the account’s last invoice carries the account’s own plan fee for the month of acceptance, and an unlinked workspace pays no share of the former organisation’s.';

/** What accepting a link request does, beyond its confirmation: the link page renders these under its own heading. */
export const linkAcceptEffects = [
  '**Roles:** the organisation’s Owner becomes Owner of the new workspace, and the account’s former Owner its Administrator. Every other user keeps their role. A user who signs in through the organisation’s single sign-on also needs the role-mapping row of [right after acceptance](/workspaces/link#right-after-acceptance).',
  '**Plan and invoices:** the account’s own plan, contract and price model end. The organisation’s plan, contract, price model and rates apply from that moment. One last invoice on the old contract covers the usage up to acceptance and the monthly fees of the month of acceptance (**Monthly fees**, below). It is issued the next day, to the account’s billing contacts, and listed under **Billing** in the linked workspace. The workspace invoices start with the usage after acceptance.',
  monthlyFeesAtLinkOrUnlink,
  '**Overdue invoices:** invoices of the account that are still Open or Overdue stay due as issued. An overdue hold stays with the linked workspace whose invoice is overdue and blocks activations there only, until the invoice is paid.',
  '**Pooled allowance:** the linked SIMs’ usage after acceptance draws on the organisation’s pool. Each linked SIM adds its allowance to the pool from the first month whose fee is on the organisation’s invoices (**Monthly fees**): the next month, or the month of acceptance for a SIM that was not Activated on the first day of that month and is first activated in the month after acceptance ([price models](/portal/org/subscription#price-models)). In the month of acceptance the workspace’s invoice carries its SIMs’ share of that month’s pool overage, in proportion to their usage after acceptance in the pool’s zones.',
  '**Pending requests:** the account’s own link requests to other organisations are withdrawn.',
  '**Custom services:** a [custom service](/custom-services) (private APN, custom coverage policy) belongs to the organisation that agreed it. At acceptance none of the organisation’s appears by itself: its custom coverage policy and private-APN service policies are added to the workspace on request to [support](/support), as for any other existing workspace. The account’s own custom services stay on the workspace’s policies, and their agreement continues with its remaining term and fees, invoiced on the workspace’s invoice. An own custom coverage agreement keeps its rates for the traffic on its coverage policy; all other usage is priced at the organisation’s rates.',
  '**Cloud Connect:** a [connection](/services/cloud-connect) belongs to its workspace, so the account’s connections stay. Their fee follows **Monthly fees**: on the account’s last invoice at its old rates in the month of acceptance, at the organisation’s rates from the next month.',
  '**What stays:** SIMs, devices, policies, tokens, billing details and past invoices, and the account’s data streams and automations, which keep running, with its event history and usage records. The account’s audit log becomes the workspace’s [audit log](/portal/org/data#audit-log), its entries kept as before, shown on a plan that has it. Its scheduled reports keep running if the organisation’s plan has [scheduled reports](/portal/reports#schedule-a-monthly-report), and wait for an upgrade if not.',
  '**Organisation-wide settings:** they end with the account’s plan. Its SMS interface (webhook, SMPP account, SMS service number), verified domains and single sign-on are removed; the organisation’s apply from acceptance. The account’s running [support-access](/support#give-support-access) grant ends at acceptance; the organisation’s grant, if any, covers the workspace from then on. [Prerequisites](/workspaces/link#prerequisites) says how its single sign-on users sign in then.',
  '**OpenVPN:** the account’s id becomes the workspace’s own id, which the gateway login refuses. So each gateway of the account puts the organisation id (**Organisation → Company details**) on the first line of its `credentials.txt` and keeps its application token ([OpenVPN credentials](/services/openvpn#create-the-credentials-file)). A person’s OpenVPN login is the login they keep; from then on it reaches the devices of every workspace where their role has `downloadVpnConfig` ([OpenVPN](/services/openvpn#how-it-works)).',
] as const;

/** When a workspace may be closed: a prerequisite on the create page, so that page renders it apart. */
export const closeWorkspaceAllowedWhen =
  '**Allowed when:** the workspace holds no SIMs other than Deleted ones, none of its invoices is Overdue, and it has no [Cloud Connect](/services/cloud-connect) connection. Pay Overdue invoices first; Open invoices and the last invoice stay due after the close. Ask [support](/support) to delete a connection first (its fee ends with that month). [Transfer](/workspaces/transfer-sims) or [release](/how-tos/release-sims) the other SIMs first; Deleted SIMs stay in the organisation’s records.';

/** What closing a workspace does and leaves, beyond when it is allowed: the create page renders these as a list. */
export const closeWorkspaceEffects = [
  '**Confirmation:** closing a workspace is a [sensitive action](/how-tos/multi-factor-authentication#sensitive-actions), confirmed as that section says.',
  '**Never for:** the workspace the organisation started with. Closing it means closing the organisation.',
  '**Removes:** the workspace’s application tokens and personal API tokens (revoked), its devices, policies, automations and data streams (deleted), its IP address spaces and their static IPs (a standard range can then be added again in another workspace), its scheduled reports, every user’s saved table views of it, and its users’ roles in it. Their logins and other workspaces stay. A user whose only workspace it was is [deactivated](/portal/org/employees#deactivate-a-user) at the close.',
  '**Last invoice:** it covers the month so far, goes to the workspace’s billing contacts and is charged to its payment method, as its invoices were before. A [custom-service](/custom-services) agreement of the workspace’s own ends at the close, and the fees for the rest of its term are on this invoice, as its agreement says. The Owner also sees it under **Billing** in the workspace the organisation started with.',
  '**Reports afterwards:** its event log and usage records stay in [cross-workspace reports](/workspaces/reports), with the workspace marked **Closed**, until their retention ends. The Owner, and each member who still has another workspace, still see them there.',
] as const;

/** What unlinking does, part 1: who and what goes with the workspace, and when the unlink is refused. The link page renders the three parts under their own headings, in this order. */
export const unlinkMoveEffects = [
  '**What it becomes:** only a linked workspace can be unlinked; a created workspace never leaves the organisation. It becomes a standalone organisation again, with its SIMs, devices and policies, the members and tokens that go with it (below), and its data streams, automations, event history and usage records. Its rows up to the unlink also stay in the former organisation’s cross-workspace reports, marked **Unlinked** ([who sees them](/workspaces#more-see-a-workspace)).',
  '**When the unlink is refused:** while a device of the workspace is on a service policy that carries the former organisation’s private APN, or on its custom coverage policy; or while a device in another workspace of the organisation is on a service policy that carries the workspace’s own private APN, or on a copy of the workspace’s own custom coverage policy (copies made in a workspace created from it). Move those devices to other policies first ([leave a private APN](/custom-services#leave-a-private-apn)); no one edits the APN of a policy.',
  '**Owner:** the Administrator who was its Owner before linking goes with it as its Owner, and loses any role in the former organisation’s other workspaces.',
  '**If the former Owner cannot go** (no longer a member, no longer an Administrator of the workspace, Deactivated, or now the organisation’s Owner, who stays): the organisation’s Owner first names one of the workspace’s active Administrators, and the unlink waits for that; the named Administrator goes with it as its Owner and, likewise, loses any role in the former organisation’s other workspaces. If it has no active Administrator, give a member the Administrator role first ([change a role](/workspaces/manage-users#change-a-role)).',
  '**Members:** a login belongs to one organisation. A member whose only workspace is the unlinked one moves with it, keeping their role, password, second factors and trusted devices. A member who also has a workspace in the former organisation stays there and loses the unlinked workspace. This includes the organisation’s Owner, but not the new Owner. A Deactivated login whose only workspace is the unlinked one moves with it and stays Deactivated. Pending invitations to the workspace are withdrawn at the unlink; its new Owner invites again. An email address has one login on the platform, so the new organisation can [invite](/portal/org/employees) such a member only under another address.',
  '**Tokens:** at the unlink, application tokens and personal API tokens whose creator’s login ends up in the other organisation are revoked, in both directions and whatever their flag (**Creator removed** and **Creator deactivated** included): tokens created in the workspace by a member who stays, the former organisation’s Owner included, and tokens the new Owner created in the former organisation’s other workspaces. Every other token keeps working ([when a token’s creator changes](/portal/application-tokens#permissions)).',
  `**Audit log and scheduled reports:** the workspace's [audit log](/portal/org/data#audit-log) goes with it, each entry kept ${limits.retention.auditLogMonths} months as before; the audit logs of both organisations record the unlink itself. Its scheduled reports go with it too; a recipient who is not a member of the workspace after the unlink is removed from the schedule ([schedule recipients](/portal/reports#schedule-a-monthly-report)). On the Standard plan both wait for an upgrade (see **Plan**).`,
  '**Custom services:** the workspace’s own [custom services](/custom-services), those its account agreed before the link, go with it, with their agreement. An own custom coverage agreement keeps its rates for the traffic on its coverage policy; all other usage is priced at pay-per-use rates (see **Plan**).',
  '**Policies removed:** at the unlink, the former organisation’s private-APN service policies and custom coverage policy are removed from the workspace, and the copies of the workspace’s own private-APN policies and custom coverage policy are removed from the organisation’s other workspaces.',
  '**Cloud Connect:** a [connection](/services/cloud-connect) belongs to its workspace and goes with it, route included ([before you unlink](/workspaces/link#before-you-unlink)).',
] as const;

/** What unlinking does, part 2: money (invoices, fees, the pool, the plan). */
export const unlinkMoneyEffects = [
  '**Invoices:** the workspace keeps its own invoice, billing contacts and payment method; the unlink changes none of them. On its invoice for the month of the unlink, usage up to the unlink is priced at the former contract’s rates, usage after it at the rates of its new organisation. Its past invoices stay with it. The former organisation’s later invoices, a final invoice at its closure included, hold nothing of the workspace.',
  '**Monthly and plan fees:** the monthly SIM and Cloud Connect fees of the month of the unlink follow [monthly fees](/workspaces/link#what-accepting-does). The Standard plan the new organisation starts on has no [plan fee](/portal/org/subscription#plan-fee), so it pays none until its Owner changes the plan.',
  '**Overdue invoices:** those still Open or Overdue stay due as issued. An overdue hold stays with the workspace and blocks activations until the invoice is paid.',
  '**Pooled allowance:** in the month of the unlink, each SIM of the workspace whose fee that month is on the former contract (**Monthly fees**: every SIM Activated on the first day of the month or first activated in the month before the unlink) adds its full allowance to the former organisation’s pool for that month and draws on it for its usage up to the unlink. The workspace’s invoice carries its SIMs’ share of that month’s overage. Their usage after the unlink is priced by the new organisation and draws on no pool of the former one. A SIM first activated in the month after the unlink never adds its allowance to the former organisation’s pool.',
  '**Plan:** it leaves the organisation’s contract. It starts on the Standard plan with pay-per-use prices until its Owner [changes the plan](/portal/org/subscription) or agrees a contract with sales. Every feature the Standard plan lacks (scheduled reports, the audit log, single sign-on) stops at the unlink, not at the start of the next month ([what a downgrade stops](/portal/org/subscription#what-a-downgrade-stops)).',
] as const;

/** What unlinking does, part 3: organisation-wide settings and sign-in. */
export const unlinkSettingsEffects = [
  '**Organisation-wide settings:** it starts on the **Portal** SMS interface, with no webhook or SMPP account, no verified domain and no single sign-on of its own. Its Owner sets them up ([configure the SMS interface](/how-tos/configure-sms-interface)). The former organisation’s [support-access](/support#give-support-access) grant stops covering the workspace; the new organisation grants its own.',
  '**SMS service number:** it gets one of its own, shown under **Integrations → SMS interface**. Its devices reach its interface only by sending to that number. An SMS they still send to the former organisation’s number goes out as [P2P](/services/sms#from-the-device) and reaches neither organisation’s interface, yet is still [charged](/portal/org/subscription#sms-and-satellite-charges) as an MO SMS, so update the number in their firmware.',
  '**Single sign-on:** the former organisation’s single sign-on and role mapping no longer apply to the logins that moved with the workspace. They sign in with their password; a moved user who had only ever signed in through single sign-on gets an email at the unlink to set one. The new organisation has no single sign-on until its Owner sets it up on a [plan](/portal/org/subscription) that has it.',
  '**OpenVPN:** its own id is its organisation id again, so its OpenVPN gateways put that id, not the former organisation’s, in `credentials.txt`.',
] as const;

/**
 * Who is in a workspace and what happens to an account, its Owner and its contract when it becomes a
 * workspace, leaves the organisation or is closed. The workspace pages render these rows; the Owner
 * is Owner of every workspace (roles.ts), so no workspace is ever without someone who manages users.
 */
export const workspaceRules = [
  {
    action: 'See a workspace',
    who: 'Its members: the Owner, who is a member of every workspace, and each user who holds a role in it',
    summary: 'Only its members see it.',
    rule: 'A workspace shows in the workspace menu, in **Organisation → Workspaces** and its **Access overview**, and in [cross-workspace reports](/workspaces/reports). The **Access overview** lists only users who hold a role in a workspace the viewer sees. A closed workspace’s rows stay in cross-workspace reports, marked **Closed**, and an unlinked workspace’s rows up to the unlink stay in the former organisation’s, marked **Unlinked**, until their retention ends. Both are shown to the Owner and to each user who was a member at the close or the unlink and still has another workspace in that organisation. The Owner also sees its last invoice under **Billing** of the workspace the organisation started with.',
  },
  {
    action: 'Create a workspace',
    section: '/workspaces/create#result',
    summary: 'The Owner and the user who created it are its first members.',
    who: 'The Owner, or an Administrator of the workspace they are in',
    rule: [
      '**Members:** the Owner is a member of the new workspace, as Owner, and so is the user who created it, as Administrator. If the Owner created it, the Owner is its only member at first. Everyone else is [added](/workspaces/manage-users) afterwards.',
      '**Single sign-on:** a creator who signs in through single sign-on needs a [role-mapping row](/sso#which-workspaces-a-user-gets) for the new workspace before their next sign-in, or leaves it then. The Owner is exempt.',
    ],
  },
  {
    action: 'Send a link request',
    section: '/workspaces/link#send-the-link-request',
    who: 'The Owner, from any workspace, or an Administrator of the workspace they send it from',
    summary:
      'The request names the other account by its organisation id and stays **Pending** until answered or expired.',
    rule: 'The request names the other account by its organisation id (its **Organisation → Company details**). Only an account with one workspace can be linked. A trial account cannot be linked: the Portal says “A trial account cannot be linked. Upgrade it first.” The request shows as **Pending** in the workspace list until that account’s Owner accepts or declines it, or it expires. Which workspace it was sent from does not matter for the result: the account joins the organisation as a workspace of its own.',
  },
  {
    action: 'Accept a link request',
    section: '/workspaces/link#what-accepting-does',
    summary:
      'The account becomes a workspace of the organisation, on its plan and contract, and keeps its SIMs, devices, members and tokens.',
    who: 'The Owner of the account to be linked, never an Administrator',
    rule: [linkAcceptConfirmation, ...linkAcceptEffects],
  },
  {
    action: 'Unlink a workspace',
    section: '/workspaces/link#what-unlinking-does',
    summary:
      'The workspace becomes an organisation of its own on the Standard plan, with its SIMs, devices and policies, and the members and tokens that go with it.',
    who: 'The Owner, or an Administrator both of that workspace and of the one they are working in',
    rule: [...unlinkMoveEffects, ...unlinkMoneyEffects, ...unlinkSettingsEffects],
  },
  {
    action: 'Close a workspace',
    section: '/workspaces/create#close-a-workspace',
    summary:
      'Removes its devices, policies, automations, data streams and tokens; allowed once it holds only Deleted SIMs, no Overdue invoice and no Cloud Connect connection.',
    who: 'The Owner, or an Administrator both of that workspace and of the one they are working in',
    rule: [closeWorkspaceAllowedWhen, ...closeWorkspaceEffects],
  },
] as const satisfies readonly WorkspaceRule[];
