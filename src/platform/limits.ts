/**
 * The platform's limits and timings: token lifetimes, API rate limits, SMS
 * limits, retention periods, usage-record triggers and thresholds. Pages quote
 * these through `{limits.…}` and tests/unit/platform-docs.test.ts fails on a
 * number in prose that disagrees with this file, so a value changes here once.
 */

/** Which SMS a counter counts: sent by the device (MO), sent to it (MT), or both. */
export type SmsDirection = 'MO' | 'MT';

/** The sustained REST and GraphQL rate of one organisation, in requests per second (apiRateLimits). */
const organisationRequestsPerSecond = 20;

export const limits = {
  authentication: {
    /** Lifetime of the JWT `auth_token` from POST /api/v1/authenticate (its `exp` claim). */
    authTokenLifetimeHours: 4,
    /** Lifetime of the refresh token returned with it; each refresh returns a new one. */
    refreshTokenLifetimeDays: 30,
    /** How long before `exp` clients should refresh. */
    refreshAheadMinutes: 5,
    /** Personal API tokens (User settings → API tokens) expire after at most this long. */
    personalTokenMaxLifetimeDays: 30,
    /** A Portal session ends after this long without a request, and after `portalSessionMaxHours` in any case. */
    portalSessionIdleMinutes: 60,
    portalSessionMaxHours: 12,
    /** Email sign-in codes for multi-factor authentication. */
    mfaEmailCodeMinutes: 20,
    /** A device marked as trusted skips the second factor for this long. */
    trustedDeviceDays: 90,
    /** Clock difference the Portal tolerates on a SAML assertion's validity window or an OIDC ID token's `iat` and `exp`. */
    ssoClockSkewMinutes: 3,
    /** A SAML metadata URL is re-read this often, and at once (at most every `ssoMetadataRefetchMinMinutes`) on an unknown signing certificate. */
    ssoMetadataRefreshHours: 24,
    ssoMetadataRefetchMinMinutes: 5,
    /** Consecutive failed sign-ins that lock a Portal account, and for how long. */
    failedSignInsBeforeLock: 10,
    accountLockMinutes: 15,
    /** A password-reset link from **Forgot password** works this long, once. */
    passwordResetLinkHours: 1,
    /** An invitation to the Portal can be accepted for this long; resending starts it again. */
    invitationDays: 7,
    /** Portal passwords: at least this many characters. */
    passwordMinimumCharacters: 12,
    /** A new password must differ from this many previous ones. */
    passwordHistory: 5,
  },
  /**
   * REST and GraphQL share one budget per organisation (token bucket): a
   * sustained rate and a burst. POST /api/v1/authenticate has its own, per
   * client IP address, counting sign-ins, refreshes and downloads of GET /api/v1/openapi.json together;
   * GET /api/v1/openapi.json, the other call without a token, has no
   * organisation to charge and draws on that same per-IP budget. Over
   * either, the API answers 429 `rate_limited` with `Retry-After`.
   */
  apiRateLimits: {
    requestsPerSecondPerOrganisation: organisationRequestsPerSecond,
    burstPerOrganisation: 100,
    authenticateRequestsPerMinutePerIp: 10,
    /** Upper bound of `Retry-After`, in seconds. */
    maxRetryAfterSeconds: 60,
  },
  /**
   * Guidance, not a limit the API enforces: a bulk job (a loop over SIMs or devices) paces itself to half the
   * sustained rate of apiRateLimits, so that the organisation's production integrations keep the other half.
   */
  bulkJobPacing: {requestsPerSecond: organisationRequestsPerSecond / 2},
  /** The REST lists that page (`page`, `per_page`): a `per_page` above the maximum is capped to it, never refused. */
  restPaging: {
    defaultPerPage: 100,
    maxPerPage: 1000,
  },
  /**
   * GraphQL counts a request once against the rate limit, so each query is bounded by the objects it may return:
   * every list's `first` times the lists around it, summed, checked before the query runs. A query over the bound is
   * refused whole with `QUERY_TOO_LARGE` and still counts as one request.
   */
  graphql: {
    /** The most objects a query may return, worked out before it runs from each list's page size. */
    maxObjectsPerQuery: 10_000,
    /** A list's `first` above this is capped to it, in the answer and in the bound alike, never refused. */
    maxPageSize: 100,
    /** A list whose `first` is left out returns, and counts in the bound as, this many. */
    defaultPageSize: 20,
    /** A cursor is accepted for at least this long after the page that returned it, so a paused paging run goes on. */
    cursorMinHours: 24,
  },
  sms: {
    /** One GSM-7 SMS holds this many septets; a character of the extension table takes two (3GPP TS 23.038 6.2.1.1). */
    gsm7Characters: 160,
    /** Text with any character outside GSM-7 is sent in the UCS2 alphabet (3GPP TS 23.038 6.2.3) as UTF-16, with this many code units; a character beyond U+FFFF (most emoji) takes two, and some older handsets and modules show it as two unknown characters. */
    ucs2Characters: 70,
    /** An 8-bit data SMS (SMPP `data_coding` 4; the REST API sends text only) holds this many octets (3GPP TS 23.040 9.2.3.24). */
    dataOctets: 140,
    /** The sender of an MT SMS: a number of at most this many digits (an E.164 number has 15), or an alphanumeric address of at most this many characters (3GPP TS 23.040 9.1.2.5). */
    senderMaxDigits: 15,
    senderMaxAlphanumeric: 11,
    /** An MT SMS sent without `expiry_date` is retried for this long, then EXPIRED. */
    mtValidityDefaultHours: 24,
    /** The latest `expiry_date` a send request may set, from the time of the request; a later or a past one is answered 422. */
    mtValidityMaxHours: 168,
    /** A device may send this many SMS per minute to ordinary phone numbers (P2P). */
    p2pPerMinute: 6,
    p2pCounts: ['MO'] as readonly SmsDirection[],
    /** The monthly SMS limit of a service policy counts what the device sends. */
    monthlyLimitCounts: ['MO'] as readonly SmsDirection[],
    /** An SMS quota is a prepaid volume: every message in either direction uses it. */
    quotaCounts: ['MO', 'MT'] as readonly SmsDirection[],
    /** A webhook SMS interface must answer within this many seconds, or the call counts as failed ... */
    webhookResponseSeconds: 10,
    /** ... and is tried again this many times ... */
    webhookRetries: 3,
    /** ... within about this many minutes of the first call; then an MO SMS is FAILED. */
    webhookRetryMinutes: 5,
  },
  automations: {
    /** A webhook action's URL must answer 2xx within this many seconds, or the call counts as failed ... */
    webhookResponseSeconds: 10,
    /** ... and is tried again this many times ... */
    webhookRetries: 3,
    /** ... within about this many minutes of the first call. */
    webhookRetryMinutes: 5,
  },
  retention: {
    eventsDays: 30,
    /** A paused or failing data stream holds its records this long. */
    pausedStreamDays: 7,
    automationHistoryDays: 30,
    usageRecordsMonths: 13,
    /** Sender, recipient, time and status of an SMS; its text follows `smsTextDefaultDays`. */
    smsMetadataMonths: 13,
    /** The organisation's audit log: sign-ins, role changes, token and policy changes. */
    auditLogMonths: 24,
    /** The download link of a data export (Organisation → Data) works this long, for the Owner only. */
    dataExportLinkDays: 7,
    smsTextDefaultDays: 365,
    smsTextChoicesDays: [30, 90, 365] as readonly number[],
    /** After the SMS text retention is shortened, texts older than the new period are removed within this long. */
    smsTextShortenedRemovalHours: 24,
    /** An access or deletion request about personal data (Organisation → Data) is completed within this long. */
    personalDataRequestDays: 30,
    /** After an organisation is closed its data is deleted after this long. */
    closedOrganisationDays: 30,
  },
  usageRecords: {
    /** An open data session is checked this often ... */
    intervalSeconds: 45,
    /** ... and a record is written once this much has been used since the last one. */
    minimumKilobytes: 100,
    /** A final record is written when the session closes, whatever its volume. */
    recordOnSessionClose: true,
  },
  factoryTest: {
    /**
     * Reaching either default threshold activates the SIM. An SMS counts toward the threshold as it counts toward a quota
     * (quotas.ts `smsCounting`: an MT SMS answered `201`, an MO SMS the platform accepts). Usage up to the thresholds is
     * not charged (states.ts `factoryTestCrossingCharge`, plans.ts `smsCharging`).
     */
    dataKilobytes: 100,
    sms: 10,
    smsCounts: ['MO', 'MT'] as readonly SmsDirection[],
  },
  dataStreams: {
    /**
     * A stream whose oldest waiting record has gone this long without the target accepting it
     * (first attempt and every retry since failed) changes to Error and fires event 47.
     */
    errorAfterMinutes: 15,
    /** Every target, webhook or cloud service, is retried with exponential backoff between these bounds. */
    retryFirstSeconds: 10,
    retryMaxMinutes: 10,
    /**
     * Bulk mode (webhook targets, optional) and every S3 and Keen write (always): one request or object carries the
     * records collected over at most this long …
     */
    bulkWindowSeconds: 5,
    /** … and at most this many records; a fuller window is split into several requests. */
    bulkMaxRecords: 500,
  },
  quotas: {
    /** Threshold events (18, 20) fire at this share of the volume used unless set otherwise. */
    defaultThresholdPercent: 80,
  },
  dataLimits: {
    /** Data, SMS and satellite limits of a service policy count per calendar month ... */
    period: 'calendar month',
    /** ... and reset at this instant, which ends a limit's block and a data limit extension. */
    reset: '00:00 UTC on the 1st',
  },
  trial: {
    days: 60,
    freeSims: 3,
  },
  workspaces: {
    /** A link request between two organisations expires unanswered after this long. */
    linkRequestExpiryDays: 7,
  },
  supportAccess: {
    /** Support access granted under Organisation → Support access lasts this long unless the grant names another duration … */
    defaultDays: 7,
    /** … of 1 day up to this many; it ends earlier when revoked there. */
    maxDays: 30,
  },
  portal: {
    /** The longest custom period of a Portal report or cross-workspace report. */
    reportRangeMaxMonths: 13,
    /**
     * The day of the month a scheduled report runs, covering the previous calendar month: not the 1st, so that usage
     * records of sessions that ended just before midnight have arrived.
     */
    scheduledReportDayOfMonth: 2,
    /** Data rows a CSV upload may hold (header not counted). */
    csvMaxRows: 10_000,
    /** Identifiers a pasted list in a Portal table's search box may hold; a longer list needs a CSV upload. */
    searchListMaxEntries: 1_000,
    /** The page sizes a Portal table offers; the largest is the most rows one selection of a whole page holds. */
    rowsPerPage: [25, 50, 100, 250],
    /**
     * Devices one SMS from the Portal may address: **New SMS** in SMS → History (picked by name) or **Actions → Send
     * SMS** in Connected Devices (ticked); more go by tag from SMS → Conversations.
     */
    smsMaxDevices: 100,
    /** The **Connected Devices** list refreshes itself this often while it is open. */
    deviceListRefreshSeconds: 30,
  },
  openVpn: {
    /** The servers listen on UDP only (`proto udp` in the client configuration); there is no TCP fallback. */
    transport: 'UDP',
    /** One connection per credential at a time: a second login with the same token or email address replaces the first. */
    connectionsPerCredential: 1,
    /** The server clamps the MSS of TCP through the tunnel, so device traffic fits the tunnel without fragments. */
    mssBytes: 1360,
    /** The oldest OpenVPN client version the servers support (its cipher negotiation and `data-ciphers`). */
    minClientVersion: '2.5',
  },
  cloudConnect: {
    /** Support sets up a requested connection (Transit Gateway attachment or IPsec VPN) within this many working days. */
    setupWorkingDays: 5,
    /** IPsec VPN: IKEv2 only, with these SA lifetimes. */
    ikeVersion: 2,
    ikeSaLifetimeSeconds: 28800,
    childSaLifetimeSeconds: 3600,
    /** The IKE SA proposals the platform accepts (RFC 7296 3.3; AES-GCM in IKEv2 per RFC 5282), strongest first. */
    ikeProposals: 'AES-256-GCM with PRF HMAC-SHA-256, or AES-256-CBC with HMAC-SHA-256; DH group 20, 19 or 14',
    /** The child SA (ESP) proposals; perfect forward secrecy is required, with the IKE SA's DH groups. */
    espProposals: 'AES-256-GCM, or AES-256-CBC with HMAC-SHA-256; PFS with DH group 20, 19 or 14',
    /** Who starts IKE: either side may, and the platform starts it again after dead peer detection drops the tunnel. */
    ikeInitiator: 'either side; the platform after a tunnel drop',
    /** Dead peer detection: a probe after this many idle seconds; the tunnel is declared down after `dpdRetries` misses. */
    dpdIntervalSeconds: 10,
    dpdRetries: 3,
    /** The platform's BGP autonomous system number, from the private range of RFC 6996 and unlike the clouds' default gateway ASNs. */
    platformBgpAsn: 64950,
    bgpHoldSeconds: 30,
    /** Inside-tunnel MTU the platform uses, and the TCP MSS it clamps every SYN and SYN-ACK to, in both directions. */
    tunnelMtuBytes: 1400,
    mssBytes: 1360,
  },
  sim: {
    /** Subscription identities (IMSIs) one multi-IMSI SIM carries; its applet picks the one that fits the country. */
    imsiCapacity: 6,
    /** Operator profiles an M2M eUICC (SGP.02) holds; an SGP.32 eUICC's capacity depends on its memory. */
    m2mEuiccProfiles: 10,
    /**
     * How long a new module's first attach may take before troubleshooting is worth it: it scans every band and
     * radio technology it supports before it finds a network it may use (NB-IoT scans are the slowest).
     */
    firstAttachMinutes: 10,
    firstAttachNbIotMinutes: 20,
    /**
     * The shortest registration watchdog for an NB-IoT NTN module after its first satellite attach: it starts from a
     * known network and stored system information, but still needs a GNSS fix and a satellite in view. Add the
     * longest gap between passes at the site on a constellation with gaps.
     */
    satelliteRegistrationWatchdogMinutes: 10,
  },
  remoteProvisioning: {
    /** The interval at which an IPAe, or an IPAd that follows the platform's setting, polls its eIM (SGP.32 leaves it to the IPA). */
    eimPollHours: 24,
    /**
     * How long the platform's IPAe waits for a newly enabled profile to attach and reach the eIM before it rolls back. The same
     * wait ends a fallback: when the eUICC falls back to the bootstrap profile and that profile cannot attach (its SIM
     * Suspended: EMM cause 7 or 8) or cannot reach the eIM within it, the IPAe returns to the profile enabled before the
     * fallback. So a device that only lost signal is back on its operational profile after at most this long in fallback.
     */
    rollbackMinutes: 15,
  },
} as const satisfies Record<string, Record<string, unknown>>;

export type Limits = typeof limits;

/** The `auth_token` lifetime as the `expires_in` seconds the API returns. */
export const authTokenLifetimeSeconds = limits.authentication.authTokenLifetimeHours * 3600;
