// Wraps the doc's metadata to point its Open Graph and X image at the page's own social card (src/plugins/social-cards).
import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SOCIAL_CARD_SIZE, socialCardPath} from '@site/src/plugins/social-cards/path';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.ReactNode {
  const {permalink} = useDoc().metadata;
  const image = useBaseUrl(socialCardPath(permalink), {absolute: true});
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
        <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
    </>
  );
}
