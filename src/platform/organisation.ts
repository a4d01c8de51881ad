/**
 * How a SIM enters and leaves an organisation: registration, release,
 * registration of a released SIM elsewhere, deletion, and what closing the
 * organisation does to its SIMs. The SIM lifecycle page renders these.
 */
import {limits} from './limits';
import type {SimStateName} from './states';

/** A SIM in these states may be released; an Activated or Factory Test SIM is suspended first. */
export const releasableSimStates = ['Issued', 'Suspended'] as const satisfies readonly SimStateName[];

export interface SimOwnershipRule {
  readonly action: string;
  readonly rule: string;
  /** The SIM's state afterwards, in the organisation that holds it; `null` when it has none there. */
  readonly stateAfter: SimStateName | null;
  /** The system event type the action creates, if any. */
  readonly eventId: number | null;
}

export const simOwnershipRules = [
  {
    action: 'Register SIMs with their BIC',
    rule: 'The SIMs join the registering organisation in Issued. No status change leads back to Issued; only a release followed by a new registration starts the lifecycle again.',
    stateAfter: 'Issued',
    eventId: 48,
  },
  {
    action: 'Release a SIM',
    rule: `Removes the SIM from the organisation and stops its billing there. Only a SIM in ${releasableSimStates.join(' or ')} that no device uses can be released: suspend an Activated or Factory Test SIM first.`,
    stateAfter: null,
    eventId: 50,
  },
  {
    action: 'Register a released SIM',
    rule: 'The registering organisation, another one or the one that released it, starts a new lifecycle: the SIM arrives Issued there, whatever its state was before.',
    stateAfter: 'Issued',
    eventId: 48,
  },
  {
    action: 'Delete a SIM',
    rule: 'Final: the SIM can never be activated or registered again, by any organisation.',
    stateAfter: 'Deleted',
    eventId: 10,
  },
  {
    action: 'Close the organisation',
    rule: `Every SIM still in the organisation is deleted, devices and policies are removed and users are deactivated. Release SIMs that should go on working elsewhere first. The organisation's data is deleted ${limits.retention.closedOrganisationDays} days later; until then support can reopen it for the Owner, but deleted SIMs stay deleted.`,
    stateAfter: 'Deleted',
    eventId: 10,
  },
] as const satisfies readonly SimOwnershipRule[];
