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
  /** Seconds a client waits for an answer before it gives up on one attempt: the SDKs' default, and every sample's. */
  requestTimeoutSeconds: 30,
  /** A POST is retried only with the same `Idempotency-Key` as its first attempt. */
  postNeedsIdempotencyKey: true,
  /**
   * PATCH operations that are actions, not settings: each call acts again (a reset cancels the registration
   * the device holds then, including one made after the previous call), so a client looks for the reset's event before it repeats
   * one, as connectivityReset.ts connectivityResetRepeat says. The SDKs repeat one without a read only after a 429, once
   * its Retry-After has passed, after a 401 token_expired and a refresh, or when no TCP connection was made (refused or
   * connect timeout: `wasRequestSent()` / `request_sent` false); the retry loop on /sdks/retries, which
   * leaves the refresh to its caller, only after a 429 or when no TCP connection was made.
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
  /**
   * Answers not stored against the key; whether a keyed repeat runs the request again is notStoredAnswerMeaning. A 401
   * comes before the request is authenticated, so nothing ran: after a refresh, a retry with the same key runs it once.
   */
  notStoredStatuses: '401, 429 and 5xx',
  /** Keys are kept per organisation (the contract's Idempotency section), so workspaces share one key space. */
  scope: `Keys are kept per organisation, not per workspace. So integrations in two workspaces of one organisation that send the same key for different requests collide, and the later request is answered \`${keyReusedStatus}\` \`idempotency_key_reused\`. Random UUIDs make that practically impossible. If you build keys from your own job ids, prefix them with the workspace, for example \`ws-4021:job-18833\`.`,
} as const;

/**
 * What a `5xx` that is not stored says about whether the request ran. It depends on who answered: the platform answers a `5xx`
 * only when it committed nothing, but a gateway's `502` or `504` (RFC 9110 15.6.3, 15.6.5) may come after the platform
 * finished, so only a `401` or a `429` proves by itself that nothing ran.
 */
export const notStoredAnswerMeaning =
  'A `5xx` does not prove that nothing ran, because its status does not tell a client who answered. If the platform answered, the request took no effect. If a proxy or load balancer on the way answered with a `502` or `504`, the platform may have finished and stored its answer. Either way a retry with the same key leaves one result: it runs the request once, or gets the stored answer. Only a `401` or a `429` proves on its own that nothing ran.';

/** The longest wait before retry `attempt` (from 0) when no `Retry-After` says otherwise. */
export const retryDelayCapSeconds = (attempt: number) =>
  Math.min(retryPolicy.capSeconds, retryPolicy.baseSeconds * 2 ** attempt);

/**
 * What a repeated `DELETE` answers once the first call has done its work: the code of its `404`, or `204` for the
 * two objects that stay with a final status. Each DELETE operation of api/openapi.yaml says its own answer, and a
 * test checks it against this table, which names every DELETE the contract has.
 */
export const repeatedDeleteAnswers = {
  deleteEndpoint: '204',
  cancelSms: '204',
  deleteDataQuota: 'no_quota',
  deleteSmsQuota: 'no_quota',
  deleteTrafficLimitExtension: 'no_extension',
  unblockEndpointOperator: 'not_found',
  unblockTariffProfileOperator: 'not_found',
  removeServiceProfileService: 'not_found',
  deleteServiceProfile: 'not_found',
  deleteDataStream: 'not_found',
} as const satisfies Record<string, '204' | 'no_quota' | 'no_extension' | 'not_found'>;

/** repeatedDeleteAnswers in a sentence, for the page that is the rule's home. */
export const repeatedDeleteAnswer =
  'Once a first `DELETE` has removed its quota, extension or other object, a repeat answers `404`: `no_quota` for a quota, `no_extension` for a data limit extension and `not_found` for anything else. Treat that answer on a repeat as done. Deleting a device and cancelling an SMS are the exceptions: a repeat answers `204` again, because the device or the SMS stays, with its final status.';
