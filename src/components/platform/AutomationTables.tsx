import React from 'react';
import {
  automationActions,
  automationConditionNote,
  automationConditions,
  automationOutcomeNote,
  automationOutcomes,
  automationScopes,
  automationStatuses,
  automationTriggerNote,
  automationTriggers,
} from '../../platform';
import InlineText, {InlineTextList} from './InlineText';
import ScrollableTable from '../ScrollableTable';

/**
 * A two-column table of src/platform/automations.ts: a name per row and its explanation, with the module's note on
 * the whole table, if it has one, in a paragraph under it.
 */
function NameTable({
  heading,
  explanationHeading,
  rows,
  note,
}: {
  heading: string;
  explanationHeading: string;
  rows: readonly (readonly [name: string, explanation: string])[];
  note?: string;
}): React.ReactNode {
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{explanationHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, explanation]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <InlineText text={explanation} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {note && (
        <p>
          <InlineText text={note} />
        </p>
      )}
    </>
  );
}

/** The two kinds of trigger (a rule has exactly one), a sentence a cell, and the events neither offers under them. */
export function AutomationTriggerTable(): React.ReactNode {
  return (
    <NameTable
      heading="Trigger"
      explanationHeading="Fires when"
      rows={automationTriggers.map((trigger) => [trigger.name, trigger.firesWhen])}
      note={automationTriggerNote}
    />
  );
}

/** The scopes a rule can have, as a list. */
export function AutomationScopeList(): React.ReactNode {
  return <InlineTextList items={automationScopes} />;
}

/** The conditions, with how the SIM state condition reads in one paragraph under the table. */
export function AutomationConditionTable(): React.ReactNode {
  return (
    <NameTable
      heading="Condition"
      explanationHeading="Operators"
      rows={automationConditions.map((condition) => [condition.condition, condition.operators])}
      note={automationConditionNote}
    />
  );
}

export function AutomationActionTable(): React.ReactNode {
  return (
    <NameTable
      heading="Action"
      explanationHeading="What it does"
      rows={automationActions.map((action) => [action.name, action.does])}
    />
  );
}

export function AutomationStatusTable(): React.ReactNode {
  return (
    <NameTable
      heading="Status"
      explanationHeading="Meaning"
      rows={automationStatuses.map((status) => [status.name, status.meaning])}
    />
  );
}

/** The run outcomes, with when an outcome is final in one paragraph under the table. */
export function AutomationOutcomeTable(): React.ReactNode {
  return (
    <NameTable
      heading="Run outcome"
      explanationHeading="Meaning"
      rows={automationOutcomes.map((outcome) => [outcome.name, outcome.meaning])}
      note={automationOutcomeNote}
    />
  );
}
