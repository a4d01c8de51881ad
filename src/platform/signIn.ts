/**
 * How people and programs sign in: the Portal with password and a mandatory
 * second factor, single sign-on, application tokens for the API, and the
 * OpenVPN login. The multi-factor authentication page renders the Portal part,
 * the application tokens page the token part; other pages link there.
 */
import {limits} from './limits';
import {roleChange, type RoleName} from './roles';
import type {RuleText} from './ruleText';

const {authentication} = limits;

/** The error `code` of the 401 that refuses a password at `POST /api/v1/authenticate` for a user who must use single sign-on. */
export const ssoRequiredCode = 'sso_required';

/**
 * Single sign-on rules the SSO page renders: which role wins when a user's groups map to several, who
 * Require SSO leaves out, and what it changes outside the browser. The Portal grants one role per
 * workspace; Billing and Observer (or Billing and Developer) hold disjoint permissions, so "the role
 * with the most permissions" would be undefined and the order is fixed instead.
 */
export const singleSignOn = {
  /** The first of these that one of the user's mapped groups grants is the user's role in that workspace. */
  rolePrecedence: ['Administrator', 'Developer', 'Billing', 'Observer'] satisfies readonly RoleName[],
  /**
   * What the sign-in page does with an email address on a verified domain, before and after Require SSO: turning
   * SSO on alone locks no one out, so a password user can still get in while the configuration is tested.
   */
  verifiedDomainSignIn: `The sign-in page asks for the email address first. An address on a domain you have not verified gets the password form. While **Require SSO** is off, an address on a verified domain gets a choice: **Sign in with SSO**, which leads to the identity provider, and beneath it **Sign in with password**. A user who has a Portal password thus keeps it and its Portal MFA.`,
  /** The same sign-in page once Require SSO is on; a paragraph of its own after `verifiedDomainSignIn`. */
  requireSsoSignIn: `Once **Require SSO** is on, the page redirects an address on a verified domain to the identity provider at once and shows no password field. The API refuses that user's password too ([Require SSO outside the browser](/sso#require-sso-outside-the-browser)); before you turn it on, [keep a way back in](/sso#keep-a-way-back-in).`,
  requireSsoScope:
    'Require SSO applies to every user of your organisation whose email address is on a verified domain, the Owner included. A user whose address is on a domain you have not verified, or whose login belongs to another organisation (one that left with an [unlinked workspace](/workspaces/link#unlink-a-workspace)), is never sent to your identity provider and keeps the password and Portal MFA.',
  requireSsoOutsideBrowser: `For a user whom **Require SSO** sends to the identity provider, \`POST /api/v1/authenticate\` refuses the email and password with 401 \`${ssoRequiredCode}\`; application tokens and personal API tokens keep working. Turning **Require SSO** on also ends, at once, the password sessions of the users it covers: their Portal sessions opened with a password, and the refresh tokens of their API sessions opened with email and password (refused with 401 \`invalid_credentials\`). Only those password sessions end, so before you turn it on, move the covered users' scripts to an application token or a personal API token, as [who signs in how](/how-tos/multi-factor-authentication#who-signs-in-how) decides. It signs you out too if your own address is covered and you signed in with a password: sign in through **Sign in with SSO** first, then turn it on. The personal OpenVPN login refuses that user's password the same way, with \`AUTH_FAILED\`, even one set with **Forgot password** before **Require SSO** was turned on, so VPN clients use the gateway login with an application token.`,
  /** What a new SSO configuration presets, so that saving it before anyone maps a group lets no one in by accident. */
  defaultRolePreset:
    'A new SSO configuration presets the default role to **Deny access**: until you map a group or choose a role, a user in no mapped group is refused. Pick **Observer** if every member of your directory may read the workspace.',
  /** Where the default role applies: only in the start workspace (to anyone no row grants a role there), so an unmapped user cannot land in a customer's workspace. */
  defaultRoleScope:
    'The default role applies only in the workspace the organisation started with. There it is the role of every SSO user whom no mapping row grants a role in that workspace, a user whose groups are mapped only to other workspaces included. A user gets a role in any other workspace only from a mapping row limited to that workspace, or from a row without a limit. A user in no mapped group therefore sees one workspace, or none if the default role is **Deny access**.',
  /** The mapping is the source of truth for an SSO user's memberships, not only their roles. */
  handAddedMembership:
    'At each single sign-on, the mapping sets the user’s memberships as well as their roles. A workspace the user was added to by hand (**Add existing user**) stays only if the mapping grants a role there. The user then holds the mapping’s role in it. Otherwise the user leaves the workspace at that sign-in. To give an SSO user another workspace, add or widen a mapping row for their group.',
  /** A sign-in the mapping refuses changes nothing, so an Administrator may test SSO on their own address. */
  refusedSignIn:
    'When the mapping, or the default role **Deny access**, refuses a sign-in, nothing of that person changes: no role and no workspace, the role their password login holds included.',
  /** A workspace's creator is a member by hand, so the mapping decides at their next single sign-on (organisation.ts). */
  creatorMembership:
    'A user who creates a workspace and signs in through single sign-on keeps it only while a mapping row grants them a role there. This is the same as for a workspace added by hand. Before they sign in again, add a row for their group limited to the new workspace, or a row without a limit. Otherwise they leave the workspace at that sign-in.',
  /** How the Portal authenticates at the IdP's token endpoint (OpenID Connect Core 9); the IdP must allow it. */
  oidcClientAuthentication:
    "The Portal authenticates to the identity provider's token endpoint with `client_secret_basic`: the client ID and secret in an HTTP Basic `Authorization` header. An identity provider client limited to another method, such as `client_secret_post` or `private_key_jwt`, answers `invalid_client`.",
  /** A sign-in started at the identity provider: accepted, with RelayState limited to Portal addresses so it cannot redirect elsewhere. */
  idpInitiated:
    'The Portal also accepts a SAML sign-in started at the identity provider, such as a tile in Entra My Apps or an app in the Google apps menu. The identity provider posts the signed response to the ACS URL without an AuthnRequest, and the response passes the same checks. The Portal opens the address in RelayState if it is a Portal address, and its start page otherwise.',
  /** The Portal's side of SAML: what an identity provider administrator is asked about the service provider. */
  samlServiceProvider: [
    '**SP metadata:** the Entity ID URL serves the Portal’s SAML metadata, so an identity provider that imports metadata from a URL or a file can read it there. It holds the signing and the encryption certificate.',
    '**Signed AuthnRequest:** the Portal signs its AuthnRequest with RSA-SHA256 over the HTTP-Redirect binding, with the signing certificate of that metadata (Entra **Verification certificates**).',
    '**NameID:** the AuthnRequest asks for the format `urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress`.',
    '**Signed response:** the Portal requires the Response or the Assertion to be signed, with RSA-SHA256 or stronger. A SHA-1 signature is refused.',
    '**Encrypted assertions:** accepted but not required. The Portal decrypts AES-256-GCM or AES-128-CBC only, with the key transported by RSA-OAEP, using the encryption certificate of that metadata. In Okta, choose one of those two under **Assertion Encryption**. If your identity provider does not let you pick one of them (Entra **Token encryption** names no mode), leave encryption off: the signed assertion travels over HTTPS either way.',
  ],
  /** Why a metadata URL survives an IdP's certificate renewal and an uploaded file does not. */
  samlMetadataRefresh: `With a metadata URL, the Portal reads the metadata again every ${authentication.ssoMetadataRefreshHours} hours. It also reads it at once when a SAML response is signed with a certificate it does not hold, at most once every ${authentication.ssoMetadataRefetchMinMinutes} minutes. So a renewed certificate works from the first sign-in after the identity provider switches to it. The Portal trusts every signing certificate the metadata lists. An uploaded metadata file is never read again: upload the new one right after the identity provider switches certificates.`,
  /** Whether a user provisioned through single sign-on can get a Portal password: only while Require SSO is off. */
  ssoUserPassword:
    'A user provisioned through single sign-on has no Portal password until they set one with **Forgot password** on the sign-in page. That works only while **Require SSO** is off; the password then brings its own Portal MFA and the personal OpenVPN login.',
  /** The NameID and the email attribute must agree, so the key of the user and the address shown never diverge. */
  nameIdEmailMatch:
    'The SAML NameID must hold the same address as the `email` attribute, not an Entra UPN that differs from the mail address. When they differ, the Portal refuses the sign-in with “NameID does not match the email address” and creates no user.',
  /** The Portal keys an SSO user on the NameID, the email address: a changed address is a new user. */
  emailChange:
    'The Portal keys a single sign-on user on their email address: the SAML NameID, in the email address format the AuthnRequest asks for, or the OIDC `email` claim. When the address changes at the identity provider (a name change, a domain rename), the next sign-in creates a new Portal user with the mapped roles. The old user stays, and its personal API tokens keep working, until an Administrator [deactivates](/portal/org/employees) it.',
  deprovisioning:
    'Removing the user in the identity provider stops new single sign-on sign-ins only. While **Require SSO** is off, a user who has a Portal password can still sign in with it, in the Portal and through `POST /api/v1/authenticate`. An open Portal session runs until it ends by itself, and the personal API tokens of the user and the application tokens they created keep working. Deactivate the user in the Portal as well: that ends the sessions, deletes the personal API tokens, and flags their application tokens for rotation.',
} as const;

/** A domain is verified by one organisation at a time: the link page and the SSO pages render or link this. */
export const domainVerificationOwner =
  'A domain is verified by one organisation at a time. **Verify now** on a domain that another organisation has verified is refused with the message “This domain is verified by another organisation”. It works once that organisation removes the domain.';

/**
 * How a user confirms a sensitive Portal action (data export, access request, deletion request, closing a workspace or the organisation, unlink,
 * email address change, adding or removing the authenticator app, regenerating recovery codes):
 * the second factor of the user's own sign-in method, because a user who signs in only through single
 * sign-on has no Portal second factor to enter.
 */
export const sensitiveActionConfirmation =
  "A user with a password login confirms a data export (the **Organisation → Data** export only; a table's CSV export needs no confirmation), an access request or a deletion request with a current Portal MFA code (an email code, or the authenticator app's code once an app is set up). Closing the organisation, closing a workspace, unlinking a workspace, changing the email address, adding or removing the authenticator app and regenerating recovery codes ask for the password as well as that code, as an [ownership transfer](/portal/org/employees#transfer-ownership) and a link acceptance do; for removing the app and regenerating recovery codes, a recovery code serves as the code, so a lost phone does not lock you out of them. A user who signs in only through single sign-on confirms at the identity provider instead: the Portal sends them there for a fresh sign-in. That holds even if they set up an authenticator app to download the OpenVPN configuration, since that code serves the download only.";

export interface SignInMethod {
  /** Who signs in this way. */
  readonly who: string;
  /** One sentence for the table cell, or that sentence and the rules that go with it, which show under the table. */
  readonly credential: RuleText;
  readonly secondFactor: string;
  readonly result: string;
  /** The page that explains it in full. */
  readonly home: string;
}

/** Which workspace a Portal sign-in opens: the browser's last one, or the same first workspace a password session acts in. */
export const portalStartWorkspace =
  'A Portal sign-in opens the workspace this browser last used. A browser with none stored, or whose stored workspace the user no longer belongs to, opens the first workspace, in creation order, of those the user belongs to.';

/**
 * Which workspace a session from Portal user credentials acts in. A password names no workspace, so the rule is a
 * fixed one a script can predict, unlike "the workspace last used in the Portal". A linked workspace takes its place in
 * the order on the day it is linked, not the day its account was opened, so a link never moves the password sessions
 * of the organisation's existing users into the linked account.
 */
export const passwordLoginWorkspace =
  "An API session opened with the user's email and password acts with the user's own role in the first workspace, in creation order, of those the user belongs to.";

/** Where a linked workspace stands in the creation order that `passwordLoginWorkspace` and `portalStartWorkspace` use. */
export const linkedWorkspaceOrder =
  'A linked workspace takes its place in that order on the day it was linked, not the day its account was opened.';

/** Which workspaces the first workspace is picked from: a login belongs to one organisation, also after an unlink. */
export const unlinkedLoginFirstWorkspace =
  'A login belongs to one organisation, so the first workspace is picked from that organisation’s workspaces only, after an [unlink](/workspaces/link#unlink-a-workspace) as well.';

/** How a script acts in a workspace other than the first one: a password names no workspace, a token does. */
export const otherWorkspaceCredential = 'To act in another workspace, use a personal API token created there.';

/**
 * Whether a password sent to the API counts toward the Portal's sign-in lock. It does: the lock guards the account,
 * not the form, so a script that retries a wrong password can lock its person out of the Portal.
 */
export const apiPasswordLock = `After ${authentication.failedSignInsBeforeLock} failed sign-ins in a row, the account is locked for ${authentication.accountLockMinutes} minutes, in the Portal and in the API. A wrong \`password\` sent to \`authenticate\`, or a wrong second-factor code in the Portal (authenticator app, email code or recovery code), counts toward that lock. A successful sign-in restarts the count. While it is locked, even the right password is refused with 401 \`invalid_credentials\`. A password reset does not lift the lock: the new password works once the lock ends.`;

/**
 * Whether a wrong password at the personal OpenVPN login counts toward the sign-in lock. It does, as at
 * `authenticate`: a tunnel login with the Portal password is a sign-in to the same account, and the VPN server offers no
 * second factor to slow a guesser down.
 */
export const openVpnPasswordLock = `A wrong password at the personal OpenVPN login counts toward the [sign-in lock](/how-tos/multi-factor-authentication#account-lock), one failure for each start of the client. OpenVPN 2.x exits after \`AUTH_FAILED\` by default (\`--auth-retry none\`), so repeated attempts come from whatever restarts it: the Windows OpenVPN service, a systemd unit with \`Restart=\`, a router's watchdog, a client set to \`auth-retry nointeract\`, or OpenVPN GUI on Windows, which starts the client with \`--auth-retry interact\` and so reconnects with the same \`credentials.txt\` after \`AUTH_FAILED\` until you select **Disconnect**. Such a client, with an old password in \`credentials.txt\`, locks its person out of the Portal within ${authentication.failedSignInsBeforeLock} starts: update the file as soon as the password changes. To fix the file, stop the client first (in OpenVPN GUI, **Disconnect**), then correct it and connect again.`;

/** The same rule for its home page, the MFA page, where the sign-in lock is the section it is rendered in. */
export const openVpnPasswordLockHere = openVpnPasswordLock.replace(
  '[sign-in lock](/how-tos/multi-factor-authentication#account-lock)',
  'sign-in lock above',
);

/**
 * One login per email address on the whole platform: an invitation to an address that already has a login in another
 * organisation is refused, so no address has logins in two organisations, after an unlink too.
 */
export const oneLoginPerEmail =
  'An email address has at most one login on the platform. Inviting an address that already has a login in another organisation is refused with the message “This address already belongs to another organisation”. So no address has logins in two organisations, after an [unlink](/workspaces/link#what-unlinking-does) too.';

/**
 * What an invited employee sets when accepting an invitation, and the second factor they start with. The invitation
 * link proves the mailbox, so email codes work from the first sign-in; the authenticator app is the user's own choice.
 */
export const invitationAcceptance =
  'An invited employee enters their first and last name and sets a password when accepting the invitation; no second factor is set up then. Their sign-ins ask for an email code as the second factor until they set up an authenticator app.';

/**
 * What ends trust in a browser before its lifetime runs out. Trust is tied to the second factor, so a reset of that
 * factor or the end of the account ends it; a password change and **Sign out everywhere** leave it, which is why a
 * suspected compromise needs **Remove all** as well.
 */
export const trustedDeviceEnds = `A trusted browser stays trusted for ${authentication.trustedDeviceDays} days unless you remove it under **User settings → Security**, or its cookies are cleared. An MFA reset and a deactivation remove every trusted browser of the user. A password change or reset and **Sign out everywhere** do not: after a suspected compromise, also select **Remove all**.`;

/**
 * When the refresh tokens of a session from Portal user credentials stop working before their lifetime ends. A
 * password change is treated as a suspected leak, as **Sign out everywhere** is; the user's tokens are separate logins.
 */
export const passwordSessionRefreshEnd =
  "The refresh tokens of an API session opened with the user's email and password are refused with 401 `invalid_credentials` once the user's password is changed or reset. The same happens once the user selects **Sign out everywhere** or is deactivated, and once **Require SSO** is turned on for the user's address ([Require SSO outside the browser](/sso#require-sso-outside-the-browser)). A password change or reset leaves the user's personal API tokens working; what ends those is under [when a personal API token ends](/portal/user-settings#when-a-personal-api-token-ends).";

/** The same rule in the second person, for the user's own settings page. */
export const passwordSessionRefreshEndYours =
  'The refresh tokens of an API session opened with your email and password stop working once your password is changed or reset, once you select **Sign out everywhere**, or once **Require SSO** is turned on for your address. They are refused with 401 `invalid_credentials`, as they are once your account is deactivated.';

/**
 * When the refresh tokens from an application token or a personal API token stop working before their own lifetime
 * ends. A refresh renews only the refresh token, so a client that refreshes on schedule still meets the token's expiry
 * date: an expiry date, and the personal token's maximum lifetime, would mean nothing otherwise.
 */
export const tokenRefreshEnd = `A refresh token is refused with 401 \`invalid_credentials\` once the application token or personal API token it came from is revoked, passes its expiry date, or is deleted. This holds even within the refresh token's own ${authentication.refreshTokenLifetimeDays} days, because a refresh renews the refresh token, never the token it came from. What deletes a personal API token is under [when a personal API token ends](/portal/user-settings#when-a-personal-api-token-ends).`;

/**
 * What a client does when a refresh token is refused: a full login with the credential its session started from. A
 * script on a personal API token or a password has no application token to fall back to, and a refused credential
 * sent again only uses up the per-IP authenticate budget.
 */
export const refusedRefreshFallback =
  "After a refused refresh token, authenticate once with the credential the session started from. That is the application token, the personal API token, or the Portal user's `username` and `password`. If that is refused too, do not send it again: stop and alert a person.";

/** One way a user's personal API tokens end, and which of them it ends. */
export interface PersonalTokenEnd {
  /** What happens, linked to the page that explains it. */
  readonly event: string;
  readonly ends: string;
}

/**
 * Everything that ends a user's personal API tokens. Only the user sees and revokes them, but account and workspace
 * rules end them too, without warning a script that uses one: a token needs a user with a role in the workspace it was
 * created in, so whatever takes that role away deletes the token rather than leaving it to fail with 403.
 */
export const personalTokenEnds = [
  {
    event: 'Its expiry date passes',
    ends: `That token, whose date is set at creation, at most ${authentication.personalTokenMaxLifetimeDays} days ahead, and cannot be moved.`,
  },
  {
    event: 'The user [revokes it](/portal/user-settings#revoke-a-personal-api-token) on **User settings → API tokens**',
    ends: 'That token; nobody else sees the user’s tokens, so nobody else can revoke one.',
  },
  {
    event:
      'The user leaves the workspace the token was created in: an Administrator [removes them](/workspaces/manage-users#remove-access) with **Remove from workspace**, or a single sign-on whose [role mapping](/sso#user-provisioning-and-role-mapping) grants no role there',
    ends: 'The user’s tokens created in that workspace, which a user added back replaces with new ones; tokens from their other workspaces keep working.',
  },
  {
    event: 'The workspace the token was created in is [closed](/workspaces/create#close-a-workspace)',
    ends: 'Every personal token created in that workspace, of every user.',
  },
  {
    event:
      'A workspace is [unlinked](/workspaces/link#what-unlinking-does) and the user’s login ends up on the other side of it',
    ends: 'The user’s tokens created on the side they leave: in that workspace if they stay in the former organisation; in its other workspaces if they go with the workspace as its new Owner.',
  },
  {
    event: 'The user is [deactivated](/portal/org/employees#deactivate-a-user)',
    ends: 'All the user’s tokens, in every workspace.',
  },
  {
    event: 'A [deletion request](/portal/org/data#deletion-request) for the user is carried out',
    ends: 'All the user’s tokens: the request deactivates the user.',
  },
] as const satisfies readonly PersonalTokenEnd[];

/** What leaves personal API tokens working, so that a reader does not expect them to end with a sign-out. */
export const personalTokenSurvivors = `Personal API tokens keep working after a password change or reset, **Sign out everywhere**, a role change, and removing the user in the identity provider. After a role change, a token acts with the new role from the ${roleChange.api} on.`;

/**
 * Which credential a program or script should hold. One rule for every page: a script run by hand, and a first test of
 * the API, use a personal API token, because a password sent to the API has no second factor, acts in a fixed workspace
 * (`passwordLoginWorkspace`) and, when wrong, locks its person out of the Portal (`apiPasswordLock`).
 */
export const scriptCredentialChoice =
  "Use an application token for anything that runs unattended (a service, a scheduled job, a CI pipeline, a gateway). Use a personal API token for a script a person runs by hand. The token acts with that person's role in the workspace where it was created, and the SDKs take it as the application token. A first test of the API uses a personal API token too. Do not put a Portal email address and password in a script: no second factor guards them, and a repeated wrong password locks its person out of the Portal.";

export const signInMethods = [
  {
    who: 'Portal user',
    credential: 'Email address and password',
    secondFactor: 'Mandatory: an email code or a TOTP app',
    result: 'A Portal session',
    home: '/how-tos/multi-factor-authentication',
  },
  {
    who: 'Portal user with single sign-on',
    credential: "The organisation's identity provider",
    secondFactor: "The identity provider's, under its own rules; the Portal asks for none",
    result: 'A Portal session',
    home: '/sso',
  },
  {
    who: 'Program using the REST or GraphQL API',
    credential: [
      'An application token',
      'Sent to `POST /api/v1/authenticate`. The token can have an expiry date and an IP restriction.',
    ],
    secondFactor: 'None',
    result: `A JWT \`auth_token\` valid ${authentication.authTokenLifetimeHours} hours and a refresh token valid ${authentication.refreshTokenLifetimeDays} days`,
    home: '/portal/application-tokens',
  },
  {
    who: 'Script using a Portal password (discouraged)',
    credential: [
      "A Portal user's email address and password",
      `Sent as \`username\` and \`password\` of \`POST /api/v1/authenticate\`. A user who must sign in with single sign-on is refused with 401 \`${ssoRequiredCode}\`.`,
      'The session acts in the [first workspace the user belongs to](/workspaces/switch#work-with-several-workspaces-without-switching).',
    ],
    secondFactor: 'None',
    result: 'The same `auth_token` and refresh token as with an application token',
    home: '/rest#password-sessions',
  },
  {
    who: 'Script a person runs by hand, or a person testing the API',
    credential: [
      'A personal API token',
      'Created under **User settings → API tokens** and sent in the `application_token` field of `POST /api/v1/authenticate`.',
      `The token expires within ${authentication.personalTokenMaxLifetimeDays} days or [ends earlier](/portal/user-settings#when-a-personal-api-token-ends), for example when the user is deactivated or leaves its workspace.`,
      "The session acts with the user's own role in the workspace where the token was created.",
    ],
    secondFactor: 'None',
    result: 'The same `auth_token` and refresh token as with an application token',
    home: '/portal/user-settings#api-tokens-and-application-tokens',
  },
  {
    who: 'OpenVPN client on a server or gateway',
    credential: [
      '`credentials.txt`: the organisation id on line 1, an application token on line 2',
      'The organisation id is on **Organisation → Company details**, the same in every workspace. The token alone decides the workspace. A token created in another [workspace](/workspaces) still goes with the organisation id, never that workspace’s own id.',
      "The client's public address must lie inside the token's IP restriction, and the token's expiry date applies.",
      "The token's role needs `downloadVpnConfig`; without it the login is refused with `AUTH_FAILED`.",
    ],
    secondFactor: 'None at login',
    result: "A VPN tunnel to the devices of the token's workspace only",
    home: '/services/openvpn',
  },
  {
    who: 'OpenVPN client used by a person',
    credential: [
      "`credentials.txt`: a Portal user's email address on line 1, their password on line 2",
      'A user who signs in only through single sign-on has no Portal password: use the [gateway login](/services/openvpn#create-the-credentials-file).',
      'The login is refused with `AUTH_FAILED` for a deactivated user, or one whose role lacks `downloadVpnConfig` in every workspace.',
    ],
    secondFactor: 'None at login',
    result: 'A VPN tunnel to the devices of every workspace in which the user’s role has `downloadVpnConfig`',
    home: '/services/openvpn',
  },
] as const satisfies readonly SignInMethod[];

/**
 * Which device addresses the OpenVPN server routes to a client: the login decides, as it decides which
 * workspaces the client reaches (`signInMethods`); the downloaded configuration only names the region's server.
 */
export const openVpnRoutes =
  "On connect, the server pushes routes for the device addresses it can reach. These are its region's part of the shared pool and the standard IP address spaces of the workspaces the login reaches. A virtualised space is reached over Cloud Connect only. The gateway login reaches the application token's workspace. The personal login reaches every workspace in which the user's role has `downloadVpnConfig`. The workspace in which the client configuration was downloaded does not matter.";

export interface MfaMethodInfo {
  readonly name: string;
  readonly howItWorks: string;
  readonly validity: string;
  /** What this factor is enough for. */
  readonly enoughFor: string;
}

/** The second factors a Portal user can have; one is required for every sign-in. */
export const mfaMethods = [
  {
    name: 'Email code',
    howItWorks: 'The Portal emails a one-time code to the account address after the password',
    validity: `${authentication.mfaEmailCodeMinutes} minutes; only the newest code is accepted`,
    enoughFor: 'Signing in to the Portal, and confirming a sensitive action',
  },
  {
    name: 'Authenticator app (TOTP)',
    howItWorks: 'An app generates a 6-digit code that changes every 30 seconds (RFC 6238)',
    validity: 'One 30-second step, with one step of clock drift allowed either side',
    enoughFor:
      'Signing in, confirming a sensitive action, and the one action that accepts only TOTP: downloading an OpenVPN client configuration',
  },
] as const satisfies readonly MfaMethodInfo[];

/**
 * The second factor a sign-in asks for once an authenticator app is set up. Email is not offered as a fallback: a
 * mailbox takeover would otherwise bypass the app, which is why a lost phone needs a recovery code or an MFA reset.
 */
export const mfaAppReplacesEmail =
  'With an authenticator app set up, every sign-in asks for the app code or one of your recovery codes. The sign-in no longer offers an email code. Email codes return only if the app is removed or your MFA is reset.';

/**
 * What an email address change does: it is a sensitive action, and it waits for the new mailbox, so a stolen session
 * cannot move the account to another address unseen.
 */
export const emailAddressChange =
  'Changing the email address is a [sensitive action](/how-tos/multi-factor-authentication#sensitive-actions). The new address takes effect only once you open the confirmation link sent to it; until then you sign in with the old one. The old address gets a notice of the change.';

/**
 * What a recovery-code regeneration you did not make means. The suspected-compromise steps on User settings are the
 * one procedure; this text sends the reader to them and says why they cover it (the MFA reset voids the codes made).
 * It promises nothing of the Owner's own app set-up: an Owner with an app they did not add asks support.
 */
export const unexpectedRecoveryRegeneration =
  'A `recovery codes regenerated` event ([event 14](/system-events/event-types#api-and-account-events)) you did not make means someone else knows your password and holds a code. Take the steps for [a suspected compromise](/portal/user-settings#if-someone-else-used-your-account) at once: the MFA reset in them (for the Owner, setting up the app again) voids the set that person made.';

/**
 * What an MFA reset does, rendered on the MFA page, User settings and Employees. It voids the recovery codes too, so a
 * reset is also how a user gets rid of an authenticator app they did not add: removing that app themselves would need
 * its code or one of the recovery codes its set-up produced.
 */
export const mfaReset =
  '**Reset MFA**, on the user’s row under **Organisation → Employees**, removes the user’s authenticator app and every trusted browser, and voids their recovery codes. At the next sign-in the user confirms with an email code. Email codes serve until the user sets up an authenticator app again, which is optional and gives new recovery codes. It is not offered on the Owner’s own row: an Owner who lost their second factor asks [support](/support).';

/**
 * The recovery codes that come with an authenticator app, and how a user replaces them without setting the app up
 * again: a set shown once can be lost, and a new set must void the old one, or a leaked printout would stay valid.
 */
export const recoveryCodeCount = 10;

export const recoveryCodes = `Setting up an authenticator app gives ${recoveryCodeCount} single-use recovery codes, shown once. Each replaces the app code once: for a sign-in, or as the code that confirms removing the authenticator app or regenerating recovery codes. **User settings → Security → Regenerate recovery codes** makes a new set and voids the old one, unused codes included; the app stays set up.`;

/** What an OpenVPN login name can be: an organisation id (digits) or an email address, never a free-form name. */
export const openVpnLoginNames = ['organisation id', 'email address'] as const;

/** Whether a name is a valid OpenVPN login: an organisation id or an email address. */
export function isOpenVpnLoginName(name: string): boolean {
  return /^\d+$/.test(name) || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(name);
}

/** An error the Portal shows when a single sign-on fails, as the Portal spells it, with its cause and fix. */
export interface SsoErrorMessage {
  /** The message as the Portal shows it. */
  readonly message: string;
  readonly cause: string;
  /** One sentence; `section` walks through it. */
  readonly fix: string;
  /** The section of /sso/troubleshooting that explains the failure in full. */
  readonly section: string;
}

/**
 * The Portal's single sign-on error messages: the troubleshooting page renders them as a table and quotes them in
 * its sections from here, so that a message the Portal renames changes in one place.
 */
export const ssoErrorMessages = [
  {
    message: 'Assertion not yet valid',
    cause: `The SAML \`NotBefore\` or the OIDC \`iat\` lies more than ${authentication.ssoClockSkewMinutes} minutes ahead of the Portal's clock: the identity provider's clock runs fast.`,
    fix: "Fix the time synchronisation of the identity provider's host.",
    section: '/sso/troubleshooting#clock-skew-assertion-not-yet-valid-or-expired',
  },
  {
    message: 'Assertion expired',
    cause: `The SAML \`NotOnOrAfter\` or the OIDC \`exp\` passed more than ${authentication.ssoClockSkewMinutes} minutes ago on the Portal's clock: after a fresh sign-in, the identity provider's clock runs slow.`,
    fix: "Fix the time synchronisation of the identity provider's host.",
    section: '/sso/troubleshooting#clock-skew-assertion-not-yet-valid-or-expired',
  },
  {
    message: 'Signature validation failed',
    cause: 'The identity provider signs with a certificate that the metadata the Portal holds does not list.',
    fix: 'Upload fresh metadata, or give the Portal a metadata URL it can fetch (Google Workspace publishes none).',
    section: '/sso/troubleshooting#certificate-expired-or-rotated',
  },
  {
    message: 'Response not intended for this Portal',
    cause:
      "The SAML `Audience` is not the Portal's entity ID, or the `Destination` is not its ACS URL: the identity provider holds a different value than the Portal shows.",
    fix: "Copy the Portal's entity ID and ACS URL into the identity provider exactly, with no trailing slash.",
    section: '/sso/troubleshooting#wrong-acs-url-or-entity-id',
  },
  {
    message: 'Access denied: no role in this organisation',
    cause:
      'The user is in no mapped group and the default role is **Deny access**, or the groups claim does not reach the Portal.',
    fix: 'Add the user to a mapped group, or choose a default role.',
    section: '/sso/troubleshooting#user-not-provisioned-or-wrong-role',
  },
  {
    message: 'Your account has been deactivated',
    cause: 'An Administrator or the Owner deactivated the user in the Portal. Single sign-on does not reactivate them.',
    fix: 'Reactivate the user under **Organisation → Employees**.',
    section: '/sso/troubleshooting#user-deactivated-in-the-portal',
  },
  {
    message: 'No email address in the assertion',
    cause: 'The identity provider sends no `email` attribute or email claim.',
    fix: "Map the user's email address to `email` in the identity provider.",
    section: '/sso/troubleshooting#email-address-refused',
  },
  {
    message: 'NameID does not match the email address',
    cause:
      'The SAML NameID holds another value than the `email` attribute, such as an Entra UPN that differs from the mail address.',
    fix: 'Set the NameID to the email address in the identity provider, in the email address format.',
    section: '/sso/troubleshooting#email-address-refused',
  },
  {
    message: 'Assertion could not be decrypted',
    cause:
      "The assertion is encrypted with an algorithm other than AES-256-GCM or AES-128-CBC, or for a certificate other than the Portal's encryption certificate.",
    fix: "Choose AES-256-GCM or AES-128-CBC and the Portal's encryption certificate, or switch assertion encryption off.",
    section: '/sso/troubleshooting#assertion-could-not-be-decrypted',
  },
  {
    message: 'Email does not match a verified domain',
    cause: 'The email address the identity provider sends is on a domain the organisation has not verified.',
    fix: "Send the user's address on a verified domain.",
    section: '/sso/troubleshooting#email-address-refused',
  },
] as const satisfies readonly SsoErrorMessage[];

/**
 * The message the Portal shows for one single sign-on failure, for a page that quotes it in prose. A message the
 * module no longer holds fails the build instead of leaving a stale quote on the page.
 */
export function ssoErrorMessage(message: string): string {
  const error = ssoErrorMessages.find((candidate) => candidate.message === message);
  if (!error) throw new Error(`ssoErrorMessage: no SSO error message "${message}" in signIn.ts`);
  return error.message;
}
