import React from 'react';
import Link from '@docusaurus/Link';
import {
  planChanges,
  planFeatures,
  planNames,
  planSupport,
  plansWith,
  overduePayment,
  priceModels,
  trialHeldBack,
  type PlanName,
} from '../../platform';
import RequiredRole, {joinRoles} from './RequiredRole';
import {InlineTextList} from './InlineText';
import RuleTable, {RuleFields} from './RuleTable';

/** Every plan feature against every plan, and the support level of each plan. */
export function PlanTable(): React.ReactNode {
  const rows = [
    ...planFeatures.map((feature) => ({
      feature: feature.feature,
      cells: planNames.map((plan) => ((feature.includedIn as readonly string[]).includes(plan) ? '✓' : '–')),
    })),
    {feature: 'Support', cells: planNames.map((plan) => planSupport[plan])},
  ];
  return (
    <RuleTable
      columns={[
        {heading: 'Feature', cell: (row) => row.feature},
        ...planNames.map((plan, index) => ({heading: plan, cell: (row: (typeof rows)[number]) => row.cells[index]})),
      ]}
      rows={rows}
    />
  );
}

/** The support level of each plan, for the support page. */
export function PlanSupportTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Plan', cell: (plan) => plan},
        {heading: 'Support', cell: (plan) => planSupport[plan]},
      ]}
      rows={planNames}
    />
  );
}

/** What a trial holds back although its plan has it, as a list. */
export function TrialHeldBackList(): React.ReactNode {
  return <InlineTextList items={trialHeldBack} />;
}

/** The three price models: how usage becomes cost, and what each suits. */
export function PriceModelTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Price model', cell: (model) => model.name},
        {heading: 'How it works', parts: (model) => model.howItWorks, restTitle: (model) => model.name},
        {heading: 'Suits', cell: (model) => model.suits},
      ]}
      rows={priceModels}
    />
  );
}

/** What stops working when the organisation moves to a plan without a feature. */
export function PlanDowngradeTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Feature', cell: (feature) => feature.feature},
        {
          heading: 'Lost on a move to',
          cell: (feature) =>
            joinRoles(planNames.filter((plan) => !(feature.includedIn as readonly PlanName[]).includes(plan))),
        },
        {heading: 'What happens', cell: (feature) => feature.onDowngrade},
      ]}
      rows={planFeatures.filter((feature) => 'onDowngrade' in feature)}
    />
  );
}

/** Who changes the plan or the price model, how, and from when. */
export function PlanChangeTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Change', cell: (change) => change.change},
        {heading: 'How', parts: (change) => change.how, restTitle: (change) => `${change.change}: how`},
        {
          heading: 'Who',
          cell: (change) => (change.permission ? <RequiredRole permission={change.permission} /> : 'Sales'),
        },
        {
          heading: 'Takes effect',
          parts: (change) => change.takesEffect,
          restTitle: (change) => `${change.change}: takes effect`,
        },
      ]}
      rows={planChanges}
    />
  );
}

/**
 * The plans that include a feature, for a sentence: "Workspaces need <PlansWith feature="Workspaces" />."
 * renders "the Pro plan", linked to the plan table.
 */
export function PlansWith({feature}: {feature: string}): React.ReactNode {
  const plans = plansWith(feature);
  const text = plans.length === planNames.length ? 'every plan' : `the ${joinRoles(plans)} plan`;
  return <Link to="/portal/org/subscription#plans">{text}</Link>;
}

/** What an unpaid invoice does, from Overdue to the end of the activation hold: one list item per stage. */
export function OverduePaymentRule(): React.ReactNode {
  return (
    <RuleFields
      form="list"
      rule={overduePayment}
      fields={[
        ['overdue', 'Overdue'],
        ['reminders', 'Reminders'],
        ['activationsBlocked', 'Activations blocked'],
        ['apiAnswer', 'What the API answers'],
        ['unaffected', 'What keeps working'],
        ['events', 'Events'],
        ['howToPay', 'How to pay'],
        ['lifted', 'When the hold ends'],
      ]}
    />
  );
}
