// Its own module so that only the pages that draw the lifecycle load the Mermaid component.
import React from 'react';
import Mermaid from '@theme/Mermaid';
import {simStates, simTransitions} from '../../platform';

/** Mermaid state ids cannot contain spaces: "Factory Test" becomes FactoryTest. */
const mermaidId = (name: string): string => name.replace(/\s+/g, '');

/** The Mermaid source of the SIM lifecycle, drawn from the transitions. */
function simLifecycleMermaid(): string {
  const lines = simTransitions.map(
    (transition) =>
      `  ${transition.from ? mermaidId(transition.from) : '[*]'} --> ${mermaidId(transition.to)}: ${transition.trigger}`,
  );
  const named = simStates
    .filter((state) => mermaidId(state.name) !== state.name)
    .map((state) => `  state "${state.name}" as ${mermaidId(state.name)}`);
  return ['stateDiagram-v2', ...named, ...lines].join('\n');
}

/** The lifecycle as a diagram; the transition table carries the same facts without JavaScript. */
export default function SimLifecycleDiagram(): React.ReactNode {
  return <Mermaid value={simLifecycleMermaid()} />;
}
