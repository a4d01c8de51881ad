import React from 'react';
import {connectivityResetPaths, type ConnectivityResetPath} from '../../platform';
import {capitalised} from './InlineText';
import {RuleBlocks} from './RuleTable';

/** A module text that reads mid-sentence, made to open a labelled item, whether one sentence or a lead and its parts. */
const opening = (text: ConnectivityResetPath['deviceSees']) =>
  typeof text === 'string' ? capitalised(text) : [capitalised(text[0]), ...text.slice(1)];

/**
 * What a connectivity reset does on each kind of core node serving the device, and when the device is back: a block
 * per node, because what the device sees behind an MME differs with its state and takes a list.
 */
export function ConnectivityResetPaths(): React.ReactNode {
  return (
    <RuleBlocks
      columns={[
        {heading: 'Serving node', cell: (path) => path.node},
        {heading: 'What the platform sends', cell: (path) => path.sent},
        {heading: 'What the device sees', cell: (path) => opening(path.deviceSees)},
        {heading: 'When it is registered again', cell: (path) => capitalised(path.registeredAgain)},
        {heading: 'Location events then', cell: (path) => path.locationEvents},
        {heading: 'Standards', cell: (path) => path.standards},
      ]}
      rows={connectivityResetPaths}
    />
  );
}
