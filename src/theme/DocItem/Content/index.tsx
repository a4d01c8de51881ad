// Wraps the doc content to put the "Copy page" menu beside the title, outside the Markdown body that search records are made from.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactNode {
  // Unlisted pages have no Markdown copy to offer.
  const {unlisted} = useDoc().metadata;
  return (
    <>
      {!unlisted && <CopyPage />}
      <Content {...props} />
    </>
  );
}
