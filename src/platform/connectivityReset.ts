/**
 * What a connectivity reset (`resetEndpointConnectivity`, **Reset connectivity** in the Portal) does on the network,
 * what it records, and when a client may repeat one. Its home is /portal/connected-devices#reset-connectivity for what
 * happens on the network (ConnectivityResetPaths) and /sdks/retries#repeating-a-connectivity-reset for when to repeat
 * one; the contract's description of the operation carries the whole rule joined (connectivityResetRepeat,
 * tests/unit/platform-contract.test.ts).
 */

export interface ConnectivityResetPath {
  /** The core node serving the device, with the technologies it serves. */
  readonly node: string;
  /** What the platform, as the HSS/HLR, sends that node. */
  readonly sent: string;
  /** What reaches the device, and what becomes of its data session: one sentence, or a lead ending in a colon and one part per kind of device. */
  readonly deviceSees: string | readonly [string, ...string[]];
  /** When the device holds a registration again, read after "it is registered again". */
  readonly registeredAgain: string;
  /** The location events (events.ts types 1 and 2) its next registration records. */
  readonly locationEvents: string;
  /** The clauses the row rests on, kept out of the cells so each cell reads as one answer. */
  readonly standards: string;
}

/**
 * The reset cancels the registration at the HSS/HLR, which tells each node serving the device. Only S6a/S6d (Diameter)
 * has a Reattach-Required flag (3GPP TS 29.272 CLR-Flags); MAP (TS 29.002) has none, so the platform sends the
 * cancellation type Update Procedure, which makes a 2G/3G node drop its record without detaching the device.
 */
export const connectivityResetPaths = [
  {
    node: 'MME (LTE, LTE-M, NB-IoT) or S4-SGSN (2G, 3G data)',
    sent: 'Cancel Location over S6a/S6d with the Reattach-Required flag.',
    deviceSees: [
      'a detach with the detach type "re-attach required", which ends its data session. Whether and when it arrives depends on the device:',
      'A connected device gets it at once.',
      'An idle device gets it only if the node pages it, which the standard allows but does not require. In eDRX the page comes at its next paging occasion.',
      'An idle device the node does not page, and a device in PSM, which cannot be paged, are detached without being told. The network rejects the next tracking or routing area update or service request with cause #9 or #10, and the device attaches again.',
    ],
    registeredAgain:
      'as soon as the detach or the reject reaches it. That is at once if it is connected, otherwise at its next paging occasion, at the service request of its next uplink data, or at its next update. A device in PSM sends that update when it wakes.',
    locationEvents:
      '**Update GPRS location** (type 2), and **Update location** (type 1) as well after a combined attach.',
    standards:
      '3GPP TS 29.272 (CLR-Flags); TS 24.301 5.5.2.3, 5.5.3.2.5 and 5.6.1.5 (LTE, LTE-M, NB-IoT); TS 24.008 4.7.4.2, 4.7.5.1.4 and 4.7.13.4 (S4-SGSN); TS 23.401 5.3.8.4 (HSS-initiated detach).',
  },
  {
    node: 'Gn/Gp SGSN (2G, 3G data)',
    sent: 'MAP Cancel Location with the cancellation type Update Procedure.',
    deviceSees:
      "nothing at first. The SGSN deletes the device's mobility and PDP contexts, which ends its data session without telling the device.",
    registeredAgain:
      'at its next routing area update or, on 3G, its next service request. The SGSN no longer knows the device, so it rejects that update or request. The cause is #9, MS identity cannot be derived by the network, or #10, Implicitly detached. After either cause the device attaches again. It is registered again at the latest when its periodic routing area update timer (T3312) runs out.',
    locationEvents:
      '**Update GPRS location** (type 2), and **Update location** (type 1) as well after a combined attach.',
    standards: '3GPP TS 29.002 (MAP Cancel Location); TS 24.008 4.7.5.1.4 and 4.7.13.4.',
  },
  {
    node: 'VLR (2G, 3G circuit-switched, which carries SMS there)',
    sent: 'MAP Cancel Location with the cancellation type Update Procedure.',
    deviceSees:
      'nothing. The VLR deletes its record. An SMS to the device waits meanwhile, for no longer than its validity period ([SMS statuses](/services/sms#delivery-status)).',
    registeredAgain:
      'at its next location update. That update comes when the device next sends an SMS. The VLR rejects the CM service request for it with cause #4, IMSI unknown in VLR, so the device updates its location first. At the latest, that update comes when its periodic location update timer (T3212) runs out.',
    locationEvents: '**Update location** (type 1).',
    standards: '3GPP TS 29.002 (MAP Cancel Location); TS 24.008 4.5.1.1.',
  },
] as const satisfies readonly ConnectivityResetPath[];

/**
 * How a 2G/3G module comes back without waiting for its periodic update: detaching and registering again from the
 * module (TS 27.007 +CFUN) makes it attach and update its location at once.
 */
export const connectivityResetSooner =
  'Some modules learn of the reset late. These are idle modules the node did not page, modules in PSM or eDRX, and 2G or 3G modules behind a Gn/Gp SGSN or a VLR. Such a module is registered again at its next contact with the network (a page, its next uplink data, a wake-up from PSM or eDRX, or its periodic update). To bring an awake module back at once, switch its radio off and on: `AT+CFUN=0`, then `AT+CFUN=1`. That works after a reset, which refuses nothing. After a refusal with cause 7 or 8 the modem needs a [restart](/quickstart/troubleshooting#restart-after-the-fix) instead.';

/** A reset that runs records its event 17 within this many seconds of the platform accepting it (its Cancel Location is answered by then). */
export const resetEventRecordedWithinSeconds = 10;

/** What the device sees, as a Markdown list item of the contract: its lead, then one nested item per kind of device. */
const deviceSeesItem = (deviceSees: ConnectivityResetPath['deviceSees']) => {
  if (typeof deviceSees === 'string') return `The device sees ${deviceSees}`;
  const [lead, ...parts] = deviceSees;
  return [`The device sees ${lead}`, ...parts.map((part) => `    - ${part}`)].join('\n');
};

/** The per-node paths as sentences, as the contract carries them. */
const resetPathSentences = connectivityResetPaths.map(
  (path: ConnectivityResetPath) =>
    `To the serving ${path.node} it sends ${path.sent}\n  - ${deviceSeesItem(path.deviceSees)}\n  - It is registered again ${path.registeredAgain}\n  - That registration records ${path.locationEvents}\n  - Standards: ${path.standards}`,
);

/**
 * When to repeat the one action PATCH (`retryPolicy.actionPatches`). It takes no key, so the stored-answer rule cannot
 * protect it: only a `429` or a `401` (answered before the platform acts) allows a repeat without a read, once its
 * `Retry-After` has passed or the token is refreshed. After any other failure the proof is event 17 with cause `connectivity reset`, which only a reset that ran
 * records; a newer `location.last_updated` proves nothing, because a move to another MME, SGSN or VLR moves it too.
 * /sdks/retries#repeating-a-connectivity-reset renders the parts, the paths as ConnectivityResetPaths and the proof as
 * numbered steps; the contract carries them joined (connectivityResetRepeat).
 */
export const connectivityResetRule = {
  withoutRead: `A connectivity reset takes no \`Idempotency-Key\`. After a \`429\`, repeat it once its \`Retry-After\` has passed. After a \`401\` \`token_expired\`, repeat it once the token is refreshed. Only these two answers, and a connection that never opened (refused, or a connect timeout: no TCP connection was made, so no request was sent), let you repeat it at once without reading the events, because nothing acted. After a timeout once the connection was open, a connection reset or any \`5xx\`, look for the proof instead.`,
  whatItDoes:
    'A reset that runs cancels the registration at the HSS, which passes the cancellation to each core node serving the device. What that node does, and when the device is registered again, depends on the node.',
  event: `For a device that held a registration, the reset records event 17, *Endpoint offline*, with \`detail.cause\` \`connectivity reset\`. A device holds one while it is Attached or Online, or Blocked by a data limit or a data quota (these blocks keep the registration).`,
  proofSteps: [
    `Wait ${resetEventRecordedWithinSeconds} seconds after your client gave up on the attempt (its timeout fired or an error came back), or longer if \`Retry-After\` or your backoff says so.`,
    `Then list the device's events since your first attempt with \`GET /api/v1/endpoint/{endpoint_id}/event\` and the query \`q=event_type:17,from:<time>\`. Set \`from\` to the send time of your first attempt minus a minute for clock skew (URL-encoded, so a \`+\` offset arrives as \`%2B\`). \`q\` has no cause field, so check \`detail.cause\` in your client.`,
    `Repeat the reset only if both hold: no such event since your first attempt, and its connectivity (\`getEndpointConnectivity\`) has \`status.id\` \`0\` (Attached), \`1\` (Online) or \`3\` (Blocked).`,
  ],
  /** Why step 3 reads as it does: pages render it right after the steps. */
  proofStepNotes: `Step 3 includes Blocked because the API cannot tell you whether a Blocked device still holds a registration; a repeat on one that holds none does nothing and records nothing. Reading connectivity alone is not the proof, and a newer \`location.last_updated\` does not prove that the reset ran: a move to another MME, SGSN or VLR moves it too.`,
  /** Why step 1 waits, and when to read the events twice: a request held up on the way reaches the platform late. */
  proofDelayNote: `The event of a reset that runs is there within ${resetEventRecordedWithinSeconds} seconds of the request reaching the platform. A request held up on the way (in a proxy, a gateway or your cloud's egress) can reach the platform later. If yours may pass through one, or you cannot tell, read the events once more after your next backoff.`,
} as const;

/**
 * The reset rule as the contract's description of `resetEndpointConnectivity` carries it, in Markdown: the rule, one
 * bullet per serving node, then the event and the proof as numbered steps.
 */
export const connectivityResetRepeat = [
  `${connectivityResetRule.withoutRead} ${connectivityResetRule.whatItDoes}`,
  resetPathSentences.map((sentence) => `- ${sentence}`).join('\n'),
  connectivityResetRule.event,
  '**After a timeout on an open connection, a connection reset or a `5xx`:**',
  connectivityResetRule.proofSteps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
  connectivityResetRule.proofStepNotes,
  connectivityResetRule.proofDelayNote,
].join('\n\n');
