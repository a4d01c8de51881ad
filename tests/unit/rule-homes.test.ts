import {describe, expect, it} from 'vitest';
import {oneLine} from './one-line';
import {eventTypes} from '../../src/platform';
import {blocks, withTrees} from './mdx-tree';
import {loadDocs, type DocFile} from './docs';

/**
 * One home per rule. Each rule of src/platform is stated in full on one page,
 * its home; any other page that states it must, in the same paragraph (or list
 * item, or table row), link to that home or render the module's component.
 * A sentence states a rule when it matches every pattern of one of the rule's
 * signals. A failure names the file, the line and the rule.
 */

interface RuleHome {
  rule: string;
  /** The route of the page that states the rule in full, with the anchor of its section if it has one. */
  home: string;
  /** Each signal is a set of patterns that must all match one sentence of prose. */
  signals: readonly (readonly RegExp[])[];
  /** Paragraphs about something else that shares the words. */
  unless?: RegExp;
  /**
   * Components of src/components/platform that render the rule from the module; a text component is named with the
   * module text it renders (`RuleTextBlock text={ntnCombinationList}`), since it renders any text.
   */
  components: readonly string[];
  /** A link home is not enough: a rule that drifted on several pages must be rendered by one of `components`. */
  renderOnly?: boolean;
}

/** An SMS status: the API's upper-case form anywhere, a Portal label only in bold, as pages write labels. */
const SMS_STATUS =
  /\b(?:ENROUTE|BUFFERED|CANCELED)\b|\b(?:DELIVERED|EXPIRED|FAILED)\b(?=[^.]*\bSMS|[^.]*\bmessage)|\*\*(?:Pending|Received|En route|Buffered|Delivered|Expired|Failed|Cancell?ed|Sent)\*\*/;
const REGION = String.raw`\b(?:US East|EU West|Asia Pacific)\b`;
/** What a quota does to the device: the words of a consequence. */
const QUOTA_CONSEQUENCE = String.raw`\b(?:stops?|stopped|Blocked|blocks?|throttl\w*|no (?:data|SMS|service)|unchanged|limited|cut off|without (?:data|service)|keeps?|goes on|continues?|works?|refused|ignored)\b`;
const QUOTA_TRIGGER = String.raw`\b(?:used up|exhausted|expires?|expired|removed?|removing|deleted|runs? out|no (?:active )?quota)\b`;

const ruleHomes: readonly RuleHome[] = [
  {
    rule: 'which IP address spaces a Cloud Connect connection routes, and what needs a support request',
    home: '/services/cloud-connect#cidr-planning',
    signals: [
      [/\baddress spaces?\b/i, /\bsupport\b|\brequest\b/i, /\brout(?:e|es|ed|ing)\b/i],
      [/\baddress spaces?\b|\bthe space\b/i, /\bas soon as (?:you add|it is added)/i],
    ],
    components: [],
  },
  {
    rule: 'plans and what each includes',
    home: '/portal/org/subscription#plans',
    signals: [
      [/\b(?:Standard|Plus|Pro)\b(?: or \w+)? (?:plan|subscription)s?\b/],
      [
        /\b(?:needs?|requires?|only (?:on|in|with)|available (?:on|in)|included (?:on|in))\b/i,
        /\b(?:Plus|Pro)\b(?! tip)/,
      ],
      [/\bincluded (?:in|with) (?:every|all|each) (?:subscription )?plans?\b/i],
    ],
    unless: /\bJamf Pro\b|\bPro tip\b/,
    components: ['PlanTable', 'PlansWith', 'PlanChangeTable'],
  },
  {
    rule: 'which workspace an SSO user in no mapped group gets the default role in (signIn.ts singleSignOn.defaultRoleScope)',
    home: '/sso#user-provisioning-and-role-mapping',
    signals: [[/\bdefault role\b/i, /\b(?:gets?|receives?|signs? in with)\b/i]],
    components: [],
  },
  {
    rule: 'when the Portal reads a SAML metadata URL again, and what a renewed IdP certificate needs (signIn.ts singleSignOn.samlMetadataRefresh)',
    home: '/sso#certificate-renewal',
    signals: [
      [/\bmetadata\b/i, /\b(?:re-?reads?|reads? (?:it )?again|picks? up|refresh\w*|every \d+ hours)\b/i],
      [/\bcertificate\b/i, /\b(?:renew\w*|rotat\w*)\b/i, /\bupload\w*\b/i],
    ],
    components: [],
  },
  {
    rule: 'when support handles tickets (plans.ts supportHours)',
    home: '/support#support-hours',
    signals: [[/\baround the clock\b|\b24\/7\b|\bbusiness hours\b/i, /\b(?:support|tickets?|incidents?)\b/i]],
    components: [],
  },
  {
    rule: 'price models, who may change them, and the rate zones an allowance covers (plans.ts priceModels)',
    home: '/portal/org/subscription#price-models',
    signals: [
      [/price model/i, /\b(?:chang|switch|pick|choos|select|set by|set in|agree)\w*/i],
      [/\b(?:allowances?|pool)\b/i, /\bzones?\b/i, /\b(?:cover(?:s|ed)?|tied|outside|draws?|per zone)\b/i],
    ],
    components: ['PriceModelTable', 'PlanChangeTable'],
  },
  {
    rule: 'quotas: fields, exhaustion, expiry, removal, policies without quotas',
    home: '/services/quota-management',
    signals: [
      [/\bquotas?\b/i, new RegExp(`${QUOTA_TRIGGER}.{0,50}${QUOTA_CONSEQUENCE}`, 'i')],
      [
        /\bquotas?\b/i,
        new RegExp(`${QUOTA_CONSEQUENCE}.{0,60}\\b(?:when|once|after|if|until)\\b.{0,60}${QUOTA_TRIGGER}`, 'i'),
      ],
      [/\bapply_(?:data|sms)_quota\b/],
      [/\bquotas?\b/i, /\bthrottl\w*/i],
      [/\bquotas?\b|\bremaining_volume\b/i, /`volume`|\bvolume\b/, /\b(?:total|remaining|left)\b/i],
    ],
    components: ['QuotaFieldTable', 'QuotaActionTable', 'QuotaSituationTable'],
  },
  {
    rule: 'a service policy without data',
    home: '/portal/device-policies#a-service-policy-without-data',
    signals: [
      [
        /\b(?:without data|no data service|data (?:service )?(?:is )?(?:not allowed|turned off|off|disabled)|(?:allows?|allowing) no data|data not allowed)\b/i,
        /\b(?:policy|policies|service)\b/i,
        /\b(?:Attached|Blocked|registers?)\b/,
      ],
    ],
    components: ['PolicyWithoutData'],
  },
  {
    rule: 'when a policy change applies',
    home: '/portal/device-policies#when-a-change-applies',
    signals: [
      [
        /\b(?:policy|policies|breakout region|DNS)\b/i,
        /\b(?:chang\w*|edit\w*|sav(?:e|ed|ing)|turning|lowering|raising|blocking)\b/i,
        /\b(?:at once|immediately|straight away|right away|next (?:data )?session|until (?:it|they|the device|devices) reconnect)\b/i,
      ],
      [/\b(?:breakout region|DNS)\b/i, /\bwith (?:its|their) next data session\b/i],
    ],
    unless: /\bCSV\b|\bat once instead of\b/i,
    components: ['PolicyChangeRules'],
  },
  {
    rule: 'breakout regions',
    home: '/portal/device-policies#breakout-regions',
    signals: [
      [new RegExp(`${REGION}(?:, ${REGION})*,? (?:and|or) ${REGION}`)],
      [
        /\bdefault (?:breakout )?region\b|\bregion\b.{0,20}\bby default\b|\bEU West\b.{0,20}\bdefault\b|\bdefault\b.{0,10}\bEU West\b/i,
      ],
      [/\b(?:three|3) (?:breakout )?regions\b/i],
      [/\b(?:each|every) region\b.{0,60}\b(?:OpenVPN|VPN)\b/i],
      [/\b(?:VPN|OpenVPN) regions?\b/],
    ],
    components: ['BreakoutRegionTable', 'DefaultBreakoutRegion'],
  },
  {
    rule: 'SMS statuses (MT and MO)',
    home: '/services/sms#delivery-status',
    signals: [[/\b(?:ENROUTE|BUFFERED|CANCELED)\b/], [/\b(?:SMS|messages?)\b/i, SMS_STATUS]],
    components: ['SmsStatusTable', 'SmsStatusLabel'],
  },
  {
    rule: 'SMS text outside GSM-7 (UCS-2)',
    home: '/services/sms#limits',
    signals: [
      [
        /\b(?:outside|not in|beyond)\b.{0,20}\b(?:GSM[- ]?7|GSM 7-bit|alphabet)|\bnon-GSM/i,
        /\b(?:UCS-2|reject\w*|refus\w*)/i,
      ],
      // The one-SMS lengths typed as numbers instead of rendered from limits.sms.
      [/\b160\b/, /\b70\b/, /\b(?:SMS|septets?|characters?)\b/i],
    ],
    components: ['LimitsTable'],
  },
  {
    rule: 'data-stream statuses',
    home: '/multicloud-data-streamer/manage-data-streams#stream-status',
    signals: [
      [/\bstreams?\b/i, /`(?:active|paused|failed)`/],
      [
        /\bstreams?\b/i,
        /\*\*(?:Running|Paused|Error|Active|Failed)\*\*/,
        /\b(?:means?|when|while|kept|retried|retries|until|returns?|changes? to)\b/i,
      ],
    ],
    components: ['DataStreamStatusTable'],
  },
  {
    rule: 'API retry policy and idempotency keys',
    home: '/sdks/retries',
    signals: [
      [/\bretr(?:y|ies|ied|ying)\b/i, /\b(?:429|50[0-4])\b[^.]*\b(?:429|50[0-4])\b/],
      [/\bretr(?:y|ies|ied|ying)\b|\bbackoff\b/i, /\b(?:cap|base|doubl\w*)\b/i, /\d ?(?:s|seconds?)\b/],
      [/\bIdempotency-Key\b|\bidempotency keys?\b/i, /\b(?:kept|keeps?|remembers?|stored)\b/i, /\b\d+ hours\b/],
    ],
    unless: /\bwebhooks?\b|\bdeliver(?:y|ies)\b/i,
    components: [],
  },
  {
    rule: 'when to repeat a connectivity reset (connectivityReset.ts connectivityResetRepeat)',
    home: '/sdks/retries#repeating-a-connectivity-reset',
    signals: [
      // "Check its connectivity before you repeat a reset": the status cannot tell a reset that ran from one that did not.
      [
        /\bconnectivity\b/i,
        /\bbefore (?:you |it |they )?(?:repeat|retr)\w*\b[^.]{0,40}\breset\b|\breset\b[^.]{0,80}\bbefore (?:you |it |they )?(?:repeat|retr)\w*/i,
      ],
      [
        /\b(?:repeat\w*|retr(?:y|ies|ied|ying))\b/i,
        /\b(?:connectivity )?reset\b|\bresetEndpointConnectivity\b/i,
        /\bevent 17\b|\bevent_type:17\b|\bconnectivity first\b|\bread\w* (?:its|the device's|the) connectivity\b/i,
      ],
    ],
    components: [],
  },
  {
    rule: 'how the API rate limit works (the values are in the limits table)',
    home: '/rest#rate-limits',
    signals: [[/\btoken bucket\b|\b(?:one|single|shared) budget\b/i], [/\b(?:refills?|sustained)\b/i, /\bbursts?\b/i]],
    components: [],
  },
  {
    rule: 'webhook signing',
    home: '/sdks/webhooks',
    signals: [
      [/\bX-(?:Webhook-)?Signature\b|\bX-Webhook-Id\b|\bX-Hub-Signature/],
      [/\bwebhooks?\b/i, /\b(?:signed|signs|signing|signature|HMAC)\b/i],
      [
        /\bsecret\b/i,
        /\b(?:generate[sd]?|generating|shown|returns?|returned)\b/i,
        /\b(?:webhooks?|action|SMS interface|stream)\b/i,
      ],
    ],
    components: ['WebhookSecretOrigin'],
  },
  {
    rule: 'Portal sign-in: password and mandatory second factor',
    home: '/how-tos/multi-factor-authentication',
    signals: [
      [/\b(?:MFA|multi-factor|second factor|two-factor|2FA)\b/i, /\b(?:mandatory|required|optional)\b/i],
      [/\b(?:MFA|multi-factor|second factor|email code|sign-in code)\b/i, /\b\d+ (?:days|minutes)\b/i],
      [/\btrusted (?:device|browser)s?\b/i, /\b\d+ days\b/i],
    ],
    unless: /\bAADSTS|\bEntra\b|\bOkta\b|identity provider/i,
    components: ['MfaMethodTable', 'SignInMethodTable'],
  },
  {
    rule: 'application tokens',
    home: '/portal/application-tokens',
    signals: [
      [
        /\bapplication tokens?\b/i,
        /\b(?:no|without|needs? no|does not need|do not need|not ask for)\b.{0,20}\b(?:second factor|MFA|multi-factor)\b/i,
      ],
      [
        /\bapplication tokens?\b/i,
        /\b(?:IP restriction|expiry date|optional expiry|never expires?|expires? (?:after|on|when))\b/i,
      ],
    ],
    components: ['SignInMethodTable'],
  },
  {
    rule: 'OpenVPN login',
    home: '/services/openvpn#create-the-credentials-file',
    signals: [
      [/\bcredentials\.txt\b/, /\b(?:user ?name|email|organi[sz]ation id|password|application token)\b/i],
      [
        /\b(?:OpenVPN|VPN)\b/,
        /\b(?:log(?:s|ged)? ?in|sign(?:s|ed)? in|user ?name)\b/i,
        /\b(?:email|organi[sz]ation id)\b/i,
      ],
    ],
    components: ['SignInMethodTable'],
  },
  {
    rule: 'SIM registration, release and organisation closure',
    home: '/services/sim-lifecycle-management#registration-release-and-closure',
    signals: [
      [
        /\breleas\w*/i,
        /\bSIMs?\b/,
        /\b(?:arrives?|appears?|shows?|sees?|becomes?|lands?|keeps?)\b.{0,40}\b(?:Issued|Suspended|Activated)\b/,
      ],
      [/\breleas\w*/i, /\b(?:Activated|Factory Test)\b/, /\b(?:suspend\w*|first|must|cannot|only)\b/i],
      // The releasable states typed out instead of rendered with <ReleasableSimStates />.
      [/\breleas\w*/i, /\bonly\b/i, /\bIssued or Suspended\b/],
      [
        /\bregist(?:er|ers|ered|ering|ration)\b/i,
        /\bSIMs?\b/,
        /\b(?:becomes?|arrives?|starts?|puts?|lands?)\b.{0,30}\bIssued\b/,
      ],
      [/\bclos(?:e|es|ed|ing)\b(?: (?:the|an|your))? organi[sz]ation/i, /\bSIMs?\b/],
    ],
    components: ['SimOwnershipTable'],
  },
  {
    rule: 'what taking a SIM off a registered device does (states.ts simTakenOff)',
    home: '/portal/sim-inventory#taking-a-sim-off-a-device',
    signals: [
      [
        /\bunassign\w*|\btak(?:e|es|ing|en) (?:a|the|its) SIM off\b|\bdelet(?:e|es|ing) (?:the|a) device\b/i,
        /\bregist(?:ered|ration)\b/i,
        /\b(?:cancel\w*|ends?|ended|refused|cause 17|event 17)\b/i,
      ],
    ],
    components: ['SimTakenOffNote'],
  },
  {
    rule: "who may reset the Owner's second factor (roles.ts permissions manageUsers)",
    home: '/portal/roles#permission-table',
    signals: [[/\breset\w*/i, /\bsecond factor\b|\bMFA\b/i, /\bOwner\b/]],
    components: ['PermissionTable', 'RequiredRole'],
  },
  {
    rule: 'what the trial credit pays for (plans.ts trialCharges)',
    home: '/quickstart/trial#what-the-trial-includes',
    signals: [[/\b(?:trial|prepaid) credit\b|\bcredit\b[^.]*\btrial\b/i, /\b(?:SIM|monthly) fees?\b|\bmonthly fee\b/i]],
    components: [],
  },
  {
    rule: 'SIM status changes: repeated status, unlisted transition',
    home: '/services/sim-lifecycle-management#changing-the-state-with-the-api',
    signals: [
      [/\b409\b/, /\bSIMs?\b/, /\b(?:status|state|transition|Issued)\b/i],
      [/\bno-op\b|\balready has\b|\bsame status\b|\brepeat\w*\b/i, /\bSIM\b/, /\b(?:status|state)\b/i],
    ],
    components: ['SimTransitionTable'],
  },
  {
    rule: 'who is in a workspace, and who may link, unlink or close one (organisation.ts workspaceRules)',
    home: '/workspaces#who-may-do-what-with-a-workspace',
    signals: [
      [
        /\bnew workspace\b/i,
        /\b(?:only (?:user|member)|no (?:other )?users|users? except|members?|holding the \w+ role|as (?:its )?(?:Owner|Administrator))\b/i,
      ],
      [/\baccept\w*/i, /\b(?:link\w*|request|account)\b/i, /\b(?:Owner|Administrator)\b/i],
      [
        /\b(?:clos\w*|remov\w*|delet\w*) (?:a |the |this |that )?workspace\b/i,
        /\b(?:only|once|until|first|cannot|SIMs?|unpaid)\b/i,
      ],
      [
        /\b(?:un)?link\w*/i,
        /\b(?:contract|price model|(?:subscription|Standard|Plus|Pro) plan)\b/i,
        /\b(?:replac\w*|ends?|appl\w*|stays?|keeps?|returns?|gets? back)\b/i,
      ],
      [/\bunlink\w*/i, /\b(?:Owner|Administrator)\b/i, /\b(?:can|may|becomes?)\b/],
    ],
    components: ['WorkspaceRuleTable'],
  },
  {
    rule: "an application token when its creator's role changes or the creator leaves (roles.ts tokenCreatorChanges)",
    home: '/portal/application-tokens#permissions',
    signals: [
      [
        /\b(?:application tokens?|the token|a token|tokens? (?:they|the user|the person|someone) created)\b/i,
        /\b(?:deactivat\w*|removed? from|leaves?|left|reduced|demoted|changed to)\b/i,
        /\b(?:valid|keeps? working|keeps?|stops?|refused|fails?|follows?|shrinks?|flagged|403)\b/i,
      ],
    ],
    components: ['TokenCreatorChangeTable'],
  },
  {
    rule: 'an empty APN and the subscription default (apn.ts apnRule)',
    home: '/apn-configuration#an-empty-apn',
    signals: [
      [
        /\b(?:empty|blank|no) (?:attach )?APN\b|\bAPN\b.{0,30}\b(?:empty|blank|left out|omit\w*)\b|\bwithout (?:an )?APN\b/i,
        /\b(?:default|reject\w*|refus\w*|succeed\w*|works?|fails?)\b/i,
      ],
      // "If no APN is set, enter kio": setting the APN only when the field is empty is the rule's opposite.
      [/\b(?:if|when|where) (?:no|an empty) APN (?:is |was )?(?:set|configured|filled in|shown)\b/i],
    ],
    components: ['EmptyApnRule'],
  },
  {
    rule: 'what a wrong APN does on LTE, and the Release 13 exception (apn.ts wrongApnOnLte)',
    home: '/apn-configuration#an-empty-apn',
    // The exception was worded three ways ("an LTE-M module", "an LTE-M or NB-IoT module", "a few modules").
    signals: [[/\bwrong APN\b/i, /\bwithout (?:a )?PDN connection\b|\bRelease 13\b/i]],
    components: ['InlineText text={wrongApnOnLte}', 'EmptyApnRule'],
  },
  {
    rule: 'ownership transfer (roles.ts ownershipTransfer)',
    home: '/portal/org/employees#transfer-ownership',
    signals: [
      [
        /\b(?:transfer\w*|hands? over|Make Owner)\b/i,
        /\bOwner(?:ship)?\b/,
        /\b(?:becomes?|password|MFA code|confirm\w*)\b/i,
      ],
      [/\b(?:previous|former|new) Owner\b/, /\bbecomes?\b/],
    ],
    components: ['OwnershipTransferList'],
  },
  {
    rule: 'what an overdue invoice blocks (billing.ts overduePayment)',
    home: '/portal/org/billing#when-an-invoice-is-overdue',
    signals: [[/\b(?:overdue|unpaid|non-payment)\b/i, /\bactivat\w*/i, /\b(?:block\w*|stop\w*|refus\w*|held|hold)\b/i]],
    components: ['OverduePaymentRule'],
  },
  {
    rule: 'the monthly SIM fee by state (states.ts simStates monthlyFee)',
    home: '/services/sim-lifecycle-management#charging-by-state',
    signals: [
      [
        /\bmonthly (?:SIM )?fees?\b/i,
        /\b(?:Issued|Suspended|suspend\w*|Deleted|Factory Test|whole month|next month|following)\b/,
        /\b(?:charged|carr(?:y|ies)|no monthly|stops?|not)\b/i,
      ],
    ],
    components: ['SimStateTable'],
  },
  {
    rule: 'when a role change applies (roles.ts roleChange)',
    home: '/portal/roles#when-a-role-change-takes-effect',
    signals: [[/\broles?\b/i, /\b(?:next (?:API )?request|next page load|(?:next|every|each) (?:SSO )?sign-in)\b/i]],
    unless: /\bgroups? claim\b/i,
    components: [],
  },
  {
    rule: 'the quota events an auto-refilled quota fires again (quotas.ts quotaAutoRefill, automations.ts automationTriggers)',
    home: '/services/quota-management',
    signals: [[/\bauto[_-]refill\b|\brefill(?:s|ed)?\b/i, /\b(?:fires?|trigger(?:s|ed)?|threshold|used[- ]up)\b/i]],
    components: ['QuotaFieldTable', 'AutomationTriggerTable'],
  },
  {
    rule: 'the SIM states a workspace transfer accepts (states.ts transferableSimStates)',
    home: '/workspaces/transfer-sims#prerequisites',
    signals: [[/\btransfer(?:s|red|ring)?\b/i, /\b(?:Issued|Activated|Suspended|Factory Test|Deleted)\b/]],
    components: ['TransferableSimStates'],
  },
  {
    rule: 'what stopping data does to the data session on each radio technology (policies.ts policyChangeTimings)',
    home: '/portal/device-policies#when-a-change-applies',
    signals: [
      [
        /\b(?:close[sd]|closing|deactivates?|deactivated)\b[^.]{0,40}\bPDP context|\b(?:keeps?|kept)\b[^.]{0,30}\bbearer\b|\bbearer\b[^.]{0,30}\bkept\b/i,
        /\b(?:2G|3G|LTE|NB-IoT)\b/,
      ],
    ],
    components: ['PolicyChangeRules'],
  },
  {
    rule: "what ends a user's personal API tokens (signIn.ts personalTokenEnds)",
    home: '/portal/user-settings#when-a-personal-api-token-ends',
    // "the only way for someone else to end them is to deactivate your account" forgot closure, links and deletion requests.
    signals: [
      [
        /\bpersonal (?:API )?tokens?\b/i,
        /\b(?:deleted|deletes|revoked|revokes|ends?|ended|disappears?|stops? working|keeps? working|go(?:es)? on working)\b/i,
        /\b(?:deactivat\w*|clos(?:e|es|ed|ing)|remov\w*|deletion request|link\w*|merg\w*|leaves?|password|sign(?:s)? out|only way)\b/i,
      ],
    ],
    components: ['PersonalTokenEndTable'],
  },
  {
    rule: 'a SIM selection with a SIM that cannot take an action (states.ts simSelectionActionRule)',
    home: '/portal/sim-inventory#change-the-state-of-sims',
    // "CSV imports (... SIM state changes) are checked row by row ... the valid rows are applied" contradicted the greying rule.
    signals: [
      [
        /\bCSV\b|\bimports?\b|\bfiles?\b/i,
        /\bSIM (?:state|status)(?: changes?)?\b|\bstate transitions?\b/i,
        /\b(?:row by row|skipped|valid rows|applied)\b/i,
      ],
      [
        /\bgreyed out\b|\bdisabled?\b/i,
        /\b(?:any|one|a) (?:selected )?(?:unsuitable )?SIMs?\b/i,
        /\bselect(?:ion|ed)\b/i,
      ],
      // "the summary lists any SIM that cannot be moved" had a transfer go ahead for the rest of the selection.
      [
        /\b(?:cannot be (?:moved|transferred)|not transferable)\b/i,
        /\b(?:listed|lists|summary|the others|the rest)\b/i,
      ],
    ],
    components: ['InlineText text={simSelectionActionRule}'],
  },
  {
    rule: 'which roles may do a task, named in prose (roles.ts permissions, rendered by <RequiredRole />)',
    home: '/portal/roles#permission-table',
    signals: [
      [
        // "other roles can see tags" names no role but claims one for each: Billing sees no devices.
        /\b(?:Owners?|Administrators?|Developers?|Observers?|Billing users?|(?:other|all|every) roles?)\b/,
        /\bcan (?:see|view|read)\b[^.]{0,60}\bbut not\b/i,
      ],
    ],
    // Not <RequiredRole />: it names the roles that may, and the prose beside it is what goes stale.
    components: [],
  },
  {
    rule: 'the technology combinations a service policy permits, satellite-only through the API (policies.ts ntnCombinationList)',
    home: '/services/iot-supernetwork-satellite#combined-cellular-and-satellite-policy',
    // "cellular only, or cellular and NTN": the Portal's two combinations typed out, without the API's third.
    signals: [[/\bcellular only,? or\b/i]],
    components: ['RuleTextBlock text={ntnCombinationList}'],
  },
  {
    rule: 'an SMPP delivery receipt while no receiving bind is open (sms.ts smppInterface.receiptWithoutBind)',
    home: '/how-tos/configure-sms-interface#delivery-receipts',
    signals: [[/\breceipts?\b/i, /\b(?:dropped|discarded|lost|not sent later|never sent)\b/i]],
    components: ['InlineText text={smppInterface.receiptWithoutBind}'],
  },
  {
    rule: 'what deleting a registered SIM does to its device (states.ts simDeletedWhileRegistered)',
    home: '/portal/sim-inventory#change-the-state-of-sims',
    signals: [[/\bdelet(?:e|es|ed|ing)\b/i, /\bregistered\b/i, /\bSIM\b/, /\b(?:withdraw\w*|detach\w*|Offline)\b/]],
    unless: /\bdevice record\b|\bdelete (?:a|the) device\b|\bprofile\b/i,
    components: ['InlineText text={simDeletedWhileRegistered}'],
  },
  {
    rule: 'which SMS produce a usage record and a cost (streams.ts smsUsageRecordRule)',
    home: '/multicloud-data-streamer/stream-types#when-data-usage-records-are-sent',
    // "SMS records are sent once per message, shortly after ... delivered" left undelivered MT messages open.
    signals: [
      [
        /\bSMS\b/,
        /\brecords?\b/i,
        /\b(?:sent|produced?|emitted)\b/i,
        /\b(?:deliver\w*|fail\w*|expir\w*|cancel\w*|submitted)\b/i,
      ],
    ],
    components: ['InlineText text={smsUsageRecordRule}'],
  },
  {
    rule: 'what event 14 records, and what records a sign-in (events.ts eventTypes firesWhen)',
    home: '/how-tos/multi-factor-authentication#what-records-a-sign-in',
    // "event 14 records only the use of a second factor" drifted from firesWhen once: the MFA page renders it.
    signals: [[/\bevents? (?:type )?14\b/i, /\b(?:sign-ins?|second factor|signed in)\b/i]],
    components: [],
  },
  {
    rule: 'whether a further data limit extension adds to the current one (events.ts dataLimitExtensionStacking)',
    home: '/how-tos/extend-data-limit#steps-in-the-portal',
    // "a second extension replaces the first" and "extensions stack" answer a question the module settles.
    signals: [[/\bextensions?\b/i, /\b(?:adds? up|adds? (?:its|their) volume|stack(?:s|ed)?|replaces?|replaced)\b/i]],
    components: [],
  },
  {
    rule: 'when data usage shows (limits.ts usageRecords)',
    home: '/services/limits#usage-records-and-thresholds',
    // "the first data usage appears" once promised usage at once, while a small sender's records lag by hours.
    signals: [[/\bdata usage\b/i, /\b(?:appears?|shows? up)\b/i]],
    components: ['LimitsTable'],
  },
  {
    rule: 'which events name the author of a change (events.ts authoredEventTypes)',
    home: '/system-events#who-made-a-change',
    // "neither `user` nor `detail` names the author" once contradicted the `*_by` fields of events 39, 41, 44 and 46.
    // "so you can trace who registered which SIMs" (event 48) and "with the user who did it" (event 50) named authors no detail holds.
    signals: [
      [/\b(?:authors?|who made|who changed)\b/i, /\b(?:events?|detail)\b/i],
      [
        /\bwho (?:registered|activated|suspended|released|deleted|disabled|enabled|transferred|did)\b/i,
        /\b(?:events?|type \d+|detail)\b/i,
      ],
    ],
    components: ['AuthoredEventTypes'],
  },
  {
    rule: 'what a trial includes and what it holds back until the upgrade (plans.ts planFeatures trialHoldsBack)',
    home: '/portal/org/subscription#the-trial',
    // "A trial can try every feature the table lists for all plans" once left out Cloud Connect and BIC2 batch registration.
    signals: [[/\btrials?\b/i, /\b(?:every|all(?: the)?) (?:Portal )?features?\b/i]],
    components: ['TrialHeldBackList'],
  },
  {
    rule: 'whether a refresh replaces the refresh token, and when refreshing stops (signIn.ts tokenRefreshEnd)',
    home: '/rest#token-lifetime-and-refresh',
    // "is replaced by a new one at each refresh" once told a reader the old refresh token dies and refreshing goes on forever.
    signals: [[/\brefresh tokens?\b/i, /\b(?:replaced|rotat\w*|invalidat\w*|(?:keeps?|stops?) working|refused)\b/i]],
    components: ['InlineText text={tokenRefreshEnd}'],
  },
  {
    rule: 'when a module tries again after a 2G/3G data block (policies.ts dataBlockPdpRefusal.retry)',
    home: '/how-tos/configure-data-sms-limits#what-the-modem-shows-while-data-is-blocked-on-2g-or-3g',
    // "Most modems retry on their own within a few minutes" once promised a timing the network never sets.
    signals: [[/\bback-?off timers?\b|\bT3396\b/i]],
    components: ['InlineText text={dataBlockPdpRefusal.retry}'],
  },
  {
    rule: "what a usage report row's cost means under each price model, and how tags count (plans.ts reportCostRules)",
    home: '/portal/reports#what-a-rows-cost-means',
    // "What does the fleet at customer A cost?" left a finance user to guess whether a device with two tags counts twice.
    signals: [[/\breport\w*\b/i, /\b(?:two|several|each) tags?\b|\bpool\w*\b[^.]*\brows?\b/i]],
    components: ['InlineTextList items={reportCostRules}'],
  },
  {
    rule: 'which location events (types 1 and 2) an attach produces (events.ts attachLocationEvents)',
    home: '/system-events/event-types',
    // "an EPS-only attach produces only type 2" once sent an NB-IoT reader, for whom that is normal, to change CEMODE.
    // "the Events tab shows the location update" once promised an event that a re-attach to the same MME never records.
    signals: [
      [/\bEPS[- ]only\b|\bfor EPS services only\b|\bNB-IoT\b/i, /\btypes? [12]\b/i],
      [/\b(?:shows?|records?|produces?|appears?) (?:the |a |an )?(?:new )?location (?:update|event)s?\b/i],
    ],
    components: [
      'InlineText text={attachLocationEventsWhen}',
      'InlineText text={attachLocationEventsNbIot}',
      'InlineText text={attachLocationEventsByAttach}',
    ],
  },
  {
    rule: 'which attach carries SMS (sms.ts smsAttachRule)',
    home: '/services/sms#radio-technology-and-attach',
    // Typed out on eight pages with a link home, "SMS works after a combined attach" still left out NB-IoT, whose
    // "SMS only" attach the platform accepts for EPS services alone.
    // A cause in a list of why a message stays Buffered ("an attach for EPS services only") is not the rule.
    signals: [
      [/\bcombined attach\b/i, /\bSMS\b/],
      [
        /\bEPS[- ]only\b|\bfor EPS services only\b/i,
        /\bSMS (?:path|works?)\b|\bno (?:SMS )?path\b|\b(?:receives?|gets?|sends?) (?:an? |no )?SMS\b|\battach(?:ed)? for SMS\b/i,
      ],
      // The NB-IoT half in other words: "anything but NB-IoT", "a technology other than NB-IoT", "no SMS over NB-IoT".
      [
        /\bSMS\b/,
        /\b(?:but|other than|except(?: on| over| for)?|not(?: on| over)?) NB-IoT\b|\bno SMS (?:over|on) NB-IoT\b|\bnot (?:offered|carried|available|supported) (?:over|on) NB-IoT\b|\bNB-IoT\b[^.]{0,40}\b(?:cannot|can't|does not|doesn't|never) (?:receive|send|get|carry)\b/i,
      ],
      // "Devices on 2G, 3G, LTE and LTE-M can receive SMS"; "a technology that carries SMS" before smsRadioAccess.carriedOn.
      [/\b(?:an?|any) (?:[\w-]+ ){0,2}technology (?:that )?carries SMS\b/i],
      [/\b2G\b[^.]{0,20}\b3G\b[^.]{0,40}\bLTE-M\b/, /\bSMS\b/, /\b(?:can|cannot|receives?|sends?|carr(?:y|ies))\b/i],
    ],
    components: ['SmsAttachRule'],
    renderOnly: true,
  },
];

/** Event type names ("Quota used up") name an event, not a rule: they are taken out before matching. */
const eventNames = new RegExp(
  String.raw`\*?\b(?:${[...eventTypes]
    .map((type) => type.name)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\b\*?`,
  'gi',
);

/** The generated API reference restates the contract, which tests/unit/platform-contract.test.ts checks against the modules. */
const generated = /^(?:rest|graphql)\/reference\//;

/** A paragraph, list item, heading or table row: where a rule is stated and where it should link home. */
type Unit = ReturnType<typeof blocks>[number];

/** Sentences, and each cell of a table row on its own. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?;:])\s+(?=[A-Z*`"(])|\s\|\s/);

/** Whether a unit links to the page of a route (any anchor), or renders one of the components. */
function pointsHome(unit: Unit, rule: RuleHome): boolean {
  const page = rule.home.split('#')[0];
  return (
    (!rule.renderOnly && unit.links.some((url) => url.split('#')[0] === page)) ||
    rule.components.some((name) => unit.components.includes(name))
  );
}

/** Every place a page other than the rule's home states the rule without pointing home. */
function restatements(docs: readonly DocFile[], rules: readonly RuleHome[] = ruleHomes): string[] {
  const findings: string[] = [];
  for (const doc of docs) {
    if (generated.test(doc.file)) continue;
    for (const unit of blocks(doc)) {
      const prose = oneLine(unit.prose.replace(eventNames, ''));
      for (const rule of rules) {
        if (doc.route === rule.home.split('#')[0] || rule.unless?.test(prose)) continue;
        const states = sentencesOf(prose).find((sentence) =>
          rule.signals.some((signal) => signal.every((pattern) => pattern.test(sentence))),
        );
        if (states && !pointsHome(unit, rule)) {
          findings.push(
            `${unit.where}: states "${rule.rule}" ("${states.trim().slice(0, 90)}"): ${rule.renderOnly ? '' : `link to ${rule.home} in this paragraph, or `}render ${rule.components.length ? rule.components.map((name) => `<${name} />`).join(' or ') : 'the home page'}`,
          );
        }
      }
    }
  }
  return findings;
}

const docs = withTrees(loadDocs());

/** The anchors a page's headings get: an explicit `{#id}`, else the heading's words as Docusaurus slugs them. */
const anchorsOf = (doc: DocFile) =>
  [...doc.body.matchAll(/^#{2,6}\s+(.+?)\s*$/gm)].map(([, heading]) => {
    const explicit = /\{#([\w-]+)\}$/.exec(heading);
    if (explicit) return explicit[1];
    return heading
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-');
  });

/** A page made up for the tests below. */
const page = (body: string): DocFile => ({
  file: 'made-up/page.mdx',
  id: 'made-up/page',
  route: '/made-up/page',
  frontMatter: {},
  body,
  bodyLine: 5,
});

describe('the restatement finder', () => {
  const statement = 'Intro.\n\nWhen the data quota is used up, data stops until a new one is set.\n';

  it('names the file, the line and the rule of a restatement', () => {
    expect(restatements([page(statement)])).toEqual([
      expect.stringMatching(/^docs\/made-up\/page\.mdx:7: states "quotas: .*link to \/services\/quota-management/),
    ]);
  });

  it('accepts the statement with a link to the home, or a component of the rule, in the same paragraph', () => {
    const linked = statement.replace('data stops', 'data stops ([quotas](/services/quota-management#quota-actions))');
    expect(restatements([page(linked)])).toEqual([]);
    expect(restatements([page(`${statement.trimEnd()} <QuotaSituationTable />\n`)])).toEqual([]);
  });

  it('does not accept a link in another paragraph', () => {
    expect(restatements([page(`${statement}\nSee [quotas](/services/quota-management).\n`)])).toHaveLength(1);
  });

  it('asks a rule that must be rendered for its component, not a link home', () => {
    const smsRule = ruleHomes.filter((rule) => rule.renderOnly);
    const linked = 'SMS works after a combined attach ([SMS concepts](/services/sms#radio-technology-and-attach)).\n';
    expect(restatements([page(linked)], smsRule)).toEqual([expect.stringMatching(/: render <SmsAttachRule \/>$/)]);
    expect(restatements([page('The device is registered. <SmsAttachRule />\n')], smsRule)).toEqual([]);
  });

  it("counts a text component only when it renders the rule's own module text", () => {
    const ntnRule = ruleHomes.filter((rule) => rule.rule.includes('ntnCombinationList'));
    const typedOut = 'A policy may be cellular only, or cellular and NTN.';
    expect(restatements([page(`${typedOut} <RuleTextBlock text={trialCharges} />\n`)], ntnRule)).toEqual([
      expect.stringMatching(/render <RuleTextBlock text=\{ntnCombinationList\} \/>$/),
    ]);
    expect(restatements([page(`${typedOut} <RuleTextBlock text={ntnCombinationList} />\n`)], ntnRule)).toEqual([]);
  });

  it('finds the SMS rule in other words', () => {
    const smsRule = ruleHomes.filter((rule) => rule.renderOnly);
    const others = [
      'A device on a technology that carries SMS: anything but NB-IoT.',
      'Devices on a technology other than NB-IoT can get SMS.',
      'The platform carries no SMS over NB-IoT.',
      'Devices on 2G, 3G, LTE and LTE-M can receive SMS.',
    ];
    for (const sentence of others) expect(restatements([page(`${sentence}\n`)], smsRule), sentence).toHaveLength(1);
  });

  it('finds advice to read connectivity before repeating a connectivity reset', () => {
    const resetRule = ruleHomes.filter((rule) => rule.rule.includes('connectivityResetRepeat'));
    const advice = 'Read the device connectivity before you repeat a reset.';
    expect(restatements([page(`${advice}\n`)], resetRule)).toEqual([expect.stringMatching(/link to \/sdks\/retries/)]);
    expect(
      restatements([page(`${advice} See [Retry safely](/sdks/retries#repeating-a-connectivity-reset).\n`)], resetRule),
    ).toEqual([]);
  });

  it('reads each list item and table row on its own', () => {
    const list = '- See [quotas](/services/quota-management).\n- A quota that expired stops data at once.\n';
    expect(restatements([page(list)])).toEqual([expect.stringMatching(/page\.mdx:6: /)]);
  });

  it('does not read code', () => {
    expect(restatements([page('```text\nA quota that expired stops data at once.\n```\n')])).toEqual([]);
  });
});

describe('every rule is stated in full only on its home page', () => {
  it('each home page, and the section it names, exists', () => {
    const missing = ruleHomes.flatMap((rule) => {
      const [route, anchor] = rule.home.split('#');
      const home = docs.find((doc) => doc.route === route);
      if (!home) return [`${rule.rule}: no page at ${route}`];
      return anchor && !anchorsOf(home).includes(anchor) ? [`${rule.rule}: docs/${home.file} has no #${anchor}`] : [];
    });
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it.each(ruleHomes.map((rule) => [rule.rule, rule] as const))('%s', (_name, rule) => {
    const findings = restatements(docs, [rule]);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

/**
 * A fix that lifts a cause 7 or 8 refusal (activate or reactivate the SIM, enable the device) is not the end: the module
 * holds its SIM invalid until it restarts (states.ts restartAfterRefusal). A paragraph, list item or table row that
 * gives such a fix must say so, with <RestartAfterRefusalNote /> or a link to the troubleshooting section that explains it.
 */
/** An instruction (at the start of a sentence or cell, or after "then"), not a description such as "does not activate it". */
const liftsRefusal =
  /(?:^|[.:;|]\s+|\bthen\s+)(?:(?:re)?activate (?:it|them|the SIMs?)|set the status to \**Enabled|enable (?:the devices?|them|it))\b(?![^.|]*\bbefore\b)|\bactivate it now\b/im;
const refusedBefore =
  /\b(?:refuse[sd]?|refusal|Offline|Blocked|Suspended|Disabled|Issued|never connects|cause [78])\b/i;
const restartWords = /AT\+CFUN=1,1|power-cycle[sd]?|power-cycling|restart (?:the|its|each) (?:modem|module|phone)/i;
/** A unit says the restart: the note, a link to the section that explains it, or the words. */
const saysRestart = (unit: Unit) =>
  unit.components.includes('RestartAfterRefusalNote') ||
  unit.links.some((url) => url.endsWith('#what-the-module-does-after-a-refusal')) ||
  restartWords.test(unit.prose);

function fixesWithoutRestart(docs: readonly DocFile[]): string[] {
  return docs
    .filter((doc) => !generated.test(doc.file))
    .flatMap(blocks)
    .filter((unit) => {
      const {prose} = unit;
      return liftsRefusal.test(prose) && refusedBefore.test(prose) && !saysRestart(unit);
    })
    .map(
      (unit) =>
        `${unit.where}: lifts a cause 7/8 refusal without the restart that must follow: render <RestartAfterRefusalNote stepOnly />`,
    );
}

describe('a fix after a cause 7 or 8 refusal ends with the restart', () => {
  it('finds a fix without the restart, and accepts one with the note', () => {
    const fix = '| SIM Suspended | The device shows Blocked | Reactivate the SIM |\n';
    expect(fixesWithoutRestart([page(fix)])).toEqual([expect.stringMatching(/page\.mdx:5: lifts a cause 7\/8/)]);
    const withNote = fix.replace('SIM |', 'SIM. <RestartAfterRefusalNote stepOnly /> |');
    expect(fixesWithoutRestart([page(withNote)])).toEqual([]);
    const reEnable = '| Devices disabled by mistake | Enable them again in Connected Devices |\n';
    expect(fixesWithoutRestart([page(reEnable)])).toHaveLength(1);
  });

  it('holds on every page', () => {
    const findings = fixesWithoutRestart(docs);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
