/**
 * SMS statuses as the API returns them (`status: {id, description}`), the
 * label the Portal shows for each and what it means, for messages to the
 * device (MT) and from it (MO). The SMS page renders them; the API contract's
 * examples may use only these pairs.
 */
import {limits} from './limits';

export interface SmsStatusInfo {
  /** `status.id` in the API. */
  readonly id: number;
  /** `status.description` in the API. */
  readonly description: string;
  /** What the Portal's SMS history shows. */
  readonly portalLabel: string;
  readonly meaning: string;
}

/** Statuses of a message to the device, in the order a message goes through them. */
export const mtSmsStatuses = [
  {id: 1, description: 'ENROUTE', portalLabel: 'En route', meaning: 'Accepted and being delivered to the device.'},
  {
    id: 2,
    description: 'BUFFERED',
    portalLabel: 'Buffered',
    meaning:
      'The device is unreachable (offline, out of coverage, or its message store is full); delivery is retried until the validity period ends.',
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
    meaning:
      'Refused or undeliverable: the device is Disabled or its SIM not Activated, its service policy does not allow MT SMS, its SMS quota is used up, expired or removed, or it is attached over [NB-IoT](/services/sms#sms-over-nb-iot).',
  },
  {
    id: 3,
    description: 'CANCELED',
    portalLabel: 'Cancelled',
    meaning: 'Cancelled by a user while it was ENROUTE or BUFFERED; it will not be delivered.',
  },
] as const satisfies readonly SmsStatusInfo[];

/**
 * How the webhook SMS interface delivers an MO SMS: one call, answered 2xx within
 * `responseSeconds`, else tried again `retries` times within about `retryWithinMinutes`
 * with the same `X-Webhook-Id`. After the last failed try the message is FAILED.
 */
export const smsInterfaceWebhook = {
  responseSeconds: limits.sms.webhookResponseSeconds,
  retries: 3,
  retryWithinMinutes: 5,
} as const;

/** Statuses of a message from the device. */
export const moSmsStatuses = [
  {
    id: 4,
    description: 'DELIVERED',
    portalLabel: 'Received',
    meaning:
      'Received by the platform and passed to the SMS interface (a webhook or SMPP, or the Portal interface); kept in the Portal SMS history and the API SMS list either way.',
  },
  {
    id: 6,
    description: 'FAILED',
    portalLabel: 'Failed',
    meaning: `The SMS interface did not accept it: the webhook answered 2xx within ${smsInterfaceWebhook.responseSeconds} s neither to the first call nor to any of its ${smsInterfaceWebhook.retries} [retries](/sdks/webhooks#deliveries-and-retries), or no SMPP client was bound. It stays readable in the Portal's SMS history and the API's SMS list.`,
  },
] as const satisfies readonly SmsStatusInfo[];

/** How the platform encodes MT text, and what it refuses. */
export const smsText = {
  /** Text with any character outside the GSM 7-bit default alphabet is sent as UCS-2, never rejected for it. */
  outsideGsm7: 'UCS-2',
  /** Every MT text goes out as one SMS; a text too long for one is refused with this status. */
  tooLongStatus: 422,
  concatenated: false,
} as const;
