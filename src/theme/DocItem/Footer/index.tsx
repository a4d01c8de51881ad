// Wraps the doc footer (edit link, last update) to end every doc page with the page feedback question.
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <Footer {...props} />
      {/* Keyed by page: moving to another page asks the question afresh. */}
      <PageFeedback key={permalink} />
    </>
  );
}
