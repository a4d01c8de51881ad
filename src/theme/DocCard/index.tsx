// Wrapped: a linked doc's description comes from src/upstream/doc-card-descriptions, loaded with the cards, not from
// the docs version's metadata every doc page loads (which no longer has it).
import React, {type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import descriptions from '@generated/doc-card-descriptions/default/descriptions.json';

export default function DocCardWrapper({item}: WrapperProps<typeof DocCardType>): ReactNode {
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  // As upstream: the item's own description first.
  return <DocCard item={{...item, description: item.description ?? descriptions[item.docId]}} />;
}
