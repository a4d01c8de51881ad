/**
 * How the platform signs every webhook it sends: the API's webhooks (event and usage records of a
 * data stream with a webhook target), the webhook SMS interface and automations' webhook actions.
 * One scheme for all of them; its home page is /sdks/webhooks, api/openapi.yaml declares its
 * headers on every webhook, and tests/unit/api-webhooks.test.ts runs the page's verification
 * snippets against signatures computed here.
 *
 * Signing uses Web Crypto (globalThis.crypto.subtle), which Node 20 and browsers both have, so
 * pages can import this module without pulling a Node built-in into the client bundle.
 */

import {limits} from './limits';

export const webhookSigning = {
  /** `t=<unix seconds>,v1=<hex signature>[,v1=<hex signature>…]`: one `v1` per active secret. */
  signatureHeader: 'X-Webhook-Signature',
  /** The same on every retry of one delivery: it only skips the platform's retries; records deduplicate on their `id`. */
  idHeader: 'X-Webhook-Id',
  /** The MAC, as RFC 2104 and FIPS 180-4 name it. */
  algorithm: 'HMAC-SHA256',
  /** The version tag of the signatures in the header; a future scheme gets a new tag. */
  signatureVersion: 'v1',
  /** Receivers reject a `t` further than this from their own clock (replay protection). */
  toleranceSeconds: 300,
  /** During a secret rotation both secrets sign, for at most this long. */
  rotationOverlapHours: 24,
} as const;

/**
 * What ends a rotation's overlap before its `rotationOverlapHours`: at most two secrets are valid at a time, so a
 * second change inside an overlap ends it at once. Rendered on the home page /sdks/webhooks#rotate-a-secret.
 */
export const webhookSecretOverlap =
  'At most two secrets are valid at a time. A second change inside an overlap ends that overlap at once: the oldest secret stops signing and its signatures stop verifying, and the secret you set before becomes the old one of a fresh overlap.';

/**
 * Who makes a webhook's secret, for every kind alike: you enter it, or the Portal generates it on
 * request; either way it is shown only while you save it, and no Portal page or API response shows
 * it again. Rendered on the home page /sdks/webhooks#which-requests-are-signed.
 */
export const webhookSecretOrigin =
  'You make each secret: enter at least 32 random characters, or select **Generate** in the Portal to have it create one. The Portal shows a secret only in the form where you save it. After that, no Portal page and no API response returns it, so store it in your receiver’s configuration before you save.';

/** The one secret not made in the Portal: a data stream created through the API, rendered after webhookSecretOrigin on the home page. */
export const webhookSecretFromApi =
  'A data stream created through the API takes the secret you send in `config.secret`.';

/** The webhooks that carry the signature, by what configures their secret. */
export const signedWebhooks = [
  {kind: 'Data stream with a webhook target', secretFrom: 'the data stream’s `config.secret`'},
  {kind: 'Webhook SMS interface', secretFrom: 'the secret field under **Integrations → SMS interface**'},
  {kind: 'Automation webhook action', secretFrom: 'the secret of the webhook action'},
] as const;

/**
 * How each kind of webhook is delivered: how long the platform waits for a 2xx, and how long it
 * keeps retrying with the same `X-Webhook-Id` (`retryWindow`, as the webhook's description in
 * api/openapi.yaml, `operationId`, words it; tests/unit/platform-contract.test.ts). A receiver keeps the ids it processed for at least
 * the longest retry window, `deliveryIdRetentionDays`.
 */
/** A webhook retried a number of times within some minutes: its retry window and how the delivery table says it. */
const retriedWithin = (retries: number, minutes: number) => ({
  retryWindow: `${retries} times within about ${minutes} minutes`,
  retries: `${retries} more times within about ${minutes} minutes of the first call.`,
  retriedAs: `retried ${retries} more times within about ${minutes} minutes`,
});

export const webhookDeliveries = [
  {
    kind: 'Data stream with a webhook target (event and usage records)',
    key: 'dataStream',
    operationId: 'receiveEventRecord',
    responseSeconds: 10,
    retryWindow: `${limits.retention.pausedStreamDays} days`,
    retries: [
      `With exponential backoff for as long as the stream holds the record: ${limits.retention.pausedStreamDays} days.`,
      `The wait between attempts grows from ${limits.dataStreams.retryFirstSeconds} seconds up to ${limits.dataStreams.retryMaxMinutes} minutes. Later records wait behind the failing one.`,
      `Once the oldest waiting record has gone ${limits.dataStreams.errorAfterMinutes} minutes without a 2xx, the stream shows Error (event 47), and retries go on.`,
      `A stream that gets no 2xx for ${limits.retention.pausedStreamDays} days stops, shows **Error** and discards what it holds ([stream status](/multicloud-data-streamer/manage-data-streams#stream-status)).`,
    ],
    retriedAs: `retried with backoff for up to ${limits.retention.pausedStreamDays} days`,
    order: 'Kept across the whole stream for a webhook target.',
  },
  {
    kind: 'Webhook SMS interface',
    key: 'sms',
    operationId: 'receiveSms',
    responseSeconds: limits.sms.webhookResponseSeconds,
    ...retriedWithin(limits.sms.webhookRetries, limits.sms.webhookRetryMinutes),
    order: 'Not kept; sort on `submit_date`.',
  },
  {
    kind: 'Automation webhook action',
    key: 'automation',
    operationId: 'receiveAutomationCall',
    responseSeconds: limits.automations.webhookResponseSeconds,
    ...retriedWithin(limits.automations.webhookRetries, limits.automations.webhookRetryMinutes),
    order: 'Not kept; sort on `event.timestamp`.',
  },
] as const;

/** Why the Order column of the delivery table says what it says: one sentence under the table. */
export const webhookOrderNote =
  'A stream sends a record only after the one before it was accepted; an SMS or an automation call is delivered on its own, so a retried one can arrive after a later one.';

/** A kind of webhook, as a page names it to `<WebhookAnswerTable kind="…" />`. */
export type WebhookKey = (typeof webhookDeliveries)[number]['key'];

/**
 * How the platform reads the receiver's answer, the same for every kind of webhook in
 * `webhookDeliveries`. Redirects are not followed: a signed request re-sent to another host would
 * carry your payload somewhere you did not configure. Rendered by `<WebhookAnswerTable />`.
 */
/** The answers and what the platform does with each, given the answer window and the retries of a kind. */
const answersWith = (within: string, retried: string) =>
  [
    {answer: `Any 2xx ${within}`, outcome: 'Delivered; the platform sends the next one.'},
    {
      answer: '3xx',
      outcome: 'Not followed: a failure, retried to the same URL.',
    },
    {answer: '4xx or 5xx', outcome: `A failure, ${retried}.`},
    {answer: 'No answer in time, or no connection', outcome: `A failure, ${retried}.`},
  ] as const;

/** Why a redirect is not followed, and what to configure instead: one sentence under the answer table. */
export const webhookRedirectNote =
  'Configure the final URL, not one that redirects: a signed request re-sent to another host would carry your payload somewhere you did not configure.';

export const webhookAnswers = answersWith('within the answer time of its kind', 'retried as its kind retries');

/** The same answers for one kind of webhook, with its own answer window and retry period. */
export function webhookAnswersOf(key: WebhookKey): ReturnType<typeof answersWith> {
  const delivery = webhookDeliveries.find((candidate) => candidate.key === key);
  if (!delivery) throw new Error(`No webhook kind ${key}`);
  return answersWith(`within ${delivery.responseSeconds} seconds`, delivery.retriedAs);
}

/**
 * What a retry of a bulk data-stream delivery carries: the same batch, so a receiver can
 * skip the whole retry by its delivery id; records still deduplicate on their `id`.
 */
export const bulkRetry =
  'A retry of a bulk delivery carries the identical array, byte for byte, with the same `X-Webhook-Id`. Records that arrive meanwhile go into a later batch, never into the retried one.';

/** The longest retry window of any webhook: how long a receiver keeps the delivery ids it processed. */
export const deliveryIdRetentionDays = limits.retention.pausedStreamDays;

/** The bytes the signature covers: the timestamp, a full stop and the raw request body. */
export const signedContent = (timestamp: number, rawBody: string) => `${timestamp}.${rawBody}`;

async function hmacSha256Hex(secret: string, content: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(content));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `X-Webhook-Signature` value the platform sends for `rawBody` at `timestamp` (Unix seconds):
 * one `v1=` per secret, so a receiver holding either secret of a rotation accepts it.
 */
export async function signWebhook(
  secret: string | readonly string[],
  timestamp: number,
  rawBody: string,
): Promise<string> {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  const signatures = await Promise.all(secrets.map((key) => hmacSha256Hex(key, signedContent(timestamp, rawBody))));
  return [`t=${timestamp}`, ...signatures.map((hex) => `${webhookSigning.signatureVersion}=${hex}`)].join(',');
}

/**
 * A known input and the signature the platform sends for it, for a reader to test a verifier before the first real
 * delivery (/sdks/webhooks#test-your-verifier). ASCII with no trailing newline, so its length is its size in bytes.
 * A unit test signs it with `signWebhook`, so the page can never show a `v1` the platform would not send.
 */
export const webhookTestVector = {
  secret: 'example-secret-9c1e4b7a2f6d8e03b5a1c7f9',
  timestamp: 1795425658,
  body: '{"id":41290331187,"event_type":{"id":3,"description":"Create PDP context"}}',
  v1: '9b275bc86cb6e3efe909a4db3902ae5461f654ac11200844188ea60601878a76',
} as const;
