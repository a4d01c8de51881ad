/**
 * Automations: an automation has one trigger, a scope, optional conditions and
 * actions that run in order. The Portal page of the Automations screen and
 * the how-to that builds one both render these, so the two cannot describe
 * different triggers, actions or statuses.
 */
import {eventType, eventTypes} from './events';
import type {Permission} from './roles';

export interface AutomationTriggerInfo {
  readonly name: string;
  /** One sentence for the table cell. */
  readonly firesWhen: string;
}

/** The data and SMS quota events (threshold reached, used up) that only the Quota threshold trigger offers. */
const quotaEventIds = (kind: 'data' | 'SMS') =>
  eventTypes
    .filter((type) =>
      new RegExp(`^${kind === 'SMS' ? 'SMS ' : ''}quota (?:threshold reached|used up)$`, 'i').test(type.name),
    )
    .map((type) => type.id);
const quotaTriggerEventIds = [...quotaEventIds('data'), ...quotaEventIds('SMS')];

export const automationTriggers = [
  {
    name: 'System event',
    firesWhen:
      'A [system event](/system-events/event-types) of the chosen type occurs for a device in scope or its SIM, every time it occurs.',
  },
  {
    name: 'Quota threshold',
    firesWhen: `A device's data quota (events ${quotaEventIds('data').join(' and ')}) or SMS quota (${quotaEventIds('SMS').join(' and ')}) reaches its threshold or is used up, again for each volume \`auto_refill\` adds.`,
  },
] as const satisfies readonly AutomationTriggerInfo[];

/** The events a System event automation cannot use, rendered as one sentence under the trigger table. */
export const automationTriggerNote = `A system-event automation cannot use user or organisation events (such as ${eventType(6).id}) or the quota events ${Math.min(...quotaTriggerEventIds)}–${Math.max(...quotaTriggerEventIds)}, which are under Quota threshold. An auto refill records no event of its own; the threshold and used-up events fire again for each refilled volume as it is used.`;

/** Which devices an automation applies to; one of these per automation. */
export const automationScopes = [
  'All devices of the workspace',
  'Devices with any of the chosen [tags](/how-tos/manage-tags)',
  'Devices on any of the chosen service or coverage policies',
] as const;

export interface AutomationConditionInfo {
  readonly condition: string;
  readonly operators: string;
}

/** Conditions narrow a trigger further; all of an automation's conditions must match. No severity condition: an automation has one event type, and its severity is fixed. */
export const automationConditions = [
  {condition: 'Country or network of the event', operators: 'is any of, is none of'},
  {
    condition: 'SIM state after a SIM event (8, 9, 10 or 45)',
    operators: 'is any of',
  },
] as const satisfies readonly AutomationConditionInfo[];

/** How the SIM state condition reads, rendered as one paragraph under the condition table. */
export const automationConditionNote =
  'For example, the SIM state condition “is any of Suspended” acts on suspensions only. After event 8, an activation, the state is Activated whatever it was before.';

export interface AutomationActionInfo {
  readonly name: string;
  readonly does: string;
  /**
   * The permission a user needs to do the same by hand. Every role that may edit automations must hold it, so
   * that an automation never does what its author could not (a unit test checks this).
   */
  readonly actsAs: Permission;
}

export const automationActions = [
  {
    name: 'Send SMS to device',
    does: 'Sends one SMS to the device that triggered the automation, for example a configuration command. Not for devices on [NB-IoT](/services/sms#sms-over-nb-iot).',
    actsAs: 'sendSms',
  },
  {
    name: 'Call webhook',
    does: "Sends the event as JSON in an HTTPS `POST`, [signed](/sdks/webhooks) with the action's secret, to your URL; later actions wait for neither its answer nor its retries.",
    actsAs: 'manageIntegrations',
  },
  {
    name: 'Email users',
    does: 'Sends the event with its device to the Portal users or the addresses you choose.',
    actsAs: 'viewInventory',
  },
  {
    name: 'Add or remove tag',
    does: 'Marks the device for follow-up, or clears the mark.',
    actsAs: 'manageTags',
  },
  {
    name: 'Change service policy',
    does: 'Moves the device to another existing [service policy](/how-tos/create-service-policies), for example one with a lower data limit or one without data.',
    actsAs: 'assignPolicies',
  },
  {
    name: 'Disable device',
    does: 'Sets the device status to Disabled; the network then refuses it.',
    actsAs: 'editDevices',
  },
] as const satisfies readonly AutomationActionInfo[];

export interface AutomationStatusInfo {
  readonly name: string;
  readonly meaning: string;
}

/** An automation's status; a new automation starts with the first, so it can be tested before it acts. */
export const automationStatuses = [
  {
    name: 'Paused',
    meaning:
      'Saved but not running. Events that arrive meanwhile are not processed, then or later. Every new automation starts paused.',
  },
  {name: 'Active', meaning: 'Runs for every matching event from the moment it is activated.'},
] as const satisfies readonly AutomationStatusInfo[];

/**
 * Throttling instead of a policy change, rendered under the action table
 * (/portal/automations and /how-tos/manage-automations).
 */
export const automationThrottleNote =
  'A service policy cannot slow data down: to throttle rather than stop, give the device a data quota with the action Throttle ([quota management](/services/quota-management)).';

/**
 * The optional cool-down of an automation, per device. Rendered where an automation is created
 * (/portal/automations and /how-tos/manage-automations); a run it holds back has the **Skipped** outcome below.
 */
export const automationCoolDown =
  "The cool-down is optional and set per automation, for example 6 hours. It counts for each device on its own, from that device's last run. A matching event of the same device within the cool-down starts no run. The run history lists that event as **Skipped**, naming the cool-down. Other devices in the scope are not held back, and a skipped event is not run later.";

export interface AutomationOutcomeInfo {
  readonly name: string;
  readonly meaning: string;
}

/** The outcome of one run, as the run history shows it. */
export const automationOutcomes = [
  {
    name: 'Running',
    meaning: 'An action is still being tried, such as a webhook call within its retries.',
  },
  {name: 'Succeeded', meaning: 'Every action ran.'},
  {
    name: 'Partly failed',
    meaning: 'At least one action failed and at least one succeeded; the actions after a failed one still ran.',
  },
  {name: 'Failed', meaning: 'Every action failed.'},
  {
    name: 'Skipped',
    meaning: "A condition did not match, or the device's cool-down was running. The entry names which.",
  },
] as const satisfies readonly AutomationOutcomeInfo[];

/** When a run's outcome is final, rendered as one paragraph under the outcome table. */
export const automationOutcomeNote =
  'A run entry and the **Last run** column show the final outcome once every action is answered or has used up its retries.';

/**
 * The "Automation failures" email of the Notifications tab (portal/user-settings renders who may receive it; the
 * automations page is its home). One email per run, sent when the run's outcome is final.
 */
export const automationFailureEmail =
  "A run that ends **Failed** or **Partly failed** sends one **Automation failures** email, once its outcome is final. It goes to every user of the workspace whose role may edit automations and who keeps that notification on in their [user settings](/portal/user-settings), not only to the automation's creator. The email names the automation, the device and each failed action, and links to the run in **Run history**. **Skipped** runs send none.";
