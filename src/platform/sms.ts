/**
 * SMS statuses as the API returns them (`status: {id, description}`), the
 * label the Portal shows for each and what it means, for messages to the
 * device (MT) and from it (MO). The SMS page renders them; the API contract's
 * examples may use only these pairs.
 */
import {limits} from './limits';
import {simStates} from './states';
import type {RuleText} from './ruleText';

export interface SmsStatusInfo {
  /** `status.id` in the API. */
  readonly id: number;
  /** `status.description` in the API. */
  readonly description: string;
  /** What the Portal's SMS history shows. */
  readonly portalLabel: string;
  readonly meaning: RuleText;
}

/** The SIM states whose device can receive SMS (states.ts `works.smsMt`), and the others, for a sentence. */
const mtSmsSimStates = new Intl.ListFormat('en-GB', {type: 'conjunction'}).format(
  simStates.filter((state) => state.works.smsMt).map((state) => state.name),
);
const noMtSmsSimStates = new Intl.ListFormat('en-GB', {type: 'disjunction'}).format(
  simStates.filter((state) => !state.works.smsMt).map((state) => state.name),
);

/** Statuses of a message to the device, in the order a message goes through them. */
export const mtSmsStatuses = [
  {id: 1, description: 'ENROUTE', portalLabel: 'En route', meaning: 'Accepted and being delivered to the device.'},
  {
    id: 2,
    description: 'BUFFERED',
    portalLabel: 'Buffered',
    meaning:
      'Unreachable for now (offline, out of coverage, asleep in PSM or between eDRX paging windows, message store full, or [no SMS path](/services/sms#buffered-for-a-registered-device)); retried until the validity period ends.',
  },
  {id: 4, description: 'DELIVERED', portalLabel: 'Delivered', meaning: 'The network confirmed delivery to the device.'},
  {
    id: 5,
    description: 'EXPIRED',
    portalLabel: 'Expired',
    meaning: 'The validity period ended before the device could be reached.',
  },
  {
    id: 6,
    description: 'FAILED',
    portalLabel: 'Failed',
    meaning: [
      'Refused or undeliverable.',
      'The message fails when:',
      `the device is Disabled or its SIM is ${noMtSmsSimStates} (only ${mtSmsSimStates} SIMs receive SMS);`,
      'the device has no SIM, as a Deleted device never has one;',
      "the device's service policy does not allow MT SMS, or, on a policy that applies SMS quotas, its SMS quota is used up (with `auto_refill` off), expired, removed or never set ([what happens to the device](/services/quota-management#what-happens-to-the-device));",
      'the platform accepts it while the device is attached over [NB-IoT](/services/sms#sms-over-nb-iot). A message already Buffered when the device moves to NB-IoT stays Buffered until the device registers again with an SMS path or the message expires;',
      "the device shows Blocked because its [IMEI lock](/portal/connected-devices#imei-lock) does not match the device. The platform refuses the Blocked device's registration, so no SMS can reach it. A message sent after the right device attaches again is delivered;",
      "the organisation's trial has ended ([when the trial ends](/quickstart/trial#when-the-trial-ends)).",
    ],
  },
  {
    id: 3,
    description: 'CANCELED',
    portalLabel: 'Cancelled',
    meaning: 'Cancelled by a user while it was ENROUTE or BUFFERED; it will not be delivered.',
  },
] as const satisfies readonly SmsStatusInfo[];

/** The Portal label of an MT SMS status, for prose that names statuses as the Portal shows them. */
export function mtSmsStatusLabel(status: (typeof mtSmsStatuses)[number]['description']): string {
  const found = mtSmsStatuses.find((info) => info.description === status);
  if (!found) throw new Error(`No MT SMS status ${status}`);
  return found.portalLabel;
}

/**
 * An SMS to a Disabled device: the Portal does not offer the device as a single recipient, but a
 * bulk selection, a tag or the API creates the message, which then ends FAILED (see `mtSmsStatuses`).
 */
export const smsToDisabledDevice =
  'The Portal does not offer a Disabled device as a single recipient. **Send** is greyed out for it, and it is not in the **To** suggestions of **SMS → Conversations**. In a bulk selection, through a tag or through the API, its SMS is created and ends **Failed** ([SMS statuses](/services/sms#delivery-status)).';

/**
 * How the webhook SMS interface delivers an MO SMS: one call, answered 2xx within
 * `responseSeconds`, else tried again `retries` times within about `retryWithinMinutes`
 * with the same `X-Webhook-Id`. After the last failed try the message is FAILED.
 */
export const smsInterfaceWebhook = {
  responseSeconds: limits.sms.webhookResponseSeconds,
  retries: limits.sms.webhookRetries,
  retryWithinMinutes: limits.sms.webhookRetryMinutes,
} as const;

/** How many entries **Allowed IP addresses** on the SMPP interface takes. */
const smppAllowedAddresses = 10;
/** Seconds the platform waits for a bind's `deliver_sm_resp`. */
const deliverSmRespSeconds = 30;
/** Seconds without a PDU after which the platform closes a bind. */
const smppInactivitySeconds = 120;
/** The longest `enquire_link` interval that keeps an idle bind open with margin. */
const enquireLinkMaxSeconds = 60;
/** The vendor TLV that carries the platform's SMS id in every MO `deliver_sm`. */
const moSmsIdTag = '0x1401';

/** The SMPP interface (SMPP 3.4): how many binds an organisation may hold, and what it answers. */
export const smppInterface = {
  /** Open binds per organisation; a transceiver counts one, a transmitter and a receiver one each. */
  maxBinds: 4,
  /** The `command_status` of a bind beyond `maxBinds`. */
  tooManyBindsStatus: 'ESME_RBINDFAIL (0x0000000D)',
  /** The `command_status` of a `submit_sm` whose text does not fit one SMS (no concatenation, see `smsText`). */
  tooLongStatus: 'ESME_RINVMSGLEN (0x00000001)',
  /** `registered_delivery` values the platform honours; intermediate notifications are not sent. */
  receiptRequests:
    '`1`: a receipt for every final outcome. `2`: a receipt only when the message does not end DELIVERED, that is FAILED (`UNDELIV`), EXPIRED (`EXPIRED`) or CANCELED (`DELETED`). `0`: none.',
  /** A receipt is not queued: SMPP has no retry of its own, and a receipt is never sent again later, as for MO messages. */
  receiptWithoutBind:
    'A receipt is sent once, when the message reaches its final status. If no bind that receives (a receiver or a transceiver) is open at that moment, the receipt is dropped and not sent later. The status stays readable in the Portal SMS history and through the API ([get an SMS](/rest/reference/sms/get-sms)).',
  /** How a bind is protected: TLS only, from listed addresses only. */
  transport: [
    'The platform accepts binds only over TLS 1.2 or later, on the host and port the Portal shows. There is no plain-text SMPP port.',
    `Binds come only from the addresses under **Allowed IP addresses** on **Integrations → SMS interface**: IPv4 addresses or CIDR ranges, at most ${smppAllowedAddresses}. A TCP connection from any other address is closed before the bind.`,
    'A client that has no TLS of its own connects through a local TLS wrapper, such as stunnel in client mode.',
  ],
  /** The bind fields the platform reads and those it ignores (SMPP 3.4 4.1). */
  bindFields: [
    'The platform reads `system_id`, `password` and `interface_version`, which must be 0x34 (SMPP 3.4).',
    'It ignores `system_type`, `addr_ton`, `addr_npi` and `address_range`. A client that needs a `system_type` may send any value.',
  ],
  /** The `data_coding` of an MO `deliver_sm`: the device's own coding, passed on unchanged. */
  moDataCoding:
    "An MO message arrives in a `deliver_sm` with the `data_coding` the device sent it with: 0 (GSM 7-bit default alphabet, unpacked), 8 (UCS-2) or 4 (8-bit data). Its `source_addr` is the device's MSISDN in international format without `+` (`source_addr_ton` 1, `source_addr_npi` 1). Its `destination_addr` is the 5-digit SMS service number the device sent to (`dest_addr_ton` 3, network-specific; `dest_addr_npi` 1).",
  /** How `short_message` carries `data_coding` 0, in both directions. */
  gsm7Coding:
    'With `data_coding` 0, `short_message` holds the GSM 7-bit default alphabet (3GPP TS 23.038), one octet per character (unpacked). A character of the extension table, such as `€` or `[`, is the escape octet 0x1B followed by its code, and counts two toward the limit.',
  /** The vendor TLV (SMPP 3.4 5.3.2: 0x1400 to 0x3FFF) that carries the SMS id in an MO `deliver_sm`, so a gateway can drop a repeat. */
  moSmsId: `Every MO \`deliver_sm\` carries the platform's SMS id (the \`id\` in the API and the SMS history) in the vendor TLV \`${moSmsIdTag}\`: the id's decimal digits as a C-octet string (NUL-terminated). It serves to drop repeats: a gateway drops a message whose id it has already processed.`,
  /** How an SMPP gateway finds the device and workspace of an MO message, to read it through the API: the `deliver_sm` carries only the MSISDN. */
  moSmsLookup:
    "To read an MO message through the API ([get an SMS](/rest/reference/sms/get-sms)), find its device from `source_addr`: list the SIMs with `q=msisdn:` followed by that number, using a token of each workspace in turn. The workspace whose token finds the SIM holds the device, and the SIM's `endpoint` gives its id.",
  /** What a non-zero `command_status` in a `deliver_sm_resp` does to an MO message, the temporary codes of SMPP 3.4 5.1.3 included. */
  moNegativeResponse: `Every non-zero \`command_status\` in a \`deliver_sm_resp\` ends the MO message FAILED, and it is not sent again. That includes the codes SMPP 3.4 defines as temporary, \`ESME_RTHROTTLED (0x00000058)\` and \`ESME_RX_T_APPNACK (0x00000064)\`. A gateway that cannot take a message now stores it and answers 0, or does not answer, so that the platform moves it to another bind after ${deliverSmRespSeconds} s.`,
  /** How long the platform waits for a bind's `deliver_sm_resp` before it skips that bind for the message. */
  deliverSmRespTimeoutSeconds: deliverSmRespSeconds,
  /** Seconds without a PDU from the client after which the platform closes the bind. */
  inactivityTimeoutSeconds: smppInactivitySeconds,
  /** The longest `enquire_link` interval a client should use. */
  enquireLinkMaxSeconds,
  /** The idle-bind rule, for the setup step and the troubleshooting row. */
  keepAlive: `The platform closes a bind that sends no PDU for ${smppInactivitySeconds} seconds: send \`enquire_link\` at least every ${enquireLinkMaxSeconds} seconds, and reconnect automatically when the bind drops.`,
  /** How MO messages and receipts are spread over several receiving binds, and what an active/standby pair does. */
  moDelivery: [
    'With more than one receiving bind open (receiver or transceiver), the platform sends each MO message and each delivery receipt to one of them, taking the open binds in turn.',
    `A bind that does not answer a \`deliver_sm\` within ${deliverSmRespSeconds} seconds is skipped for that message, which goes to the next open bind. A \`deliver_sm_resp\` that arrives later is ignored: the message has already gone on, so a gateway that stored it may get it again on another bind and drops the repeat by its [SMS id](/how-tos/configure-sms-interface#receive-mo-sms). An MO message that no open bind answers ends FAILED, and a receipt that none answers is dropped. Answer with \`deliver_sm_resp\` within that time, once your gateway has stored the message.`,
    'Every open receiving bind gets its turn, a standby one included, so a bound gateway must process what it receives.',
    'If both gateways can process traffic, keep both bound (active/active): when one fails, the other keeps receiving and no MO message is lost to the gap.',
    'Keep one bind open (active/standby) only when the standby cannot process traffic. For a planned restart, the standby opens its bind before the active one closes, and the active one closes only after its last `deliver_sm` is answered. After an unplanned failure of the active gateway, MO messages that arrive before the standby binds end FAILED: read them in the SMS history.',
  ],
  /** How many entries **Allowed IP addresses** takes. */
  maxAllowedAddresses: smppAllowedAddresses,
  /** The `submit_sm` fields the platform checks, and the `command_status` of a refusal (SMPP 3.4 5.1.3). */
  submitSmFields: [
    {
      text: `\`source_addr\` takes the API's \`source_address\` lengths, without the API's optional \`+\`: up to ${limits.sms.senderMaxDigits} digits, or 1 to ${limits.sms.senderMaxAlphanumeric} letters, digits and spaces.`,
      items: [
        'Digits with `source_addr_ton` 1 (international) or 3 (network-specific, for a short code).',
        'Letters with `source_addr_ton` 5 (alphanumeric).',
        'Any other TON is refused with `ESME_RINVSRCTON (0x00000048)`.',
        'The platform ignores `source_addr_npi`: gateways usually send 1 (ISDN) with TON 1 or 3, and 0 (unknown) with TON 5, and both pass.',
        'Digits only, with no `+`: TON 1 already marks the number as international. A `+` is refused with `ESME_RINVSRCADR (0x0000000A)`.',
        'The device sees a sender of TON 1 as a number of type 145 (international), as it sees a Portal sender with `+`; a sender of TON 3 as type 129 (unknown type, ISDN numbering plan), as it sees a Portal sender without `+`.',
      ],
    },
    {
      text: '`destination_addr` is the MSISDN of a SIM of your organisation, in any of its workspaces (the SMPP account belongs to the organisation), in international format: country code and number, digits only, with no `+`.',
      items: [
        '`dest_addr_ton` 1 (international) and `dest_addr_npi` 1 (ISDN, E.164).',
        'A `+`, any other character, or a number that is no SIM of your organisation is refused with `ESME_RINVDSTADR (0x0000000B)`.',
        'Any other TON is refused with `ESME_RINVDSTTON (0x00000050)`, any other NPI with `ESME_RINVDSTNPI (0x00000051)`.',
      ],
    },
    `\`validity_period\` is honoured, relative or absolute, up to ${limits.sms.mtValidityMaxHours} hours; a longer one is refused with \`ESME_RINVEXPIRY (0x00000062)\`. An empty one means ${limits.sms.mtValidityDefaultHours} hours.`,
    '`schedule_delivery_time` is not supported: a non-empty one is refused with `ESME_RINVSCHED (0x00000061)`.',
    '`data_coding` 0, 4 and 8 are accepted; any other is refused with `ESME_RSUBMITFAIL (0x00000045)`.',
    {
      text: 'A `submit_sm` with the UDHI bit of `esm_class` (0x40) set is accepted. Each `submit_sm` is one SMS:',
      items: [
        'It is sent with its user data header unchanged, and charged and counted as one SMS.',
        'The platform neither checks nor reassembles the parts of a concatenated message; the device does.',
        `The ${limits.sms.dataOctets}-octet limit includes the user data header, counted as a handset counts it (3GPP TS 23.040 9.2.3.24). With a 6-octet concatenation header a part holds 153 GSM-7 characters, 67 UCS-2 code units or 134 octets of 8-bit data; with a 7-octet header (16-bit reference), 152, 66 or 133. A longer part is refused with \`ESME_RINVMSGLEN (0x00000001)\`.`,
      ],
    },
    'A `message_payload` TLV is refused with `ESME_ROPTPARNOTALLWD (0x000000C1)`: split a long text into parts with a user data header instead.',
  ],
} as const;

/**
 * How to reply to an MO SMS when the organisation has several workspaces: the MO messages of every workspace reach
 * one SMS interface, but a token acts only in its own workspace; SMPP needs no token.
 */
export const moSmsReply = [
  'Reply to an MO SMS with a token of the workspace the device is in: the webhook body names it in `workspace` (`id` and `name`), so keep one token per workspace and pick it by `workspace.id`. A token of another workspace gets `404` `not_found`.',
  'Over SMPP a reply is a `submit_sm` ([submit MT SMS](/how-tos/configure-sms-interface#submit-mt-sms)), which reaches any SIM of the organisation and needs no token.',
] as const;

/**
 * The organisation's SMS service number: the address an MO SMS must go to to reach the SMS interface (A2P).
 * The examples use `12345`.
 */
export const smsServiceNumber = {
  example: '12345',
  rule: [
    'The SMS service number is a 5-digit short code, the same in every country. The Portal shows it under **Integrations → SMS interface**, and every role that can view SMS history reads it in **SMS → History**: it is the destination of each MO message a device sent to the SMS interface (**Source / Destination** column).',
    'A device sends to it as written, with no `+` and no country code (`AT+CMGS="12345"`, type 129), at home and when roaming. An MO SMS always travels through the platform\'s SMS centre, so the short code works in every network.',
  ],
} as const;

export interface SmppReceiptInfo {
  /** The MT status (`status.description`) that ends the message. */
  readonly status: (typeof mtSmsStatuses)[number]['description'];
  /** `stat:` in the receipt text (SMPP 3.4 Appendix B). */
  readonly stat: string;
  /** The `message_state` TLV (SMPP 3.4 5.3.2.35). */
  readonly messageState: string;
}

/**
 * The delivery receipt (`deliver_sm` with `esm_class` 0x04) for each final MT status; ENROUTE and
 * BUFFERED are not final and send none. `id:` and `receipted_message_id` carry the `message_id` of
 * the `submit_sm_resp`, which is the message's `id` in the API.
 */
export const smppReceipts = [
  {status: 'DELIVERED', stat: 'DELIVRD', messageState: '2 DELIVERED'},
  {status: 'EXPIRED', stat: 'EXPIRED', messageState: '3 EXPIRED'},
  {status: 'FAILED', stat: 'UNDELIV', messageState: '5 UNDELIVERABLE'},
  {status: 'CANCELED', stat: 'DELETED', messageState: '4 DELETED'},
] as const satisfies readonly SmppReceiptInfo[];

/** Statuses of a message from the device. */
export const moSmsStatuses = [
  {
    id: 4,
    description: 'DELIVERED',
    portalLabel: 'Received',
    meaning: [
      'The platform passed the message on to your SMS interface or, for a P2P message, to the network of the number it is addressed to.',
      'Your SMS interface is a webhook, SMPP or the Portal interface. The message is kept in the Portal SMS history and the API SMS list either way. By interface:',
      `With a webhook: the status is final only once a call is answered \`2xx\`, which keeps DELIVERED, or the last retry ends without one, which makes it FAILED. That is at most about ${smsInterfaceWebhook.retryWithinMinutes} minutes after the message arrived ([deliveries and retries](/sdks/webhooks#deliveries-and-retries)).`,
      'With SMPP: the client answered its `deliver_sm` with `command_status` 0.',
      'A P2P message: the network of the number it is addressed to took it. That network does not confirm delivery to the phone.',
    ],
  },
  {
    id: 6,
    description: 'FAILED',
    portalLabel: 'Failed',
    meaning: [
      'The platform received the message but could not pass it on: your SMS interface or the addressed network did not take it.',
      "It stays readable in the Portal's SMS history and the API's SMS list. By interface:",
      `With a webhook: neither the first call nor any of its ${smsInterfaceWebhook.retries} [retries](/sdks/webhooks#deliveries-and-retries) got a 2xx answer within ${smsInterfaceWebhook.responseSeconds} s.`,
      `With SMPP: SMPP has no retry of its own; the platform moves an unanswered \`deliver_sm\` to the next open bind after ${deliverSmRespSeconds} s. The message ends FAILED when no bind that receives (a receiver or transceiver) was open when the message arrived, no open bind answered its \`deliver_sm\` within ${deliverSmRespSeconds} s, or the client answered it with a non-zero \`command_status\`, a temporary one included ([receive MO SMS](/how-tos/configure-sms-interface#receive-mo-sms)).`,
      'A P2P message: the network of the number it is addressed to refused it.',
    ],
  },
] as const satisfies readonly SmsStatusInfo[];

/**
 * The radio access technologies on which the platform carries SMS. 5G non-standalone carries it over its LTE
 * anchor; NB-IoT carries none (the SMS page explains why).
 */
export const smsRadioAccess = {
  carriedOn: '2G, 3G, LTE (with 5G non-standalone, over its LTE anchor) and LTE-M',
  notOn: 'NB-IoT',
} as const;

/**
 * Which registration carries SMS, in both directions: the one statement of the rule, which every page renders with
 * `<SmsAttachRule />` and the connectivity table with `cell`. On 2G and 3G SMS uses the circuit-switched registration
 * modules make by default. On LTE and LTE-M it travels in NAS signalling, which the network offers only to a combined
 * attach, "EPS and non-EPS" or "SMS only" (3GPP TS 24.301 5.5.1.3); an attach for EPS services only registers the
 * device with data and no SMS path, so an MT message stays BUFFERED (`mtSmsStatuses`). NB-IoT carries none on this
 * platform, even after an "SMS only" attach (`smsOnNbIot`), so an MT message ends FAILED.
 */
export const smsAttachRule = {
  rule: [
    'On 2G and 3G, a device sends and receives SMS when it is registered for circuit-switched services (`+CREG` 1 or 5). After a GPRS-only attach it does so only where the visited network delivers SMS over its SGSN, which the standard leaves optional (3GPP TS 23.060).',
    'On LTE and LTE-M (5G non-standalone over its LTE anchor), it does so only after a combined attach, which most modules make by default. After an attach for EPS services only, a device has data but no SMS path: a message to it stays **Buffered** until the device makes a combined attach or the message expires.',
    `On ${smsRadioAccess.notOn} the platform carries no SMS at all, so a message accepted while the device is attached over ${smsRadioAccess.notOn} ends **Failed** at once, even after an ["SMS only" attach](/services/sms#sms-over-nb-iot). A message already **Buffered** when the device moves to ${smsRadioAccess.notOn} stays **Buffered** until the device registers again with an SMS path (LTE-M after a combined attach, 2G or 3G) or the message expires.`,
  ],
  /** For the SMS cells of a registered state in the connectivity table; the first such cell also gives `cellLink`. */
  cell: 'Depends on the attach',
  cellLink: '[which attach carries SMS](/services/sms#radio-technology-and-attach)',
} as const;

/** How the platform encodes MT text, and what it refuses. */
export const smsText = {
  /** Text with any character outside the GSM 7-bit default alphabet is sent as UCS-2, never rejected for it. */
  outsideGsm7: 'UCS-2',
  /** Every MT text goes out as one SMS; a text too long for one is refused with this status. */
  tooLongStatus: 422,
  concatenated: false,
} as const;

/** What becomes of an SMS a device sends in several parts; /services/sms#messages-from-the-device-mo renders it. */
export const moSmsParts =
  'A message a device sends in several parts reaches your SMS interface as one message per part, each with its own id and status. Such a message is a concatenated SMS, whose user data header numbers the parts (3GPP TS 23.040 9.2.3.24.1). The platform does not join the parts and passes no header on, so nothing tells the receiver which parts belong together. Keep each message a device sends within one SMS.';

const moRpCause = 21;
const moRpCauseName = 'Short message transfer rejected';

/**
 * What the module sees when a rule of the platform refuses an MO SMS (the service policy's SMS limit reached, no
 * active SMS quota on a policy that applies them, a P2P message beyond `limits.sms.p2pPerMinute`, or **MO SMS** switched
 * off in the service policy): the network answers with RP-ERROR and this RP cause (3GPP TS
 * 24.011 8.2.5.4), which the module's send command reports as `+CMS ERROR: <cause>` (3GPP TS 27.005 3.2.5: values 0 to 127 are RP
 * causes). A module that has no network to send on answers with its own code instead, so firmware can tell the two apart.
 */
export const moSmsRefusal = {
  rpCause: moRpCause,
  rpCauseName: moRpCauseName,
  /** 3GPP TS 27.005 3.2.5: the module's own "no network service". */
  noNetworkCmsError: 331,
  /**
   * A refused message is not an SMS the platform handled, so it gets no row. The table under it on /portal/sms (rule,
   * what you do, event) names each rule's event and fix, so this holds only the lead-in.
   */
  recorded: [
    'No row appears in **SMS → History**. The message reaches neither your SMS interface nor its addressee, and counts toward no quota or limit. A rule that has an event records it once, when it starts to refuse, not per message:',
  ],
  /**
   * The service policy's **MO SMS** switch, off: the same RP cause, and no event (lead's decision, round 126). /portal/sms
   * gives it as the last row of the table under `recorded`, so it does not render this sentence there; it is the home
   * other pages quote.
   */
  moSmsSwitchedOff: `With **MO SMS** switched off in the device's service policy, the platform answers every MO SMS with RP-ERROR, RP cause ${moRpCause} (*${moRpCauseName}*), so \`AT+CMGS\` returns \`+CMS ERROR: ${moRpCause}\`. No event is recorded, and the message counts toward no quota or limit.`,
} as const;

/**
 * What a module on NB-IoT (terrestrial or NTN) sees of the platform's missing SMS service. The platform accepts an
 * attach that asks for "SMS only" for EPS services alone, so the module learns at attach that it has no SMS path,
 * and an MO SMS fails in the module rather than in the network (unlike `moSmsRefusal`, an RP-ERROR).
 */
export const smsOnNbIot = {
  attach:
    'An NB-IoT attach that asks for "SMS only" is accepted for EPS services alone. The attach accept does not confirm "SMS only": it gives the EPS attach result "EPS only" with EMM cause 18, *CS domain not available* (3GPP TS 24.301 5.5.1.3.4.3), so the module does not retry a combined attach to get SMS on that network. For a module of 3GPP Release 14 or later, the SMS services status in the attach accept says that SMS services are not available (3GPP TS 24.301 8.2.1.16). The module registers with data but without SMS.',
  moSms: `An MO SMS sent over NB-IoT never leaves the module. \`AT+CMGS\` fails at once with the module's own error, not with an RP cause from the network. On most firmware that error is \`+CMS ERROR: ${moSmsRefusal.noNetworkCmsError}\` (no network service). The platform records nothing, neither a row in **SMS → History** nor an event.`,
} as const;
