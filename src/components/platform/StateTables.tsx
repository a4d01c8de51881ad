import React from 'react';
import Link from '@docusaurus/Link';
import {
  assignableSimStates,
  blockCauses,
  connectivityStates,
  deviceStates,
  eventType,
  imeiLock,
  registrationRefusals,
  type RegistrationRefusal,
  releasableSimStates,
  restartAfterRefusal,
  serviceWithdrawal,
  simTakenOff,
  simStates,
  simTransitionMakers,
  simTransitions,
  smsAttachRule,
  smsDuringDataBlock,
  transferableSimStates,
  trialEnd,
  type Capabilities,
  type ConnectivityCapabilities,
} from '../../platform';
import InlineText, {InlineTextList, RuleTextBlock, capitalised} from './InlineText';
import RuleTable, {LeadCell, RuleBlock, RuleBlocks, RuleDetails, rowsNamed} from './RuleTable';
import {joinRoles} from './RequiredRole';
import ScrollableTable from '../ScrollableTable';

const capabilityColumns: ReadonlyArray<[keyof Capabilities, string]> = [
  ['registration', 'Registration'],
  ['data', 'Data'],
  ['smsMo', 'SMS from the device (MO)'],
  ['smsMt', 'SMS to the device (MT)'],
];

function CapabilityHeaders(): React.ReactNode {
  return capabilityColumns.map(([key, label]) => (
    <th scope="col" key={key}>
      {label}
    </th>
  ));
}

/**
 * SMS that the attach decides (`'by attach'`) gets the rule's cell, once across both SMS columns when both are so.
 * Only the first such row (`linked`) gives the rule's link: one link per table.
 */
function CapabilityCells({works, linked = true}: {works: ConnectivityCapabilities; linked?: boolean}): React.ReactNode {
  const smsByAttach = works.smsMo === 'by attach' && works.smsMt === 'by attach';
  return capabilityColumns.map(([key]) => {
    const value = works[key];
    if (value !== 'by attach') return <td key={key}>{value ? 'Yes' : 'No'}</td>;
    if (smsByAttach && key === 'smsMt') return null;
    return (
      <td key={key} colSpan={smsByAttach ? 2 : undefined}>
        <InlineText text={linked ? `${smsAttachRule.cell} (${smsAttachRule.cellLink})` : smsAttachRule.cell} />
      </td>
    );
  });
}

/** Which attach carries SMS (sms.ts `smsAttachRule`): the sentence every page that states the rule renders. */
export function SmsAttachRule(): React.ReactNode {
  return <RuleTextBlock text={smsAttachRule.rule} />;
}

/** SIM states with their API id, what works in each and whether the monthly fee applies; `withMeaning` adds a sentence on each. */
export function SimStateTable({withMeaning = false}: {withMeaning?: boolean}): React.ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">API id</th>
          {withMeaning && <th scope="col">Meaning</th>}
          <CapabilityHeaders />
          <th scope="col">Monthly fee</th>
        </tr>
      </thead>
      <tbody>
        {simStates.map((state) => (
          <tr key={state.id}>
            <th scope="row">{state.name}</th>
            <td>{state.id}</td>
            {withMeaning && (
              <td>
                <InlineText text={state.summary} />
              </td>
            )}
            <CapabilityCells works={state.works} />
            <td>{state.monthlyFee}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Device (endpoint) statuses with their API id and what they allow. */
export function DeviceStateTable(): React.ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Device status</th>
          <th scope="col">API id</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {deviceStates.map((state) => (
          <tr key={state.id}>
            <th scope="row">{state.name}</th>
            <td>{state.id}</td>
            <td>
              <InlineText text={state.summary} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The connectivity states Connected Devices shows, and what works in each; a longer meaning continues under the table. */
export function ConnectivityStateTable(): React.ReactNode {
  const firstByAttach = connectivityStates.find(
    (state) => state.works !== 'by cause' && state.works.smsMo === 'by attach',
  );
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Connectivity</th>
            <th scope="col">Meaning</th>
            <CapabilityHeaders />
          </tr>
        </thead>
        <tbody>
          {connectivityStates.map((state) => (
            <tr key={state.name}>
              <th scope="row">{state.name}</th>
              <td>
                <LeadCell text={state.meaning} title={state.name} />
              </td>
              {state.works === 'by cause' ? (
                <td colSpan={capabilityColumns.length}>
                  See <Link to="/portal/connected-devices#what-a-blocked-device-can-still-do">block causes</Link>
                </td>
              ) : (
                <CapabilityCells works={state.works} linked={state === firstByAttach} />
              )}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <RuleDetails rows={connectivityStates} title={(state) => state.name} text={(state) => state.meaning} />
    </>
  );
}

type BlockCauseRow = (typeof blockCauses)[number];

/** The events that name a block cause, as "Event 11, *Endpoint blocked*.", or the module's own text where none does. */
const blockCauseEvents = (block: BlockCauseRow) =>
  'events' in block
    ? block.events
    : `${capitalised(block.eventIds.map((id) => `event ${id}, *${eventType(id).name}*`).join(', or ') || 'none')}.`;

/**
 * Why a device shows Blocked, the events that say so, and what it can still do: a row per cause. A cell held as parts
 * (how a data-limit block ends, the events of an ended trial) shows its first part and continues under the table. SMS
 * during a data block is said once, above the table; those rows' SMS cells point back to it.
 */
export function BlockCauseRules(): React.ReactNode {
  return (
    <>
      <p>
        <InlineText text={smsDuringDataBlock} />
      </p>
      <RuleTable
        columns={[
          {heading: 'Cause', cell: (block: BlockCauseRow) => block.cause},
          {heading: 'Event', parts: blockCauseEvents, restTitle: (block) => block.title},
          {heading: 'Registration', cell: (block) => `${capitalised(block.registration)}.`},
          {heading: 'Data', parts: (block) => block.data, restTitle: (block) => block.title},
          {heading: 'SMS', cell: (block) => ('sms' in block ? block.sms : 'As before the block.')},
        ]}
        rows={blockCauses}
      />
    </>
  );
}

/** The block causes that create no event, so a Blocked device with no matching event is checked for these. */
export function SilentBlockCauses(): React.ReactNode {
  return (
    <ul>
      {blockCauses
        .filter((block) => block.eventIds.length === 0)
        .map((block) => (
          <li key={block.cause}>
            <InlineText text={block.cause} />
          </li>
        ))}
    </ul>
  );
}

/** Every SIM status change, what triggers it, who makes it and the event it creates. */
export function SimTransitionTable(): React.ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Trigger</th>
          <th scope="col">Made by</th>
          <th scope="col">Event type</th>
        </tr>
      </thead>
      <tbody>
        {simTransitions.map((transition) => (
          <tr key={`${transition.from ?? 'new'}-${transition.to}`}>
            <td>{transition.from ?? '(new SIM)'}</td>
            <td>{transition.to}</td>
            <td>{transition.trigger}</td>
            <td>
              <InlineText text={capitalised(transition.by.map((by) => simTransitionMakers[by]).join('; or '))} />
            </td>
            <td>{transition.eventId}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** SIM states as inline prose in bold: "Issued, Activated or Factory Test". */
function SimStateList({names}: {names: readonly string[]}): React.ReactNode {
  return <InlineText text={joinRoles(names.map((name) => `**${name}**`))} />;
}

/** The SIM states a device accepts. */
export function AssignableSimStates(): React.ReactNode {
  return <SimStateList names={assignableSimStates} />;
}

/** The SIM states a release accepts. */
export function ReleasableSimStates(): React.ReactNode {
  return <SimStateList names={releasableSimStates} />;
}

/** The SIM states a transfer between workspaces accepts. */
export function TransferableSimStates(): React.ReactNode {
  return <SimStateList names={transferableSimStates} />;
}

/** The SIM states whose device can receive SMS (`works.smsMt`). */
export function SmsSimStates(): React.ReactNode {
  return <SimStateList names={simStates.filter((state) => state.works.smsMt).map((state) => state.name)} />;
}

const imeiLockRows: ReadonlyArray<[keyof typeof imeiLock, string]> = [
  ['bindsAt', 'When it binds'],
  ['entered', 'An IMEI you enter'],
  ['refusal', 'The SIM in another device'],
  ['move', 'Moving the SIM on purpose'],
];

const trialEndRows: ReadonlyArray<[keyof typeof trialEnd, string]> = [
  ['connectivity', 'Connectivity in the Portal'],
  ['registration', 'Registration'],
  ['data', 'Data'],
  ['sms', 'SMS'],
  ['simStates', 'SIM states and events'],
  ['account', 'Portal and API'],
  ['afterUpgrade', 'After the upgrade'],
];

/** What a trial organisation's devices do when the credit or the period runs out: a row per item, its label first. */
export function TrialEndRule(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'What', cell: ([, label]) => label},
        {heading: 'After the trial ends', cell: ([key]) => trialEnd[key]},
      ]}
      rows={trialEndRows}
    />
  );
}

/** How the IMEI lock binds, refuses and is moved. */
export function ImeiLockRule(): React.ReactNode {
  return (
    <div className="rule-blocks">
      {imeiLockRows.map(([key, label]) => (
        <RuleBlock key={key} title={label}>
          {key === 'move' ? (
            <InlineTextList items={imeiLock.move} ordered />
          ) : (
            <RuleTextBlock text={imeiLock[key]} paragraphs />
          )}
        </RuleBlock>
      ))}
    </div>
  );
}

/**
 * Each registration reject cause, why it comes, what the module does next and what brings it back. `causes`
 * keeps only the rows of those cause numbers, for a page about one kind of block.
 */
const hasCause = (refusal: RegistrationRefusal, wanted: number) => refusal.causes.some(({cause}) => cause === wanted);

export function RegistrationRefusals({
  causes,
  untitled = false,
  after13 = false,
}: {
  causes?: readonly number[];
  /** Set under a heading that already names the cause. */
  untitled?: boolean;
  /** Set on cause 15 where cause 13 is rendered above on the page, so that the forbidden-area list shows once. */
  after13?: boolean;
}): React.ReactNode {
  const rows = rowsNamed('RegistrationRefusals', registrationRefusals, causes, hasCause);
  const shortList = after13 || (rows.some((row) => hasCause(row, 13)) && rows.some((row) => hasCause(row, 15)));
  return (
    <RuleBlocks
      columns={[
        {
          heading: 'Reject cause',
          cell: (refusal) => `Cause ${refusal.causes.map(({cause, name}) => `${cause}, ${name}`).join('; or ')}`,
        },
        {heading: 'Why', cell: (refusal) => refusal.why},
        {
          heading: 'What the module does next',
          cell: (refusal) =>
            shortList && 'moduleDoesAfterCause13' in refusal ? refusal.moduleDoesAfterCause13 : refusal.moduleDoes,
        },
        {heading: 'What brings it back', cell: (refusal) => refusal.recovery},
      ]}
      rows={rows}
      untitled={untitled}
    />
  );
}

/**
 * Why the network refuses a registration with `cause` (the Why cell of its `registrationRefusals` row), inline so that a
 * troubleshooting cell can name every state behind the refusal instead of one.
 */
export function RefusalWhy({cause}: {cause: number}): React.ReactNode {
  const refusal = registrationRefusals.find((candidate) => hasCause(candidate, cause));
  if (!refusal) throw new Error(`RefusalWhy: no cause ${cause} in states.ts registrationRefusals`);
  return <InlineText text={refusal.why} />;
}

/** What Disable and Suspend do to a device that is registered at that moment. */
export function ServiceWithdrawalNote(): React.ReactNode {
  return <RuleTextBlock text={serviceWithdrawal.registered} />;
}

/**
 * What Unassign, deleting a device or assigning it another SIM does to the SIM's registration: a list of two labelled
 * items, so place it on its own line.
 */
export function SimTakenOffNote(): React.ReactNode {
  return (
    <ul>
      <li>
        <strong>What happens on the network:</strong> <InlineText text={simTakenOff.network} />
      </li>
      <li>
        <strong>How the module comes back:</strong> <InlineText text={simTakenOff.comesBack} />
      </li>
    </ul>
  );
}

/**
 * The restart that ends a fix after a cause 7 or 8 refusal (MM cause 2 on a circuit-switched location update).
 * `stepOnly` gives the restart alone, inline, for a sentence or a table cell that already names the fix. Without it
 * the note is a block (a lead and its list, three labelled paragraphs, and the check's steps): place it on its own line or as a list item, never
 * mid-paragraph.
 */
export function RestartAfterRefusalNote({
  stepOnly = false,
  phone = false,
}: {
  stepOnly?: boolean;
  /** For a consumer eSIM page: the step speaks to a phone, tablet or laptop, not to a modem. */
  phone?: boolean;
}): React.ReactNode {
  const why = '/quickstart/troubleshooting#what-the-module-does-after-a-refusal';
  if (phone) return <InlineText text={`Then ${restartAfterRefusal.phoneStep} ([why a restart is needed](${why})).`} />;
  // Inline, the note follows the step that removed the cause; on its own it names that condition first.
  if (stepOnly) return <InlineText text={`Then ${restartAfterRefusal.shortStep}.`} />;
  const step = `Once the cause is removed, ${restartAfterRefusal.step} ([why a restart is needed](${why})).`;
  const [refusedLead, ...refusedWhile] = restartAfterRefusal.when.refused;
  // The full note stands as a block of its own (a list item or its own line): who needs the restart, then how.
  return (
    <>
      <p>
        <InlineText text={restartAfterRefusal.when.lead} />
      </p>
      <InlineTextList items={[{text: refusedLead, items: refusedWhile}, restartAfterRefusal.when.detached]} />
      <p>
        <strong>Comes back by itself:</strong> <InlineText text={restartAfterRefusal.comesBackByItself} />
      </p>
      <p>
        <strong>How to restart the others:</strong> <InlineText text={step} />
      </p>
      <p>
        <strong>See the refusal and the recovery:</strong>
      </p>
      <InlineTextList items={restartAfterRefusal.check} ordered />
    </>
  );
}
