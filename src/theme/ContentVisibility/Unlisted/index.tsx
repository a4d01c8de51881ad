// Replaces theme-classic's Unlisted to drop its banner ("only users having a direct link can access it"): the site's
// unlisted pages are linked from listed ones, so the banner misleads. The noindex metadata stays.
import React from 'react';
import {UnlistedMetadata} from '@docusaurus/theme-common';

export default function Unlisted(): React.ReactNode {
  return <UnlistedMetadata />;
}
