import React, {type ReactNode} from 'react';
import InlineText, {InlineTextList} from '../platform/InlineText';
import type {ContractText as Text} from './types';

/** A contract description in a table cell: inline text, or the paragraphs and lists the generator parsed it into. */
export default function ContractText({text}: {text: Text}): ReactNode {
  if (typeof text === 'string') return <InlineText text={text} />;
  return text.map((block, index) => (
    <React.Fragment key={index}>
      {block.lead && (
        <p>
          <InlineText text={block.lead} />
        </p>
      )}
      {block.items && <InlineTextList items={block.items} />}
    </React.Fragment>
  ));
}
