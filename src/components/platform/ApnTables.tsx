import React from 'react';
import {apnRule} from '../../platform';
import {RuleFields} from './RuleTable';

const apnRuleRows: ReadonlyArray<[keyof typeof apnRule, string]> = [
  ['subscriptionDefault', 'The default APN'],
  ['lte', 'No APN on LTE, LTE-M and NB-IoT'],
  ['twoG3G', 'No APN on 2G and 3G'],
  ['otherApn', 'Another APN'],
  ['advice', 'What to configure'],
];

/** What the platform does with an empty APN, and with an APN that is not its own. */
export function EmptyApnRule(): React.ReactNode {
  return <RuleFields rule={apnRule} fields={apnRuleRows} />;
}
