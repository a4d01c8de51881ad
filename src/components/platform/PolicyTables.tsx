import React from 'react';
import Link from '@docusaurus/Link';
import {breakoutRegions, defaultBreakoutRegion, policyChangeTimings, policyWithoutData} from '../../platform';
import RuleTable, {RuleBlocks} from './RuleTable';
import {joinRoles} from './RequiredRole';

/**
 * When each kind of service or coverage policy change reaches the devices: a block per kind, because what a change
 * does to an open data session differs by radio and runs to a list.
 */
export function PolicyChangeRules(): React.ReactNode {
  return (
    <RuleBlocks
      columns={[
        {heading: 'Change', cell: (timing) => timing.kind},
        {heading: 'For example', cell: (timing) => timing.examples},
        {heading: 'Applies', cell: (timing) => timing.applies},
        {heading: 'Open data session', cell: (timing) => timing.openSession},
      ]}
      rows={policyChangeTimings}
    />
  );
}

/** The breakout regions with their API ids, event codes and OpenVPN variants; the default is marked. */
export function BreakoutRegionTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {
          heading: 'Region',
          cell: (region) => (region.name === defaultBreakoutRegion ? `${region.name} (default)` : region.name),
        },
        {heading: 'API id', cell: (region) => region.id},
        {heading: 'Code in events', cell: (region) => `\`${region.code}\``},
        {heading: 'OpenVPN variant', cell: (region) => region.openVpn.name},
        {heading: 'Its API id', cell: (region) => region.openVpn.id},
      ]}
      rows={breakoutRegions}
    />
  );
}

/** Every breakout region for a sentence, "US East, EU West or Asia Pacific", linked to the region table. */
export function BreakoutRegionNames(): React.ReactNode {
  return (
    <Link to="/portal/device-policies#breakout-regions">{joinRoles(breakoutRegions.map((region) => region.name))}</Link>
  );
}

/** The OpenVPN variant of the default region, such as "EU West (OpenVPN)", for an example in a sentence. */
export function DefaultOpenVpnRegion(): React.ReactNode {
  const region = breakoutRegions.find((candidate) => candidate.name === defaultBreakoutRegion);
  return <Link to="/portal/device-policies#breakout-regions">{region?.openVpn.name}</Link>;
}

/** The default breakout region of a new service policy, for a sentence, linked to the region table. */
export function DefaultBreakoutRegion(): React.ReactNode {
  return <Link to="/portal/device-policies#breakout-regions">{defaultBreakoutRegion}</Link>;
}

/** One sentence: what a device on a service policy without data does, linked to its home. */
export function PolicyWithoutData(): React.ReactNode {
  return (
    <>
      A device whose{' '}
      <Link to="/portal/device-policies#a-service-policy-without-data">service policy allows no data</Link> registers
      and shows <strong>{policyWithoutData.connectivity}</strong>, and SMS works where its registration carries SMS; it
      never shows Blocked for this reason.
    </>
  );
}
