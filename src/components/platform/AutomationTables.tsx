import React from 'react';
import {
  automationActions,
  automationConditions,
  automationOutcomes,
  automationScopes,
  automationStatuses,
  automationTriggers,
} from '../../platform';
import InlineText, {InlineTextList} from './InlineText';
import ScrollableTable from '../ScrollableTable';

/** A two-column table of src/platform/automations.ts: a name per row and its explanation. */
function NameTable({
  heading,
  explanationHeading,
  rows,
}: {
  heading: string;
  explanationHeading: string;
  rows: readonly (readonly [name: string, explanation: string])[];
}): React.ReactNode {
  return (
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
  );
}

/** The two kinds of trigger; a rule has exactly one. Each cell holds one sentence; the further rules follow as a list. */
export function AutomationTriggerTable(): React.ReactNode {
  return (
    <>
      <NameTable
        heading="Trigger"
        explanationHeading="Fires when"
        rows={automationTriggers.map((trigger) => [trigger.name, trigger.firesWhen])}
      />
      <InlineTextList
        items={automationTriggers.flatMap((trigger) => trigger.notes.map((note) => `**${trigger.name}:** ${note}`))}
      />
    </>
  );
}

/** The scopes a rule can have, as a list. */
export function AutomationScopeList(): React.ReactNode {
  return <InlineTextList items={automationScopes} />;
}

export function AutomationConditionTable(): React.ReactNode {
  return (
    <NameTable
      heading="Condition"
      explanationHeading="Operators"
      rows={automationConditions.map((condition) => [condition.condition, condition.operators])}
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

export function AutomationOutcomeTable(): React.ReactNode {
  return (
    <NameTable
      heading="Run outcome"
      explanationHeading="Meaning"
      rows={automationOutcomes.map((outcome) => [outcome.name, outcome.meaning])}
    />
  );
}
