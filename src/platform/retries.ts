/**
 * The one retry policy for the REST and GraphQL APIs: which answers a client retries, how long it
 * waits, how often, and the idempotency-key rules that make a repeated POST safe. Its home page is
 * /sdks/retries; the SDKs follow it as their defaults, /rest links to it, and the `Idempotency-Key`
 * description in api/openapi.yaml states the same rules (tests/unit/platform-contract.test.ts).
 */

export const retryPolicy = {
  /** HTTP statuses a client retries, with backoff (429 waits `Retry-After` instead). */
  retryStatuses: [429, 500, 502, 503, 504] as readonly number[],
  /** A 409 with this `code` means the first attempt with the key is still running: retry with the same key. */
  retryConflictCode: 'idempotency_key_in_use',
  /** Full jitter: before retry n (from 0) wait a random time in [0, min(cap, base × 2ⁿ)]. */
  baseSeconds: 0.5,
  capSeconds: 30,
  /** Retries after the first attempt; the SDKs' default `max_retries` / `maxRetries`. */
  maxRetries: 5,
  /** A POST is retried only with the same `Idempotency-Key` as its first attempt. */
  postNeedsIdempotencyKey: true,
  /**
   * PATCH operations that are actions, not settings: each call acts again (a reset detaches the device
   * again, also after it has re-attached), so a client looks for the reset's event before it repeats one, as
   * connectivityResetRepeat says. The SDKs and the retry loop on /sdks/retries repeat one without a read only after a
   * 429, once its Retry-After has passed.
   */
  actionPatches: ['resetEndpointConnectivity'] as readonly string[],
  /**
   * GraphQL mutations that set values, so a repeat after a 429 or 5xx leaves the platform as one call
   * would (queries are always safe to repeat). Every mutation in api/schema.graphql is in exactly one
   * of these two lists (tests/unit/platform-contract.test.ts).
   */
  graphqlRepeatableMutations: ['updateEndpoint', 'updateSimStatus'] as readonly string[],
  /** GraphQL mutations that send something: repeat one only with the `idempotencyKey` of its first attempt. */
  graphqlKeyedMutations: ['sendSms'] as readonly string[],
} as const;

/** The answer to a key sent again with another method, path or body. */
const keyReusedStatus = 422;

export const idempotencyKeys = {
  /** The platform remembers a key and its first response this long after the first request. */
  retentionHours: 24,
  /** The same key with a different method, path or body. */
  reusedWithOtherRequestStatus: keyReusedStatus,
  /** The first request with the key is still running. */
  inFlightStatus: 409,
  /** Answers not stored against the key; whether a keyed repeat runs the request again is notStoredAnswerMeaning. */
  notStoredStatuses: '5xx and 429',
  /** Keys are kept per organisation (the contract's Idempotency section), so workspaces share one key space. */
  scope: `Keys are kept per organisation, not per workspace: integrations in two workspaces of one organisation that send the same key for different requests collide, and the later request is answered \`${keyReusedStatus}\` \`idempotency_key_reused\`. Random UUIDs make that practically impossible; if you build keys from your own job ids, prefix them with the workspace, for example \`ws-4021:job-18833\`.`,
} as const;

/**
 * What a `5xx` that is not stored says about whether the request ran. It depends on who answered: the platform answers a `5xx`
 * only when it committed nothing, but a gateway's `502` or `504` (RFC 9110 15.6.3, 15.6.5) may come after the platform
 * finished, so only a `429` proves by itself that nothing ran.
 */
export const notStoredAnswerMeaning =
  'A `5xx` that the platform itself answers means the request took no effect, so a retry with the same key runs it once. A `502` or `504` from a proxy or load balancer on the way may arrive after the platform finished and stored its answer; a retry with the same key then gets that first answer and does not run the request again. Either way a keyed retry leaves one result. Only a `429` proves on its own that nothing ran.';

/** A reset that runs records its event 17 within this many seconds of the platform accepting it (its Cancel Location is answered by then). */
const resetEventRecordedWithinSeconds = 10;

/**
 * When to repeat the one action PATCH (`retryPolicy.actionPatches`). It takes no key, so the stored-answer rule cannot
 * protect it: only a `429` (answered before the platform acts) allows a repeat without a read, once its `Retry-After`
 * has passed. After any other failure the proof is event 17 with cause `connectivity reset`, which only a reset that ran
 * records; a newer `location.last_updated` proves nothing, because a move to another MME, SGSN or VLR moves it too.
 * /sdks/retries#repeating-a-connectivity-reset renders the parts, the proof as numbered steps; the contract carries
 * them joined (connectivityResetRepeat).
 */
export const connectivityResetRule = {
  withoutRead: `A connectivity reset takes no \`Idempotency-Key\`, so repeat it without a read only after a \`429\`, once its \`Retry-After\` has passed; the platform answers a \`429\` before it acts. After a timeout, a network error or any \`5xx\`, look for the proof instead.`,
  whatItDoes: `A reset that runs cancels the registration at the HSS. To an MME or S4-SGSN it sends Cancel Location over S6a/S6d with the Reattach-Required flag (3GPP TS 29.272 CLR-Flags), and that node detaches the device with the detach type "re-attach required" (TS 24.301 5.5.2.3 on LTE, LTE-M and NB-IoT; TS 24.008 4.7.4.2 on 2G/3G): a device that is awake re-attaches at once, one in PSM or eDRX when it next wakes. A VLR or a Gn/Gp SGSN gets MAP Cancel Location (TS 29.002), which has no such flag: the device registers again at its next location or routing area update.`,
  event: `For a device that held a registration (Attached, Online, or Blocked by a data limit or a data quota, which keep it) the reset records event 17, Endpoint offline, with \`detail.cause\` \`connectivity reset\`.`,
  proofSteps: [
    `First wait ${resetEventRecordedWithinSeconds} seconds after the failed attempt, or longer if \`Retry-After\` or your backoff says so: a reset that runs records its event within that time.`,
    `Then list the device's events since your first attempt with \`GET /api/v1/endpoint/{endpoint_id}/event\` and the query \`q=event_type:17,from:<time>\`, with \`from\` the send time of your first attempt minus a minute for clock skew (URL-encoded, so a \`+\` offset arrives as \`%2B\`). \`q\` has no cause field, so check \`detail.cause\` in your client.`,
    `Repeat the reset only if no such event is there and the device still holds a registration. Reading connectivity alone is not the proof, and a newer \`location.last_updated\` does not prove that the reset ran: a move to another MME, SGSN or VLR moves it too.`,
  ],
} as const;

/** The reset rule as one paragraph, as `resetEndpointConnectivity`'s description in the contract carries it. */
export const connectivityResetRepeat = [
  connectivityResetRule.withoutRead,
  connectivityResetRule.whatItDoes,
  connectivityResetRule.event,
  ...connectivityResetRule.proofSteps,
].join(' ');

/** The longest wait before retry `attempt` (from 0) when no `Retry-After` says otherwise. */
export const retryDelayCapSeconds = (attempt: number) =>
  Math.min(retryPolicy.capSeconds, retryPolicy.baseSeconds * 2 ** attempt);
