import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  endpointOfflineCauses,
  eventTypes,
  examplePayload,
  newPolicyServices,
  registrationRefusals,
  retryPolicy,
} from '../../src/platform';
import {provider} from '../../src/provider';
import {contractProse} from './contract-prose';
import {loadDocs, locationOf, type DocFile} from './docs';
import {docLines, jsxElements, tables, withTrees} from './mdx-tree';

/**
 * Facts the pages share, checked over every page: a fact stated on many pages
 * lives on one and the others link to it, and identifiers in examples come
 * from test and example ranges, never from a real operator's. (Links into a
 * section are the content check's links rule, run over every page by
 * content.test.ts.)
 */

const docs = withTrees(loadDocs());

/** The API reference pages, generated from api/openapi.yaml or api/schema.graphql: their prose is fixed there, not here. */
const isGenerated = (doc: DocFile) => /Generated from api\/(?:openapi\.yaml|schema\.graphql)/.test(doc.body);

interface SharedFact {
  what: string;
  /** The route and anchor of the one section that states the fact. */
  home: string;
  /** Sub-sections of the home that state one case of the fact in full; a link to one counts as a link home. */
  homeParts?: readonly string[];
  /** Prose that restates the fact. */
  restatement: RegExp;
}

const sharedFacts: SharedFact[] = [
  {
    what: 'the runtimes the SDKs support (apiLifecycle.ts sdkRuntimes, rendered with {sdkRuntimes.…})',
    home: '/sdks/support#supported-language-versions',
    restatement: /\bJDKs? \d+(?:, \d+)+ and \d+\b|\bJDK \d+ or later\b|\bPython 3\.\d+ (?:or|and) (?:later|newer)\b/,
  },
  {
    what: 'the platform carries no SMS over NB-IoT',
    home: '/services/sms#sms-over-nb-iot',
    restatement:
      /SMS (?:is )?not (?:available|supported|possible) (?:on|over|with) NB-IoT|no SMS (?:on|over) \[?NB-IoT|SMS does not work (?:on|over) NB-IoT|NB-IoT[^.|]{0,40}(?:cannot|can neither|does not) (?:send|receive|carry)[^.|]{0,20}SMS|not available (?:for|on) NB-IoT/i,
  },
  {
    what: 'when usage records of an open data session are written (45 s, 100 KB)',
    home: '/multicloud-data-streamer/stream-types#when-data-usage-records-are-sent',
    restatement: /\b45(?:\s|&nbsp;)*(?:s|sec|seconds)\b/i,
  },
  {
    what: 'the SIM roams in every country, the home country included',
    home: '/apn-configuration#why-data-roaming-must-be-on',
    restatement:
      /roam\w*[^.|]{0,60}\b(?:home country|own country|every country|at home|country where (?:you|it))|(?:even|also|including) in (?:your|the) (?:home|own) country|(?:home|own) country[^.|]{0,40}roam/i,
  },
  {
    what: 'when IMEI lock binds (states.ts imeiLock: at a registration, not a data session)',
    home: '/portal/connected-devices#imei-lock',
    restatement:
      /^(?=.*\bIMEI lock\b)(?=.*\b(?:first|next)\b[^.|]{0,60}\b(?:data session|registration|registers|attach\w*|PDP context)|.*\b(?:locked|binds?)\b[^.|]{0,80}\bopens? a data session)/i,
  },
  {
    what: 'the SIM states a new device accepts (states.ts assignableSimStates, rendered by <AssignableSimStates />)',
    home: '/portal/connected-devices#create-a-device',
    restatement:
      /^(?=.*(?:\b(?:creat\w*|add\w*|assign\w*)\b[^.|]{0,60}\bdevices?\b|\bdevices?\b[^.|]{0,40}\b(?:creat\w*|assign\w*)|\bSIM\b[^.|]{0,60}\bstates?\b))(?=.*\b(?:Issued|Activated|Factory Test)\b\**(?:,| or| and) \**(?:Issued|Activated|Factory Test)\b[^.|]{0,30}\bstates?\b|.*\bSIM in (?:the )?states? \**(?:Issued|Activated|Factory Test)\b)/i,
  },
  {
    what: 'a module refused with cause 7 or 8 does not retry until restarted (states.ts registrationRefusals)',
    home: '/quickstart/troubleshooting#what-the-module-does-after-a-refusal',
    homeParts: ['/quickstart/troubleshooting#cause-7-or-8'],
    restatement:
      /\b(?:Blocked|refus\w*|reject\w*|IMEI lock|Disabled|Suspended)\b[^.|]{0,120}\b(?:keeps? (?:on )?trying|back-?off timer|retr(?:y|ies) on (?:its|their) own)|\b(?:USIM|SIM)\b[^.|]{0,20}\binvalid\b/i,
  },
  {
    what: "what a trial organisation's devices do when the trial ends (states.ts trialEnd)",
    home: '/quickstart/trial#when-the-trial-ends',
    restatement:
      /\b(?:trial|credit)\b[^.|]{0,80}\b(?:ends?|runs? out|used up|expires?)\b[^.|]{0,80}\b(?:stop\w*|Blocked|lose|refus\w*|suspend\w*|no (?:data|service|traffic))\b|\b(?:trial|credit)\b[^.|]{0,80}\bstops? passing traffic\b|\bstops? passing traffic\b[^.|]{0,80}\b(?:trial|credit)\b|\bupgrad\w*[^.|]{0,60}\brestores? (?:service|traffic|connectivity)\b/i,
  },
  {
    what: 'an MT SMS needs a path for SMS, not only a registration (sms.ts BUFFERED: an attach for EPS services only)',
    home: '/services/sms#radio-technology-and-attach',
    restatement:
      /\((?:Attached|registered)(?: or Online)?\) to receive\b|\bregistered on a network\b[^.|]{0,60}\bto receive\b|\bBuffered\W{0,6}\s*The device is (?:not registered|Offline)\b/i,
  },
  {
    what: 'a data stream keeps its records in order (webhooks.ts webhookDeliveries, the Order column)',
    home: '/sdks/webhooks#deliveries-and-retries',
    restatement: /\border\b[^.|]{0,20}\bnot guaranteed\b|\broughly in the order\b/i,
  },
  {
    what: 'what a blocked device can still do (data, SMS, registration per cause)',
    home: '/portal/connected-devices#what-a-blocked-device-can-still-do',
    restatement: /Blocked[^.|]{0,80}\b(?:SMS (?:keeps|still) work|can still (?:send|receive))/i,
  },
  {
    what: 'whether a request ran after a 5xx (retries.ts notStoredAnswerMeaning: a gateway 502/504 may follow a finished request)',
    home: '/sdks/retries#idempotency-keys',
    restatement:
      /\b5xx\b[^.|]{0,80}\b(?:before it could run|nothing ran|did not run|never ran|runs? (?:the request|it) again)\b/i,
  },
];

describe('a fact shared by many pages is stated once and linked from the others', () => {
  for (const fact of sharedFacts) {
    it(fact.what, () => {
      const [homeRoute] = fact.home.split('#');
      const restated = docs.flatMap((doc) =>
        doc.route === homeRoute || isGenerated(doc)
          ? []
          : docLines(doc)
              .filter(
                ({text: line}) =>
                  fact.restatement.test(line) &&
                  ![fact.home, ...(fact.homeParts ?? [])].some((home) => line.includes(`](${home})`)),
              )
              .map(
                ({where, text: line}) =>
                  `${where}: restates it; link to ${fact.home} instead: ${line.trim().slice(0, 100)}`,
              ),
      );
      expect(restated).toEqual([]);
    });
  }
});

describe('a device refused by a rule of the platform', () => {
  /** A sentence, or a whole table row, that has a device show or stay Offline. */
  const showsOffline = /\b(?:stays?|shows?(?: as)?|is|remains?|appears?(?: as)?)\s+\*{0,2}Offline\b/;
  /** The same in any case and tense, as how-tos write it: "go offline", "drop offline", "offline after blocking". */
  const goesOffline =
    /\b(?:go(?:es)?|went|gone|going|drops?|dropped|falls?|stays?|keeps? (?:it|them|the device|devices)|is|are|remains?)\s+\*{0,2}offline\b|\boffline\b\*{0,2}[^.|]{0,20}\bafter\b/i;
  /** The causes states.ts gives Blocked for: a rule of the platform refuses registration. */
  const platformRefusal = /\bDisabled\b|\bSuspended\b|\bIMEI lock\b|\bblocked (?:operator|network|radio|country)/i;
  /** A policy that takes a network, country or technology away. */
  const policyBlock =
    /\bblock\w*|\bexclu\w*|\bno longer allowed\b|\b(?:clear|remov)\w* [^.|]{0,30}\b(?:LTE|2G|3G|technolog)|\b(?:lacks|missing|leaves? out)\b[^.|]{0,30}\b(?:country|network)|\bcountry\b[^.|]{0,30}\b(?:lacks|missing)\b/i;
  /** Pages about taking networks, countries or technologies away: there a device that "goes offline" is refused by a policy. */
  const policyPage =
    /^\/(?:how-tos\/(?:block-|create-coverage-policies|assign-devices-to-policies|update-existing-device-policies)|portal\/device-policies)/;

  it('shows Blocked, never Offline (states.ts connectivityStates)', () => {
    const wrong = docs.flatMap((doc) =>
      isGenerated(doc)
        ? []
        : docLines(doc).flatMap(({where, text: line}) =>
            (line.trimStart().startsWith('|') ? [line] : line.split(/(?<=[.!?])\s+/))
              .filter(
                (unit) =>
                  ((showsOffline.test(unit) && platformRefusal.test(unit)) ||
                    (goesOffline.test(unit) && (policyBlock.test(unit) || policyPage.test(doc.route)))) &&
                  !/\bBlocked\b/.test(unit),
              )
              .map((unit) => `${where}: Offline for a platform rule; it shows Blocked: ${unit.trim().slice(0, 100)}`),
          ),
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * Each sentence (or whole table row) that matches `wrong`, as `file:line: message: sentence`: of every page's
 * prose, and of the contract's descriptions, which the generated reference pages render.
 */
function sentencesMatching(wrong: (sentence: string) => boolean, message: string): string[] {
  const lines = [...docs.flatMap((doc) => (isGenerated(doc) ? [] : docLines(doc))), ...contractProse()];
  return lines.flatMap(({where, text: line}) =>
    (line.trimStart().startsWith('|') ? [line] : line.split(/(?<=[.!?])\s+/))
      .filter(wrong)
      .map((sentence) => `${where}: ${message}: ${sentence.trim().slice(0, 100)}`),
  );
}

/** A test that no sentence of a page matches `wrong`; each one found is reported with its file, line and `message`. */
function itFindsNoSentence(name: string, wrong: RegExp, message: string): void {
  it(name, () => expect(sentencesMatching((sentence) => wrong.test(sentence), message)).toEqual([]));
}

describe('rules of src/platform that prose tends to widen', () => {
  itFindsNoSentence(
    'a script run by hand takes a personal API token, not a Portal password (signIn.ts scriptCredentialChoice)',
    /\b(?:user credentials|username and password|email (?:address )?and password|password credentials)\b[^.]*\b(?:scripts?|programs?) (?:(?:a person|you) runs? by hand|run by (?:a person|hand))/i,
    'a script run by hand takes a personal API token: render scriptCredentialChoice or link /sdks/concepts#authentication',
  );
  itFindsNoSentence(
    'which credential a program holds is said once, in signIn.ts scriptCredentialChoice, so no page words its own "never"',
    /\b(?:programs?|scripts?)\b[^.]*\bnever (?:holds?|has|uses?|needs?|gets?) (?:a|the) (?:person's|user's|Portal) password\b/i,
    "say which credential a program holds by rendering scriptCredentialChoice instead of a 'never' of the page's own",
  );
  itFindsNoSentence(
    'the header checkbox selects the current page only, never every matching row',
    // "all visible rows" reads as every row the filter found, on every page.
    /\ball (?:the )?(?:matching|visible) rows\b/i,
    'the selection covers the current page only: say so, and move a larger batch page by page or by CSV where the action allows it',
  );
  itFindsNoSentence(
    "the policy list counts no devices: a policy's devices are found by filtering Connected Devices",
    /\bnumber of assigned devices\b|\bdelete button shows how many\b/i,
    'the Device Policies tables show no device count: filter /portal/connected-devices by the policy',
  );
  itFindsNoSentence(
    'whether a connectivity reset ran is read from event 17, never from the connectivity status (connectivityReset.ts connectivityResetRepeat)',
    // A reset that ran shows Online again once the device re-attaches, like one that never reached it.
    /^(?=.*\b(?:reset|resetEndpointConnectivity)\b)(?=.*\b(?:connectivity first|(?:read|check)\w* (?:its|the device's|the) connectivity)\b)/i,
    'the proof that a reset ran is event 17 with cause connectivity reset: render connectivityResetRule or link /sdks/retries#repeating-a-connectivity-reset',
  );
  itFindsNoSentence(
    'how soon a reset brings a device back depends on the serving node (connectivityReset.ts connectivityResetPaths)',
    // "At once for a device that is awake" holds behind an MME or S4-SGSN only: a Gn/Gp SGSN or a VLR waits for the
    // device's next update.
    /^(?=.*\b(?:[Rr]eset|resetEndpointConnectivity)\b)(?=.*\b(?:at once|immediately)\b)(?=.*\bawake\b)(?!.*\bMME\b)/,
    'say "once the device is registered again" and link /portal/connected-devices#reset-connectivity, where ConnectivityResetPaths gives it per node',
  );
  it("lists event 17's causes only where events.ts renders them (/system-events/event-types)", () => {
    // Two causes side by side are a comparison; three or more are the list, which goes stale on the next new cause.
    const listsCauses = (sentence: string) =>
      endpointOfflineCauses.filter((cause) => sentence.includes(`\`${cause}\``)).length >= 3;
    expect(
      sentencesMatching(listsCauses, "link /system-events/event-types for event 17's causes instead of listing them"),
    ).toEqual([]);
  });
  itFindsNoSentence(
    'no page infers the serving core node from a missing location event (connectivityReset.ts connectivityResetSooner)',
    // "no Update GPRS location event within a minute points to a Gn/Gp SGSN" ignored an idle device the S4-SGSN did not page.
    /\bno\b[^.]*\b(?:Update (?:GPRS )?location|location events?)\b[^.]*\b(?:points? to|means|shows|indicates)\b[^.]*\b(?:Gn\/Gp|S4-SGSN|MME|VLR)\b/i,
    'an idle device that was not paged looks the same behind every node: render connectivityResetSooner or link /portal/connected-devices#reset-connectivity',
  );
  itFindsNoSentence(
    'an implicit detach reaches the platform only with the purge (events.ts eventTypes 17)',
    // "Offline ... with Endpoint offline (event 17)" after a missed TAU once promised an event that waits for the purge.
    /^(?=.*\bimplicit\w*\b)(?=.*\bdetach\w*)(?=.*(?:\bevent 17\b|\bEndpoint offline\b))(?!.*purge)/i,
    "after an implicit detach event 17 comes with cause 'purged', once the visited network purges the registration: say so and link /system-events/event-types#network-events",
  );
  itFindsNoSentence(
    "a location event never confirms an eUICC profile switch: the Portal's action result does (events.ts attachLocationEvents)",
    // "the first such event for the new profile confirms the switch" ignored a rollback after a successful attach.
    /^(?=.*\b(?:Update (?:GPRS )?location|location events?|types? [12])\b)(?=.*\bconfirms?\b)(?=.*\b(?:switch|profile)\b)/i,
    'only the result of the action in the Portal confirms a profile switch: see /services/euicc-profile-management#with-the-api',
  );

  it("a page that ties Retry-After to the organisation's bucket names the per-IP limit of the two calls without a token (api/openapi.yaml rate limits)", () => {
    const wrong = docs.flatMap((doc) =>
      isGenerated(doc)
        ? []
        : docLines(doc)
            .filter(({text}) => /Retry-After/.test(text) && /organisation's (?:request )?bucket/.test(text))
            .filter(({text}) => !/per-IP/.test(text))
            .map(
              ({where}) =>
                `${where}: a 429 from authenticate or openapi.json is per IP address: name the per-IP limit and link /rest#rate-limits`,
            ),
    );
    expect(wrong).toEqual([]);
  });

  itFindsNoSentence(
    'an empty APN is no cause of "no data" (apn.ts apnRule.lte: on LTE the network uses the default APN)',
    /\bAPN (?:missing|not set)\b/i,
    "on LTE an empty APN works; name an APN other than the platform's as the cause (/apn-configuration#an-empty-apn)",
  );

  itFindsNoSentence(
    'a refresh leaves the refresh token sent working and never extends the token it came from (signIn.ts tokenRefreshEnd)',
    /\brefresh tokens?\b[^|]{0,100}\b(?:replaced by a new one|rotated (?:at|on|with) (?:each|every)|invalidated (?:at|by|on|with) (?:each|every|the next))\b|\brefresh(?:es|ing)? (?:forever|indefinitely)\b/i,
    'the platform does not rotate refresh tokens, and a refresh ends with its token: render <InlineText text={tokenRefreshEnd} /> and link /rest#token-lifetime-and-refresh',
  );

  /** Revoking a token stops logins and refreshes; auth tokens it already produced run to their `exp`. */
  const revokedAuthToken =
    /\brevoked `?auth_token|\bevery[^.|]{0,40}\bat once\b[^.|]{0,40}\brevok|\brevok[^.|]{0,60}\b(?:ends?|stops?|invalidates?) (?:every|all)[^.|]{0,30}\bauth[_ ]tokens?\b|\b(?:expired|malformed),? or revoked (?:auth |bearer )?token\b/i;
  itFindsNoSentence(
    'a revocation leaves the auth tokens already issued valid until their exp (signIn.ts tokenRefreshEnd)',
    revokedAuthToken,
    'an auth_token is never revoked: it lasts until its exp; say so and link /portal/application-tokens#revoke-a-token',
  );

  it('a phone on LTE is Online after the attach, not "Attached, then Online" (states.ts connectivityStates: Attached)', () => {
    const wrong = sentencesMatching(
      (sentence) => /\bAttached\b[^.|]{0,20}\bthen\b[^.|]{0,10}\bOnline\b/.test(sentence),
      'on LTE the attach opens the default bearer, so the phone shows Online; only a policy without data keeps it Attached',
    );
    // Phones: IoT modules on 2G/3G may rightly stay Attached until they open a PDP context.
    expect(wrong.filter((finding) => finding.startsWith('docs/how-tos/consumer-'))).toEqual([]);
  });

  it('each consumer-eSIM how-to renders its Result from states.ts consumerProfileResult or links to its home, and none keeps a copy', () => {
    const home = '/services/consumer-esim-global#activation';
    const homePage = docs.find((doc) => doc.route === home.split('#')[0])!;
    const rendersIt = (doc: (typeof docs)[number]) =>
      jsxElements(doc, 'InlineText').some(({attributes}) => attributes.text === 'consumerProfileResult');
    expect(rendersIt(homePage), `${home} renders consumerProfileResult`).toBe(true);
    const pages = docs.filter((doc) => doc.route.startsWith('/how-tos/consumer-'));
    expect(pages.length).toBeGreaterThan(0);
    const withoutIt = pages
      .filter((doc) => !rendersIt(doc) && !doc.body.includes(`](${home})`))
      .map(
        (doc) => `docs/${doc.file}: render <InlineText text={consumerProfileResult} /> in the Result, or link ${home}`,
      );
    const copies = sentencesMatching(
      (sentence) => /\bstays Attached\b[^.|]*\bpolicy without data\b/.test(sentence),
      'render <InlineText text={consumerProfileResult} /> instead of this copy',
    ).filter((finding) => finding.startsWith('docs/how-tos/consumer-'));
    expect([...withoutIt, ...copies]).toEqual([]);
  });

  it('each consumer-eSIM how-to renders its activation prerequisite from states.ts consumerProfilePrerequisite', () => {
    const pages = docs.filter((doc) => doc.route.startsWith('/how-tos/consumer-'));
    expect(pages.length).toBeGreaterThan(0);
    const withoutIt = pages
      .filter(
        (doc) =>
          !jsxElements(doc, 'InlineText').some(({attributes}) => attributes.text === 'consumerProfilePrerequisite'),
      )
      .map((doc) => `docs/${doc.file}: render <InlineText text={consumerProfilePrerequisite} /> in the Prerequisites`);
    const copies = sentencesMatching(
      (sentence) => /\bInstalling a profile does not activate it\b/.test(sentence),
      'render <InlineText text={consumerProfilePrerequisite} /> instead of this copy',
    ).filter((finding) => finding.startsWith('docs/how-tos/consumer-'));
    expect([...withoutIt, ...copies]).toEqual([]);
  });

  it('consumer-eSIM how-tos list the events of a new profile from states.ts consumerProfileEvents, type 3 with its condition', () => {
    // A list typed out made Create PDP context unconditional, though a phone on 2G/3G with data roaming off opens none.
    const copies = sentencesMatching(
      (sentence) => /\bUpdate GPRS location\b/.test(sentence) && /\bCreate PDP context\b/.test(sentence),
      'render <InlineText text={consumerProfileEvents} /> instead of this list',
    ).filter((finding) => finding.startsWith('docs/how-tos/consumer-'));
    expect(copies).toEqual([]);
  });

  it('an <ApiExample> service_id is one of policies.ts newPolicyServices.serviceIds', () => {
    const ids = Object.values(newPolicyServices.serviceIds).map(String);
    const used = captured(/<ApiExample\b[^>]*\bservice_id="([^"]*)"/g);
    expect(used.length).toBeGreaterThan(0);
    const wrong = used.filter(({value}) => !ids.includes(value));
    expect(wrong.map(({where, value}) => `${where}: service_id ${value} is none of ${ids.join(', ')}`)).toEqual([]);
  });

  it('the Portal asks for a second factor only at a password sign-in (signIn.ts: with SSO the identity provider asks)', () => {
    const everyUser =
      /\b(?:every|all|each) (?:Portal )?users?\b[^.|]{0,80}\b(?:second factor|MFA|multi-factor)|\b(?:second factor|MFA|multi-factor)\b[^.|]{0,40}\b(?:mandatory|required) for (?:every|all|each) (?:Portal )?users?\b/i;
    const narrowed = /\bpassword|\bsingle sign-on\b|\bSSO\b|\bidentity provider\b/i;
    expect(
      sentencesMatching(
        (sentence) => everyUser.test(sentence) && !narrowed.test(sentence),
        'say "every user who signs in with a password"; SSO users get their second factor from the identity provider',
      ),
    ).toEqual([]);
  });

  it('a trusted device skips the second factor, so no page asks for it at every sign-in (signIn.ts)', () => {
    const everySignIn =
      /\b(?:second factor|MFA|multi-factor|code)\b[^.|]{0,60}\b(?:every|each|all)\b[^.|]{0,20}\bsign-?ins?\b/i;
    expect(
      sentencesMatching(
        (sentence) => everySignIn.test(sentence) && !/\btrusted\b/i.test(sentence),
        'a trusted device skips the second factor; say it is mandatory, and link to the multi-factor authentication page',
      ),
    ).toEqual([]);
  });

  itFindsNoSentence(
    "an OpenVPN variant adds a route to the device and leaves its internet traffic at the region's NAT (policies.ts breakoutRegions)",
    /\bOpenVPN\b[^.|]*\b(?:sends?|routes?|carries|passes|leaves?)\b[^.|]{0,40}\btraffic\b[^.|]{0,40}\bthrough\b|\btraffic\b[^.|]{0,60}\b(?:for the internet )?or through the region's OpenVPN server/i,
    "the variant only adds the VPN route; internet traffic still leaves through the region's NAT",
  );

  itFindsNoSentence(
    'a data stream belongs to one workspace, not to the organisation (organisation.ts workspaceScopes)',
    /\b(?:data |events? |usage )?streams?\b[^.|]{0,80}\b(?:per organisation|of (?:your|the) organisation)\b|\b(?:per organisation|(?:your|the) organisation's)\b[^.|]{0,20}\b(?:data )?streams?\b/i,
    'a stream carries the events or usage of the workspace it was created in; say "per workspace"',
  );

  itFindsNoSentence(
    'an IP address space belongs to one workspace, not to the organisation (organisation.ts workspaceScopes)',
    /\b(?:your|the) organisation's\b[^.|]{0,20}\bIP address spaces?\b|\bIP address spaces?\b[^.|]{0,20}\b(?:per organisation|of (?:your|the) organisation)\b/i,
    'a device takes its static IP from a space of its own workspace; say "the IP address spaces of the device\'s workspace"',
  );

  itFindsNoSentence(
    "nothing but deactivation ends someone's personal API tokens (signIn.ts personalTokenEnds: closure, removal, links and deletion requests end them too)",
    /^(?=.*\b(?:personal|your account)\b)(?=.*(?:\b(?:the only way|only (?:by|when|if))\b[^.|]{0,80}\b(?:deactivat\w*|revok\w*)\b|\bnobody else can (?:end|stop|delete)\b))/i,
    'several account and workspace changes end personal API tokens: link to /portal/user-settings#when-a-personal-api-token-ends',
  );

  it('a verified-domain address loses the password form only once Require SSO is on (signIn.ts singleSignOn.verifiedDomainSignIn)', () => {
    const noPasswordForm = /\b(?:never shows?|shows? no|without)(?: an?| the)?\s+password (?:field|form)\b/i;
    const straightToIdp = /\bredirects?\b[^.|]{0,60}\b(?:at once|straight away|immediately)\b/i;
    const aboutIdp = /\bIdP\b|\bidentity provider\b/i;
    expect(
      sentencesMatching(
        (sentence) =>
          (noPasswordForm.test(sentence) || (straightToIdp.test(sentence) && aboutIdp.test(sentence))) &&
          !/\bRequire SSO\b/.test(sentence),
        'until **Require SSO** is on, the page still offers **Sign in with password**: render singleSignOn.verifiedDomainSignIn',
      ),
    ).toEqual([]);
  });

  it('on the workspace pages, linking keeps application tokens working, not every token (organisation.ts workspaceRules: Accept a link request)', () => {
    const everythingKeepsWorking = /\b(?:integrations|tokens)\b[^.|]{0,40}\bkeep working\b/i;
    const findings = docs
      .filter((doc) => doc.file.startsWith('workspaces/'))
      .flatMap((doc) =>
        docLines(doc).flatMap(({where, text}) =>
          text
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => everythingKeepsWorking.test(sentence) && !/\bapplication tokens?\b/i.test(sentence))
            .map(
              (sentence) =>
                `${where}: personal API tokens of merged logins are deleted and OpenVPN gateways change their user name, so say which tokens keep working: ${sentence.trim().slice(0, 100)}`,
            ),
        ),
      );
    expect(findings, findings.join('\n')).toEqual([]);
  });

  itFindsNoSentence(
    "a link deletes only the linked account login's personal API tokens (signIn.ts personalTokenEnds; organisation.ts Accept a link request)",
    /\bpersonal API tokens\b(?![^.|]*\blinked account\b)[^.|]{0,60}\bmerged\b[^.|]{0,40}\bdeleted\b/i,
    "the tokens of the login the person keeps go on working: say the linked account's login loses its tokens and link /portal/user-settings#when-a-personal-api-token-ends",
  );

  itFindsNoSentence(
    'the menu for selected rows is named **Actions**, as on the Portal pages (portal/connected-devices)',
    /\bbulk[- ]actions? menu\b/i,
    'name the control as the Portal pages do, for example **Actions → Change service policy**',
  );

  it('event 47, Data stream failing, cannot start an automation (events.ts subject organisation; automations.ts)', () => {
    const event47 = /\bevent 47\b|\bData stream failing\b/i;
    const triggersAutomation = /\bautomations?\b/i;
    const denied = /\bcannot\b|\bnot\b|n't\b|\bno automation\b/i;
    expect(
      sentencesMatching(
        (sentence) => event47.test(sentence) && triggersAutomation.test(sentence) && !denied.test(sentence),
        'events about the organisation do not trigger an automation; only an events stream to another target or polling catches event 47',
      ),
    ).toEqual([]);
  });

  it("a script can read why a data stream failed (events.ts: event 47's detail.last_error, through listEvents)", () => {
    const failureReason = /\b(?:failure reason|last error|why (?:it|the stream) failed)\b/i;
    const throughApi = /\b(?:API|script)\b/;
    const denied = /\b(?:cannot|can't|not available|only in the Portal|Portal-only)\b/i;
    expect(
      sentencesMatching(
        (sentence) => failureReason.test(sentence) && throughApi.test(sentence) && denied.test(sentence),
        'event 47 carries the failure in detail.last_error, which GET /api/v1/event?q=event_type:47 returns',
      ),
    ).toEqual([]);
  });

  itFindsNoSentence(
    "a module never attaches with an APN other than the platform's (apn.ts apnRule.otherApn)",
    /\b(?:module|device|modem|it|still)\s+(?:\w+\s+)?attach(?:es|ed) with (?:another|a wrong|the wrong|a different|an other|another carrier's) APN\b/i,
    'any other APN is refused: on LTE the attach is rejected (EMM cause 19), on 2G/3G the context activation fails; link /apn-configuration#an-empty-apn',
  );

  itFindsNoSentence(
    'a role never limits which rows a table shows (roles.ts: viewInventory covers the whole workspace)',
    /\b(?:their|your|its|the user's) role\b[^.|]{0,40}\b(?:limits?|restricts?|lets? (?:them|you) see)\b|\b(?:limited|restricted|filtered) by (?:their|your|the user's) role\b/i,
    'a role opens a table with every row of the workspace or not at all; rows differ by workspace, filter or data',
  );

  it('Reset connectivity is never the way back from IMEI lock, Disabled or Suspended (states.ts registrationRefusals)', () => {
    /** "Use it" is how the Reset connectivity section names the action. */
    const afterRefusal =
      /\b(?:reset(?:ting)? connectivity|use it)\b[^.|]{0,80}\bafter (?:lifting (?:a|the) block\b|(?:re-?)?enabl\w*|reactivat\w*|activating the SIM|clearing the IMEI lock)/i;
    expect(
      sentencesMatching(
        (sentence) => afterRefusal.test(sentence),
        'a module refused with cause 7 or 8 has no registration to reset; it needs a modem restart',
      ),
    ).toEqual([]);
  });

  it('the troubleshooting cause table has a row for every cause of states.ts registrationRefusals', () => {
    const troubleshooting = docs.find((doc) => doc.route === '/quickstart/troubleshooting');
    /** The attach-rejected table: headed Cause, with the EMM 19 row of a wrong APN. */
    const causeTable = troubleshooting
      ? tables(troubleshooting).find(
          ({rows}) => rows[0]?.cells[0] === 'Cause' && rows.some(({cells}) => cells[0]?.startsWith('EMM 19')),
        )
      : undefined;
    expect(causeTable, 'docs/quickstart/troubleshooting.mdx: the attach-rejected cause table is missing').toBeDefined();
    const firstCells = causeTable?.rows.map(({cells}) => cells[0] ?? '') ?? [];
    // A cause is covered by a row that names it with its layer ("EMM 8", "GMM 7", "MM 2"), or by the row of the
    // refusal's first cause that lists it ("EMM 7, …, or 8, …"): a refusal may take one row or one per technology.
    const covers = (cause: number, first: number) =>
      firstCells.some(
        (cell) =>
          new RegExp(`\\b(?:EMM|GMM|MM) ${cause}\\b`).test(cell) ||
          (new RegExp(`\\bEMM ${first}\\b`).test(cell) && new RegExp(`\\b${cause}\\b`).test(cell)),
      );
    const missing = registrationRefusals
      .map((refusal) => refusal.causes.map(({cause}) => cause))
      .filter(
        ([first, ...others]) =>
          !firstCells.some((cell) => new RegExp(`\\bEMM ${first}\\b`).test(cell)) ||
          !others.every((cause) => covers(cause, first)),
      )
      .map(
        (causes) =>
          `${causeTable?.where ?? 'docs/quickstart/troubleshooting.mdx'}: add a row for EMM ${causes.join(', ')}`,
      );
    expect(missing, missing.join('\n')).toEqual([]);
  });
});

/** Each number a pattern captures, with where it is. */
function captured(pattern: RegExp): {where: string; value: string}[] {
  return docs.flatMap((doc) =>
    [...doc.body.matchAll(pattern)].map((match) => ({
      where: locationOf(doc, match.index),
      value: match.slice(1).find((group) => group !== undefined)!,
    })),
  );
}

const isTestNetwork = (code: string) => /^(?:001|999)/.test(code);

/** ITU-T E.118 and 3GPP TS 23.003 Annex B: the last digit of an ICCID or an IMEI is the Luhn check digit of the others, which SIM tools, asset databases and the Portal verify. */
function hasLuhnCheckDigit(digits: string): boolean {
  let sum = 0;
  for (const [position, digit] of [...digits].reverse().entries()) {
    const value = Number(digit) * (position % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** GSMA SGP.29: an EID's last two digits make the 32-digit number leave 1 when divided by 97 (ISO 7064 MOD 97-10). */
const hasEidCheckDigits = (eid: string) => BigInt(eid) % 97n === 1n;

describe('identifiers in examples come from test and example ranges', () => {
  it('ICCIDs use the example issuer 89 001 (ITU-T test country code)', () => {
    const real = captured(/\b(89\d{16,18})\b/g).filter(({value}) => !value.startsWith('8900'));
    expect(real.map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('ICCIDs end in their Luhn check digit, as real ones do', () => {
    const iccids = captured(/\b(89\d{16,18})\b/g);
    expect(iccids.length).toBeGreaterThan(20);
    const wrong = iccids.filter(({value}) => !hasLuhnCheckDigit(value));
    expect(wrong.map(({where, value}) => `${where}: ${value} fails its Luhn check digit`)).toEqual([]);
  });

  it("EIDs have valid check digits and the test issuer's prefix 89 001, never a real eUICC maker's", () => {
    const eids = captured(/\b(89\d{30})\b/g);
    expect(eids.length).toBeGreaterThan(0);
    const wrong = eids.filter(({value}) => !value.startsWith('89001') || !hasEidCheckDigits(value));
    expect(wrong.map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('IMSIs and network codes (MCC + MNC) use the test network MCC 001 or the reserved MCC 999', () => {
    const codes = [
      ...captured(/imsi\W{1,30}(\d{15})\b/gi),
      ...captured(/AT\+CIMI\s*\n\s*(\d{15})\b/g),
      ...captured(/\+COPS: \d,2,"(\d{5,6})"|AT\+COPS=[14],2,"(\d{5,6})"|\(\d,"[^"]*","[^"]*","(\d{5,6})"/g),
      ...captured(/\+QNWINFO: "[^"]*","(\d{5,6})"/g),
      ...captured(/"mcc":\s*"(\d{3})"/g),
      ...captured(/^\|\s*(\d{3})\s*\|\s*\d{2,3}\s*\|/gm),
    ];
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter(({value}) => !isTestNetwork(value)).map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('IMEIs are test IMEIs (TAC 00…) that end in their Luhn check digit (3GPP TS 23.003 6.2.1), in pages and in the event examples', () => {
    const imei = /"?imei"?\W{1,30}(\d{15})\b/gi;
    const eventsSource = 'src/platform/events.ts';
    const sourceLines = readFileSync(eventsSource, 'utf8').split('\n');
    /** Where a value sits in events.ts, so a wrong example names its line. */
    const lineOf = (value: string) => sourceLines.findIndex((line) => line.includes(value)) + 1;
    const inExamples = eventTypes.flatMap((type) =>
      [...JSON.stringify(examplePayload(type)).matchAll(imei)].map((match) => ({
        where: `${eventsSource}:${lineOf(match[1])}`,
        value: match[1],
      })),
    );
    const imeiValues = [...captured(imei), ...inExamples];
    expect(imeiValues.length).toBeGreaterThan(3);
    const wrong = imeiValues.filter(({value}) => !hasLuhnCheckDigit(value));
    expect([...new Set(wrong.map(({where, value}) => `${where}: ${value} fails its Luhn check digit`))]).toEqual([]);
    // A TAC starting 00 is no manufacturer's: a real TAC names a real model of another company.
    const real = imeiValues.filter(({value}) => !value.startsWith('00'));
    expect([...new Set(real.map(({where, value}) => `${where}: ${value} has a real TAC; use a 00 test TAC`))]).toEqual(
      [],
    );
  });

  it("a device's private address in modem output lies in the shared pool (provider.network.sharedPoolRange)", () => {
    const [base, bits] = provider.network.sharedPoolRange.split('/');
    const asNumber = (address: string) => address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
    const size = 2 ** (32 - Number(bits));
    const inPool = (address: string) => Math.floor(asNumber(address) / size) === Math.floor(asNumber(base) / size);
    /** The address a module reports for its PDP context (27.007 +CGPADDR, +CGCONTRDP; Quectel, u-blox, Telit). */
    const addresses = captured(
      /(?:\+CGPADDR: \d+,|\+CGCONTRDP: [^"\n]*"[^"\n]*",|\+QIACT: \d+,\d+,\d+,|\+UPSND: \d+,0,|#SGACT: )"?(10\.\d+\.\d+\.\d+)/g,
    );
    expect(addresses.length).toBeGreaterThan(3);
    expect(
      addresses
        .filter(({value}) => !inPool(value))
        .map(
          ({where, value}) =>
            `${where}: ${value} is outside ${provider.network.sharedPoolRange}; use an address inside it`,
        ),
    ).toEqual([]);
  });

  it('phone numbers (MSISDN, SMS sender and recipient) are fictional 555-01xx numbers', () => {
    const numbers = [
      ...captured(/msisdn\W{1,30}\+?(\d{8,15})\b/gi),
      ...captured(/"(?:source|destination)_address":\s*"\+?(\d{8,15})"/g),
      ...captured(/AT\+CMGS="\+?(\d{8,15})"|\+CMGR: "[^"]*","\+?(\d{8,15})"/g),
    ];
    expect(numbers.length).toBeGreaterThan(5);
    expect(
      numbers.filter(({value}) => !/55501\d\d$/.test(value)).map(({where, value}) => `${where}: ${value}`),
    ).toEqual([]);
  });
});

describe('a confirmation with an MFA code', () => {
  /** signIn.ts sensitiveActionConfirmation: an SSO-only user has no Portal MFA code and signs in again at the identity provider. */
  const asksForMfaCode = /\bconfirm\w*\b[^.|]{0,60}\b(?:MFA|second-factor|TOTP) code\b/i;
  const namesSsoPath = /\bsingle sign-on\b|\bidentity provider\b/i;

  it('also says how a user who signs in only through single sign-on confirms (signIn.ts)', () => {
    const wrong = docs.flatMap((doc) =>
      isGenerated(doc)
        ? []
        : docLines(doc)
            .filter(({text: line}) => asksForMfaCode.test(line) && !namesSsoPath.test(line))
            .map(
              ({where, text: line}) =>
                `${where}: an SSO-only user has no MFA code; render <InlineText text={sensitiveActionConfirmation} /> instead: ${line.trim().slice(0, 100)}`,
            ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the request timeout of the samples (retries.ts retryPolicy.requestTimeoutSeconds)', () => {
  // The SDKs' default and every sample that calls the API wait as long; a Zapier code step has a shorter limit of its own.
  const ownLimit = new Set(['/how-tos/zapier-sms-integration']);
  const timeout = /\btimeout\s*=\s*(\d+)|\btimeout", (\d+)\)|ofSeconds\((\d+)\)/g;

  it('every sample waits as long as the module says', () => {
    const found = docs
      .filter((doc) => !isGenerated(doc) && !ownLimit.has(doc.route))
      .flatMap((doc) =>
        [...doc.body.matchAll(timeout)].map((match) => ({
          where: locationOf(doc, match.index),
          seconds: Number(match[1] ?? match[2] ?? match[3]),
        })),
      );
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(({seconds}) => seconds !== retryPolicy.requestTimeoutSeconds).map(({where}) => where)).toEqual(
      [],
    );
  });
});
